// The admin company screens (admin.md 2-5, 8): the v2 search by id, name and licence, the company's
// switches, its devices, and the banner its owner then sees on the dashboard.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAdmin, demoGreenLeaf, demoPrairie } from "@pos/functions/local/demo";
import {
  pickOption,
  reviewShot,
  signInOwner,
  signInUser,
  storeTokens,
  tokenKeys,
  trpcMutation,
} from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });
// Each test walks through several dialogs and reloads on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const suffix = Date.now().toString(36).toUpperCase();
const deviceId = `E2E-${suffix}`;
const renamedId = `E2E-${suffix}-B`;

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await signInUser(request, demoAdmin.email, demoAdmin.password)).token;
}

async function signInAdmin(page: Page): Promise<string> {
  const token = await adminToken(page.request);
  await storeTokens(page, { [tokenKeys.auth]: token });
  return token;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

// Leave the demo company as seeded: flag off, no banner, no extra device.
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  const { companyId } = await signInOwner(request);
  await trpcMutation(
    request,
    "adminCompanies.setToggle",
    { companyId, toggle: "pennyRounding", enabled: false },
    token,
  );
  await trpcMutation(request, "adminCompanies.setBanner", { companyId, bannerMessage: "" }, token);
  for (const id of [deviceId, renamedId]) {
    await request.post("/trpc/adminCompanies.removeDevice", {
      data: { json: { companyId, deviceId: id } },
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

test("the admin finds Green Leaf by id, by name and by licence; an empty search warns", async ({ page }) => {
  const { companyId } = await signInOwner(page.request);
  await signInAdmin(page);
  await page.goto("/admin/v2");
  await expect(page).toHaveURL(/\/admin\/v2\/companies$/);
  const search = page.getByRole("searchbox", { name: "Search companies" });
  const rows = page.getByRole("row").filter({ has: page.getByRole("link") });
  await expect(rows.first()).toBeVisible();

  await search.fill(String(companyId));
  await search.press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: demoGreenLeaf.company.name })).toBeVisible();
  await expect(rows.getByRole("cell").first()).toHaveText(String(companyId));

  await search.fill("green LEAF");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(demoGreenLeaf.company.name);

  // The simulator's documented licence (docs/admin.md).
  await search.fill("CRSA1234567");
  await search.press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(demoGreenLeaf.company.name);
  await reviewShot(page, "admin-companies-v2-licence");

  await page.getByRole("button", { name: "Reset", exact: true }).click();
  await expect(search).toHaveValue("");
  await search.press("Enter");
  await expect(toast(page, "Please type company's ID or name")).toBeVisible();

  await pickOption(page.getByRole("combobox", { name: "Province" }), "AB");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(rows.getByRole("link", { name: demoPrairie.company.name })).toBeVisible();
  await expect(rows.getByRole("link", { name: demoGreenLeaf.company.name })).toHaveCount(0);
  await reviewShot(page, "admin-companies-v2");

  await rows.getByRole("link", { name: demoPrairie.company.name }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/companies\/\d+$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "All Alberta stores should have lot tracking enabled!" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Webhook subscriptions" })).toHaveCount(0);
  await reviewShot(page, "admin-company-alberta");
});

test("the admin switches Penny Rounding, then adds, renames and removes a device", async ({ page }) => {
  const owner = await signInOwner(page.request);
  await signInAdmin(page);
  await page.goto("/admin/companies");
  await expect(page.getByRole("switch", { name: "Paid" })).toBeChecked();
  await page.getByRole("link", { name: demoGreenLeaf.company.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: demoGreenLeaf.company.name })).toBeVisible();
  await expect(page.getByText(`ON · ID ${owner.companyId} · Created`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Webhook subscriptions" })).toBeVisible();

  const penny = page.getByRole("switch", { name: "Penny Rounding", exact: true });
  await expect(penny).toHaveAttribute("aria-checked", "false");
  await penny.click();
  await expect(penny).toHaveAttribute("aria-checked", "true");
  await expect(penny).toBeEnabled();
  await page.reload();
  await expect(penny).toHaveAttribute("aria-checked", "true");

  // Add a device.
  await page.getByRole("button", { name: "Add device" }).click();
  const dialog = page.getByRole("dialog", { name: "Add device" });
  await dialog.getByRole("button", { name: "Add device" }).click();
  await expect(dialog.getByText("Please enter the device name")).toBeVisible();
  await reviewShot(page, "admin-add-device");
  await dialog.getByLabel("Name").fill("Back counter");
  await dialog.getByLabel("Device ID").fill(deviceId);
  await dialog.getByLabel("Password", { exact: true }).fill("Device#Pass2");
  await pickOption(dialog.getByRole("combobox", { name: "Location" }), demoGreenLeaf.locations[0]);
  await dialog.getByRole("button", { name: "Add device" }).click();
  await expect(toast(page, "New device added")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The devices table, not the audit log below it (which lists the same device's changes).
  const devices = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Device ID" }) });
  const row = devices.getByRole("row").filter({ hasText: "Back counter" });
  await expect(row).toContainText(deviceId);

  // Rename it: an empty id is refused, then the new id is saved.
  await row.getByRole("button", { name: "Actions for Back counter" }).click();
  await page.getByRole("menuitem", { name: "Change device ID" }).click();
  const rename = page.getByRole("dialog", { name: "Change device ID" });
  await rename.getByLabel("New device ID").fill(" ");
  await rename.getByRole("button", { name: "Change ID" }).click();
  await expect(rename.getByText("Please enter the new device id")).toBeVisible();
  await rename.getByLabel("New device ID").fill(renamedId);
  await rename.getByRole("button", { name: "Change ID" }).click();
  await expect(toast(page, "Device ID changed")).toBeVisible();
  await expect(row).toContainText(renamedId);
  await reviewShot(page, "admin-company-detail");

  // Remove the device, after confirming.
  await row.getByRole("button", { name: "Actions for Back counter" }).click();
  await page.getByRole("menuitem", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove device" }).click();
  await expect(toast(page, "Device succesfully removed")).toBeVisible();
  await expect(devices.getByRole("row").filter({ hasText: "Back counter" })).toHaveCount(0);
});

test("the admin writes a banner in markdown; the list marks it and the owner sees it", async ({
  page,
  browser,
}) => {
  const owner = await signInOwner(page.request);
  await signInAdmin(page);
  await page.goto(`/admin/companies/${owner.companyId}`);
  await expect(page.getByRole("heading", { level: 1, name: demoGreenLeaf.company.name })).toBeVisible();
  // The banner, in markdown.
  await page.getByRole("button", { name: "Banner Message" }).click();
  const drawer = page.getByRole("dialog", { name: "Banner message" });
  await drawer.getByLabel("Message").fill("Inventory count on **Sunday**");
  await expect(drawer.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText("Sunday");
  await reviewShot(page, "admin-banner-drawer");
  await drawer.getByRole("button", { name: "Save banner" }).click();
  await expect(toast(page, "Banner message saved")).toBeVisible();
  await expect(drawer).toHaveCount(0);

  // The legacy list marks the company; the owner sees the banner on the dashboard.
  await page.goto("/admin/companies");
  const listRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: demoGreenLeaf.company.name }) });
  await expect(listRow.getByRole("img", { name: "Banner message set" })).toBeVisible();
  await reviewShot(page, "admin-companies-legacy");

  // The owner, in a browser of their own.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await storeTokens(ownerPage, { [tokenKeys.auth]: owner.token });
  await ownerPage.goto(`/company/${owner.companyId}/dashboard`);
  await expect(ownerPage.getByText(`Welcome back, ${demoGreenLeaf.owner.name}`)).toBeVisible();
  const banner = ownerPage.getByRole("region", { name: "Announcement" });
  await expect(banner).toContainText("Inventory count on Sunday");
  await expect(banner.locator("strong")).toHaveText("Sunday");
  await reviewShot(ownerPage, "dashboard-banner");
  await banner.getByRole("button", { name: "Dismiss announcement" }).click();
  await expect(banner).toHaveCount(0);
  await ownerPage.reload();
  await expect(ownerPage.getByText(`Welcome back, ${demoGreenLeaf.owner.name}`)).toBeVisible();
  await expect(ownerPage.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  await ownerContext.close();
});
