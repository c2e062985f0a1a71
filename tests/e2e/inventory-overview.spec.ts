// The inventory overview and the update screen (issue 17): a newly registered store adjusts stock in from the
// overview's row action, sees on hand, value and totals change, exports the CSV, sets a reorder point and sees the
// low-stock flag, then takes stock out on the update screen and finds it in the recent adjustments.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parseCsv } from "@pos/core/catalog/csv";
import { readyOwner, strongPassword } from "./account-fixtures";
import { demoAdmin } from "@pos/functions/local/demo";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { createProduct, runTag, type Owner } from "./product-listing-fixtures";

test.use({ viewport: { width: 1280, height: 860 } });

async function newStore(page: Page, request: APIRequestContext): Promise<Owner & { tag: string }> {
  const store = await readyOwner(request, "inventory");
  const session = await signInUser(request, store.email, strongPassword);
  const owner = { token: session.token, companyId: store.companyId };
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  return { ...owner, tag: runTag() };
}

const row = (page: Page, name: string) => page.getByTestId(`stock-${name}`);

test("adjusting stock in from the overview changes on hand, value and totals, and the CSV has them", async ({
  page,
  request,
}) => {
  const owner = await newStore(page, request);
  const name = `Gummies ${owner.tag}`;
  await createProduct(request, owner, {
    name,
    sku: `GUM-${owner.tag}`,
    barcode: "0628000000013",
    trackInventory: true,
    price: 1299,
  });
  await page.goto(`/company/${owner.companyId}/dashboard/inventory/overview`);
  await expect(page.getByText("No product matches")).toBeVisible();
  await page.getByRole("switch").click();
  await expect(row(page, name)).toContainText("0");
  await reviewShot(page, "inventory-overview-empty-stock");

  await row(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Adjust" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("On hand now: 0")).toBeVisible();
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog.getByText("Enter a quantity, e.g. 12 or -3")).toBeVisible();
  await dialog.getByLabel("Quantity (+ in, − out)").fill("12");
  await dialog.getByLabel("Unit cost").fill("2.50");
  await dialog.getByLabel("Note").fill("First delivery");
  await reviewShot(page, "inventory-adjust-dialog");
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `${name}: 12 on hand` })).toBeVisible();
  await expect(row(page, name)).toContainText("12");
  await expect(row(page, name)).toContainText("$30.00");
  await expect(page.getByTestId("total-units")).toHaveText("12");
  await expect(page.getByTestId("total-value")).toHaveText("$30.00");

  await row(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Reorder point" }).click();
  await page.getByRole("textbox", { name: "Reorder point" }).fill("12");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(row(page, name).getByText("Low")).toBeVisible();
  await reviewShot(page, "inventory-overview");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const [header, ...lines] = parseCsv(readFileSync(file, "utf8").replace(/^\ufeff/, ""));
  expect(header).toEqual([
    "Product",
    "SKU",
    "Barcode",
    "Category",
    "Lot",
    "Expiry",
    "On hand",
    "Reorder point",
    "Low stock",
    "Unit cost",
    "Value at cost",
  ]);
  expect(lines.filter((line) => line.length > 1)).toEqual([
    [name, `GUM-${owner.tag}`, "0628000000013", "", "", "", "12", "12", "yes", "2.50", "30.00"],
  ]);

  await page.goto(`/company/${owner.companyId}/dashboard/productListing?q=${owner.tag}`);
  const listed = page.locator("tbody tr[data-product-id]").filter({ hasText: name });
  await expect(listed).toBeVisible();
  const onHandColumn = await page.getByRole("columnheader").allTextContents();
  await expect(listed.getByRole("cell").nth(onHandColumn.indexOf("On hand"))).toHaveText("12");
  await listed.getByRole("link", { name }).click();
  const stock = page.getByRole("table", { name: `Stock of ${name}` });
  await expect(stock.getByRole("row").filter({ hasText: "All locations" })).toContainText("12");
  await expect(stock.getByRole("row").filter({ hasText: "All locations" })).toContainText("$30.00");
});

test("the update screen finds a product by typing, takes stock out with a reason, and lists the adjustment", async ({
  page,
  request,
}) => {
  const owner = await newStore(page, request);
  const name = `Papers ${owner.tag}`;
  await createProduct(request, owner, { name, sku: `PAP-${owner.tag}`, trackInventory: true, price: 300 });
  await page.goto(`/company/${owner.companyId}/dashboard/inventory/update`);
  await expect(page.getByText("No adjustments yet")).toBeVisible();
  await page.getByLabel("Product").fill(`PAP-${owner.tag}`);
  await page
    .getByRole("list", { name: "Matching products" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await page.getByLabel("Quantity (+ in, − out)").fill("-2");
  await pickOption(page.getByLabel("Reason"), "Damaged");
  await page.getByLabel("Note").fill("Torn box");
  await reviewShot(page, "inventory-update");
  await page.getByRole("button", { name: "Save adjustment" }).click();
  const recent = page.getByRole("table", { name: "Recent adjustments" });
  await expect(recent.getByRole("row").filter({ hasText: name })).toContainText("-2");
  await expect(recent.getByRole("row").filter({ hasText: name })).toContainText("Damaged");
  await expect(recent.getByRole("row").filter({ hasText: name })).toContainText("Torn box");
  await reviewShot(page, "inventory-update-after");

  await page.goto(`/company/${owner.companyId}/dashboard/inventory/overview?hideEmpty=false`);
  await expect(row(page, name)).toContainText("-2");
});

test("with lot tracking on, a scanned package names its lot: a new lot is received and shows in the overview", async ({
  page,
  request,
}) => {
  const owner = await newStore(page, request);
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await trpcMutation(
    request,
    "adminCompanies.setToggle",
    { companyId: owner.companyId, toggle: "isBatchTracking", enabled: true },
    admin.token,
  );
  const name = `Flower ${owner.tag}`;
  await createProduct(request, owner, {
    name,
    sku: `FLW-${owner.tag}`,
    barcode: "0628000000020",
    trackInventory: true,
    isBatchTracked: true,
    price: 3500,
  });
  await page.goto(`/company/${owner.companyId}/dashboard/inventory/update`);
  await page.getByLabel("Product").fill("(01)00628000000020(10)L-77(17)271231");
  await page.getByLabel("Product").press("Enter");
  await expect(page.getByRole("form", { name: `Adjust ${name}` })).toBeVisible();
  await expect(page.getByLabel("Lot number")).toHaveValue("L-77");
  await expect(page.getByLabel("Expiry date")).toHaveValue("2027-12-31");
  await page.getByLabel("Quantity (+ in, − out)").fill("5");
  await page.getByLabel("Unit cost").fill("4");
  await reviewShot(page, "inventory-update-new-lot");
  await page.getByRole("button", { name: "Save adjustment" }).click();
  const recent = page.getByRole("table", { name: "Recent adjustments" });
  await expect(recent.getByRole("row").filter({ hasText: name })).toContainText("lot L-77");

  await page.goto(`/company/${owner.companyId}/dashboard/inventory/overview`);
  await page.getByRole("button", { name: `Show the lots of ${name} (1)` }).click();
  const lotRow = page.getByRole("row").filter({ hasText: "Lot L-77" });
  await expect(lotRow).toContainText("Expires 2027-12-31");
  await expect(lotRow).toContainText("5");
  await expect(lotRow).toContainText("$20.00");
  await reviewShot(page, "inventory-overview-lots");
});
