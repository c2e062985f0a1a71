// Categories, suppliers and tax groups on the dashboard (dashboard.md route table "products" and "settings",
// sections 3, 7 and 9): the category tree with add, reorder by buttons and by dragging, merge and delete; suppliers
// added and edited; a tax group with its computed example; validation messages.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { unique } from "./employees-fixtures";
import { reviewShot, settled, signInOwner, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

async function openAs(page: Page, request: Parameters<typeof signInOwner>[0], path: string) {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/${path}`);
  return owner;
}

/** Picks an option of a select; by keyboard, since the pointer passing a scroll arrow scrolls the list. */
async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/** The names of the category rows containing `tag`, in the order shown. */
function rowNames(page: Page, tag: string): Promise<string[]> {
  return page.locator("[data-category-row]").filter({ hasText: tag }).locator(".truncate").allTextContents();
}

async function addCategory(page: Page, name: string, compliance?: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  if (compliance) {
    await choose(page, dialog.getByLabel("Compliance category"), compliance);
  }
  await dialog.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText(`"${name}" was added`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("categories: add a tree, reorder by buttons and by dragging, merge and delete", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique("t");
  const [flower, indica, sativa, hybrid, edibles] = ["Flower", "Indica", "Sativa", "Hybrid", "Edibles"].map(
    (name) => `${name} ${tag}`,
  );
  await openAs(page, request, "categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.locator("[data-category-row]").filter({ hasText: "Fees" })).toContainText("System");

  await page.getByRole("button", { name: "Add category" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("dialog").getByText("Name is required")).toBeVisible();
  await reviewShot(page, "category-dialog-invalid");
  await addCategory(page, flower, "Dried cannabis");
  await expect(page.locator("[data-category-row]").filter({ hasText: flower })).toContainText(
    "Dried cannabis",
  );

  for (const child of [indica, sativa, hybrid]) {
    await page.getByRole("button", { name: `Add a subcategory to ${flower}` }).click();
    await expect(page.getByRole("dialog").getByLabel("Parent category")).toHaveText(flower);
    await addCategory(page, child);
  }
  await page.getByRole("button", { name: `Add a subcategory to ${flower}` }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(indica.toUpperCase());
  await page.getByRole("dialog").getByRole("button", { name: "Add category" }).click();
  await expect(
    page
      .getByRole("dialog")
      .getByText(`A category named "${indica.toUpperCase()}" already exists at this level`),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, indica, sativa, hybrid]);

  await page.getByRole("button", { name: `Move ${hybrid} up` }).click();
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, indica, hybrid, sativa]);
  await expect(page.getByRole("button", { name: `Move ${hybrid} up` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, hybrid, indica, sativa]);

  const handle = page.getByRole("button", { name: `Drag ${sativa} to reorder` });
  const target = page.locator("[data-category-row]").filter({ hasText: hybrid });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("The rows are not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, sativa, hybrid, indica]);
  await settled(page.locator("main"));
  await reviewShot(page, "categories-tree");
  await page.reload();
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, sativa, hybrid, indica]);

  await page.getByRole("checkbox", { name: `Select ${sativa}` }).click();
  await page.getByRole("checkbox", { name: `Select ${indica}` }).click();
  await expect(page.getByText("2 categories selected")).toBeVisible();
  await choose(page, page.getByLabel("Set the compliance category of the selected categories"), "Pre-rolls");
  await expect(page.getByText("2 categories updated")).toBeVisible();
  // The toast sits over the header's "Add category" button; a pointer resting on it would keep it open.
  await expect(page.getByText("2 categories updated")).toBeHidden({ timeout: 10_000 });
  for (const name of [sativa, indica])
    await expect(page.locator("[data-category-row]").filter({ hasText: name })).toContainText("Pre-rolls");
  await expect(page.locator("[data-category-row]").filter({ hasText: hybrid })).not.toContainText(
    "Pre-rolls",
  );

  await page.getByRole("button", { name: "Add category" }).click();
  await addCategory(page, edibles, "Edible cannabis (solids)");
  await page.getByRole("button", { name: `Actions for ${edibles}` }).click();
  await page.getByRole("menuitem", { name: "Merge into…" }).click();
  const merge = page.getByRole("dialog");
  await merge.getByRole("button", { name: `Merge and delete "${edibles}"` }).click();
  await expect(merge.getByText("Choose the category to merge into")).toBeVisible();
  await choose(page, merge.getByLabel("Merge into"), hybrid);
  await reviewShot(page, "categories-merge");
  await merge.getByRole("button", { name: `Merge and delete "${edibles}"` }).click();
  await expect(page.getByText(`"${edibles}" was merged into "${hybrid}"`)).toBeVisible();
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, sativa, hybrid, indica]);

  await page.getByRole("button", { name: `Actions for ${flower}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("It has 3 subcategories.");
  await reviewShot(page, "category-delete-blocked");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: `Actions for ${indica}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete category" }).click();
  await expect(page.getByText(`"${indica}" was deleted`)).toBeVisible();
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, sativa, hybrid]);

  await page.getByLabel("Filter categories").fill(`hybrid ${tag}`);
  await expect.poll(() => rowNames(page, tag)).toEqual([flower, hybrid]);
  await expect(page.getByRole("button", { name: `Move ${hybrid} up` })).toBeDisabled();
});

test("suppliers: add with validation, edit, and see it in the list", async ({ page, request }) => {
  const name = unique("Tweed");
  await openAs(page, request, "suppliers");
  await expect(page.getByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();
  await page.getByRole("link", { name: "Add supplier" }).click();
  await expect(page).toHaveURL(/\/suppliers\/edit$/);
  await page.getByRole("button", { name: "Add supplier" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("E-mail").fill("orders@");
  await page.getByLabel("Contact name").focus();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await page.getByLabel("E-mail").fill("Orders@Tweed.example");
  await page.getByLabel("Contact name").fill("Ana Lima");
  await page.getByLabel("Licence number").fill("LIC-2026-01");
  await reviewShot(page, "supplier-add");
  await page.getByRole("button", { name: "Add supplier" }).click();
  await expect(page.getByText(`"${name}" was added`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("orders@tweed.example");
  await expect(row).toContainText("Licence LIC-2026-01");
  await reviewShot(page, "suppliers-list");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/suppliers\/edit\?supplierId=/);
  await expect(page.getByLabel("E-mail")).toHaveValue("orders@tweed.example");
  await page.getByLabel("Phone").fill("613 555 0100");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`"${name}" was saved`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("613 555 0100");

  await page.getByRole("link", { name: "Add supplier" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name.toUpperCase());
  await page.getByRole("button", { name: "Add supplier" }).click();
  await expect(page.getByText("A supplier with this name already exists")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
});

test("tax groups: add one and see how a price is taxed, then edit it", async ({ page, request }) => {
  const name = unique("British Columbia");
  await openAs(page, request, "settings/taxes");
  await expect(page.getByRole("heading", { level: 1, name: "Tax groups" })).toBeVisible();
  await page.getByRole("link", { name: "Add tax group" }).click();
  await expect(page).toHaveURL(/\/taxes\/add$/);
  await expect(page.getByTestId("tax-example")).toHaveText("A $10.00 item: no tax, total $10.00");
  await page.getByRole("button", { name: "Add tax group" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "GST 5%" }).click();
  await page.getByRole("button", { name: "PST 7%" }).click();
  await expect(page.getByTestId("tax-example")).toHaveText(
    "A $10.00 item: GST 5% $0.50, PST 7% $0.70, total $11.20",
  );
  await page.getByRole("button", { name: "Add a tax" }).click();
  await page.getByRole("button", { name: "Add tax group" }).click();
  await expect(page.getByText("Name the tax (e.g. GST)")).toBeVisible();
  await expect(page.getByText("Enter a rate")).toBeVisible();
  await reviewShot(page, "tax-group-invalid");
  await page.getByRole("button", { name: "Remove tax 3" }).click();
  await page.getByLabel("Price").fill("25.99");
  await expect(page.getByTestId("tax-example")).toHaveText(
    "A $25.99 item: GST 5% $1.30, PST 7% $1.82, total $29.11",
  );
  await reviewShot(page, "tax-group-add");
  await page.getByRole("button", { name: "Add tax group" }).click();

  await expect(page.getByText(`"${name}" was added`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("GST 5%");
  await expect(row).toContainText("$11.20");
  await reviewShot(page, "tax-groups-list");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/taxes\/edit\?taxGroupId=/);
  await page.getByRole("button", { name: "Remove tax 2" }).click();
  await page.getByRole("button", { name: "Add a tax" }).click();
  await page.getByRole("textbox", { name: "Tax name" }).last().fill("PST");
  await page.getByRole("textbox", { name: "Rate" }).last().fill("7.125");
  await expect(page.getByTestId("tax-example")).toHaveText(
    "A $10.00 item: GST 5% $0.50, PST 7.125% $0.71, total $11.21",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`"${name}" was saved`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("PST 7.125%");
});
