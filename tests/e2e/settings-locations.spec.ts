// Issue 22, settings/locations: a newly registered store adds a second location, edits it, reorders and hides it.
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { readyOwner, strongPassword } from "./account-fixtures";
import {
  pickOption,
  reviewShot,
  signInOwner,
  signInUser,
  storeTokens,
  tokenKeys,
  writeStored,
} from "./fixtures";
import {
  addLocation,
  editLocation,
  fillLocationDetails,
  listedLocations,
  locationRow,
  openLocations,
} from "./location-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a new store adds a second location, edits it with validation, reorders by drag and by keys, and hides it", async ({
  page,
  request,
}) => {
  const store = await readyOwner(request, "locations");
  const session = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  const first = store.companyName;

  await openLocations(page, store.companyId);
  expect(await listedLocations(page)).toEqual([first]);
  await expect(locationRow(page, first)).toContainText("Active");

  await addLocation(page, store.companyId, "Queen West", {
    street: "712 Queen St W",
    city: "Toronto",
    postalCode: "m6j1e8",
    crsaStoreId: "CRSA1234567",
    phone: "(416) 555-0142",
  });
  expect(await listedLocations(page)).toEqual([first, "Queen West"]);
  const added = locationRow(page, "Queen West");
  await expect(added).toContainText("712 Queen St W, Toronto, M6J 1E8");
  await expect(added).toContainText("CRSA1234567");
  await expect(added).toContainText("(416) 555-0142");
  await reviewShot(page, "settings-locations-list");

  // Edit: each bad value gets its message on its field, and nothing is saved until all are right.
  const dialog = await editLocation(page, "Queen West");
  await expect(dialog.getByLabel("Postal code")).toHaveValue("M6J 1E8");
  await dialog.getByLabel("Name", { exact: true }).fill("Queen West Flagship");
  await fillLocationDetails(dialog, { phone: "416-555", crsaStoreId: "CRSA12", postalCode: "90210" });
  await pickOption(dialog.getByRole("combobox", { name: "Province" }), "Ontario");
  await dialog.getByRole("switch", { name: "Set opening hours" }).click();
  await dialog.getByLabel("Friday closes at").fill("08:00");
  await dialog.getByRole("switch", { name: "Open on Sunday" }).click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(
    dialog.getByText("Enter a phone number of 10 or 11 digits (an optional leading +)"),
  ).toBeVisible();
  await expect(dialog.getByText("The CRSA store id is CRSA followed by exactly 7 digits")).toBeVisible();
  await expect(dialog.getByText("Enter a Canadian postal code like A1A 1A1")).toBeVisible();
  await expect(dialog.getByText("The closing time must be after the opening time")).toBeVisible();
  await reviewShot(page, "settings-locations-edit-errors");
  await dialog.getByRole("button", { name: "Save changes" }).scrollIntoViewIfNeeded();
  await reviewShot(page, "settings-locations-edit-errors-hours");

  await fillLocationDetails(dialog, {
    phone: "+1 416 555 0199",
    crsaStoreId: "crsa7654321",
    postalCode: "M6J 1E8",
  });
  await dialog.getByLabel("Friday closes at").fill("23:00");
  await dialog.getByLabel("Time zone").selectOption("America/Vancouver");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Successfully updated Queen West Flagship")).toBeVisible();
  await expect(dialog).toBeHidden();
  const flagship = locationRow(page, "Queen West Flagship");
  await expect(flagship).toContainText("712 Queen St W, Toronto, ON M6J 1E8");
  await expect(flagship).toContainText("CRSA7654321");
  await expect(flagship).toContainText("America/Vancouver");

  const reopened = await editLocation(page, "Queen West Flagship");
  await expect(reopened.getByLabel("Friday closes at")).toHaveValue("23:00");
  await expect(reopened.getByRole("switch", { name: "Open on Sunday" })).not.toBeChecked();
  await expect(reopened.getByLabel("Time zone")).toHaveValue("America/Vancouver");
  await reviewShot(page, "settings-locations-edit");
  await reopened.getByRole("button", { name: "Cancel" }).click();

  // Reorder: drag the second row above the first; then the arrow keys on the handle; then a move button.
  await flagship.dragTo(locationRow(page, first));
  await expect.poll(() => listedLocations(page)).toEqual(["Queen West Flagship", first]);
  await expect(page.getByText("Queen West Flagship moved to position 1 of 2")).toBeAttached();
  await page.reload();
  await expect.poll(() => listedLocations(page)).toEqual(["Queen West Flagship", first]);

  await locationRow(page, "Queen West Flagship")
    .getByRole("button", { name: /^Reorder Queen West Flagship/ })
    .press("ArrowDown");
  await expect.poll(() => listedLocations(page)).toEqual([first, "Queen West Flagship"]);
  await locationRow(page, "Queen West Flagship")
    .getByRole("button", { name: "Move Queen West Flagship up" })
    .click();
  await expect.poll(() => listedLocations(page)).toEqual(["Queen West Flagship", first]);
  await expect(
    locationRow(page, "Queen West Flagship").getByRole("button", { name: "Move Queen West Flagship up" }),
  ).toBeDisabled();

  // Hide, after a confirmation: it stays listed as hidden, and leaves the dashboard's location choices.
  await locationRow(page, "Queen West Flagship")
    .getByRole("button", { name: "Actions for Queen West Flagship" })
    .click();
  await page.getByRole("menuitem", { name: "Hide" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Hide Queen West Flagship?" });
  await expect(confirm).toContainText("Only support can bring a hidden location back.");
  await reviewShot(page, "settings-locations-hide");
  await confirm.getByRole("button", { name: "Hide location" }).click();
  await expect(toast(page, "Queen West Flagship is hidden")).toBeVisible();
  await expect.poll(() => listedLocations(page)).toEqual([first, "Queen West Flagship"]);
  await expect(locationRow(page, "Queen West Flagship")).toContainText("Hidden");
  await reviewShot(page, "settings-locations-hidden");
  await expect(
    locationRow(page, "Queen West Flagship").getByRole("button", { name: /Actions for/ }),
  ).toHaveCount(0);

  // The last visible location can't be hidden: the refusal stays in the dialog.
  await locationRow(page, first)
    .getByRole("button", { name: `Actions for ${first}` })
    .click();
  await page.getByRole("menuitem", { name: "Hide" }).click();
  const last = page.getByRole("alertdialog", { name: `Hide ${first}?` });
  await last.getByRole("button", { name: "Hide location" }).click();
  await expect(last).toContainText("A company keeps at least one location");
  await last.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/company/${store.companyId}/dashboard/sales/list`);
  await page.getByRole("combobox", { name: "Location" }).click();
  await expect(page.getByRole("option", { name: first })).toBeVisible();
  await expect(page.getByRole("option", { name: "Queen West Flagship" })).toHaveCount(0);
});

test("the demo store lists its stores with their address, CRSA store id and hours", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await openLocations(page, owner.companyId);
  const queenWest = locationRow(page, "Queen West");
  await expect(queenWest).toContainText("712 Queen St W, Toronto, ON M6J 1E8");
  await expect(queenWest).toContainText("CRSA1234567");
  await expect(locationRow(page, "Kensington")).toContainText("CRSA2345678");
  await reviewShot(page, "settings-locations-demo");
  const dialog = await editLocation(page, "Kensington");
  await expect(dialog.getByLabel("Sunday opens at")).toHaveValue("10:00");
  await expect(dialog.getByLabel("Monday closes at")).toHaveValue("23:00");
  await reviewShot(page, "settings-locations-demo-edit");
});

test("a location hidden on settings/locations comes back with the admin's Undelete", async ({
  page,
  request,
}) => {
  const store = await readyOwner(request, "undelete");
  const owner = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await addLocation(page, store.companyId, "Annex");
  await locationRow(page, "Annex").getByRole("button", { name: "Actions for Annex" }).click();
  await page.getByRole("menuitem", { name: "Hide" }).click();
  await page
    .getByRole("alertdialog", { name: "Hide Annex?" })
    .getByRole("button", { name: "Hide location" })
    .click();
  await expect(locationRow(page, "Annex")).toContainText("Hidden");

  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await writeStored(page, tokenKeys.auth, admin.token);
  await page.goto(`/admin/companies/${store.companyId}`);
  const card = page.locator("[data-slot='card']").filter({ hasText: "deleted ones included" });
  const row = card.getByRole("row").filter({ hasText: "Annex" });
  await expect(row).toContainText("Deleted");
  await row.getByRole("button", { name: "Undelete" }).click();
  await expect(toast(page, "Location successfully undeleted")).toBeVisible();
  await expect(row).toContainText("Active");
  await reviewShot(page, "settings-locations-admin-undeleted");

  await writeStored(page, tokenKeys.auth, owner.token);
  await openLocations(page, store.companyId);
  expect(await listedLocations(page)).toEqual([store.companyName, "Annex"]);
  await expect(locationRow(page, "Annex")).toContainText("Active");
});
