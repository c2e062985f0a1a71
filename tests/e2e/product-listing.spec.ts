// The product listing (dashboard.md 2, 3, 7 and 9): search, supplier filter, offset paging with 20/30/50/100 per
// page, the column chooser remembered per user, delete and undelete, and the CSV export. Each test makes its own
// products in Green Leaf, named with a run tag, and filters on that tag or on its own supplier.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parseCsv } from "@pos/core/catalog/csv";
import { demoPrairie } from "@pos/functions/local/demo";
import { pickOption, reviewShot, signInOwner, signInUser, storeTokens, tokenKeys } from "./fixtures";
import {
  createCategory,
  createMaster,
  createProduct,
  createSupplier,
  runTag,
  uploadImage,
  type Owner,
} from "./product-listing-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

const pad = (index: number) => String(index).padStart(2, "0");

async function openListing(page: Page, request: APIRequestContext, query = ""): Promise<Owner> {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/productListing${query}`);
  return owner;
}

/** The rows of products (the header row left out). */
const productRows = (page: Page) => page.getByRole("table").locator("tbody tr[data-product-id]");

test("a company without products shows a loading table, then an invitation to add one", async ({
  page,
  request,
}) => {
  const prairie = await signInUser(request, demoPrairie.owner.email, demoPrairie.owner.password);
  const companyId = prairie.me.companies[0]!.id;
  await storeTokens(page, { [tokenKeys.auth]: prairie.token });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/trpc\/[^?]*catalog\.products\.list/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/company/${companyId}/dashboard/productListing`);
  await expect(page.getByRole("table")).toHaveAttribute("aria-busy", "true");
  await reviewShot(page, "product-listing-loading");
  release();

  await expect(page.getByText("No products yet")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Columns/ })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Categories: All categories" })).toBeEnabled();
  await reviewShot(page, "product-listing-empty");
  await page.getByRole("main").getByRole("link", { name: "Add product" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}/dashboard/productListing/addProduct$`));
});

test("search by name and SKU, filter by supplier and page through with 20 per page", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  const supplier = await createSupplier(request, owner, `Supplier ${tag}`);
  for (let index = 1; index <= 25; index += 1) {
    await createProduct(request, owner, {
      name: `${tag} Gummies ${pad(index)}`,
      sku: `${tag.toUpperCase()}-${pad(index)}`,
      barcode: `62${String(index).padStart(10, "0")}`,
      price: 1000 + index,
      supplierId: supplier.id,
    });
  }
  await createProduct(request, owner, { name: `${tag} Rolling papers`, sku: `${tag}-RP`, price: 499 });

  await openListing(page, request);
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill(`${tag} gummies 1`);
  await expect(productRows(page)).toHaveCount(10);
  await expect(productRows(page).first()).toContainText(`${tag} Gummies 10`);
  await expect(page).toHaveURL(/[?&]q=/);

  await search.fill(`${tag.toUpperCase()}-07`);
  await search.press("Enter");
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page)).toContainText(`${tag} Gummies 07`);
  await expect(productRows(page)).toContainText("$10.07");

  await search.fill(tag);
  await expect(productRows(page)).toHaveCount(26);
  await pickOption(page.getByRole("combobox", { name: "Supplier" }), `Supplier ${tag}`);
  await expect(productRows(page)).toHaveCount(25);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`Supplier ${tag}`);
  await reviewShot(page, "product-listing-filtered");

  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await expect(page.getByRole("option")).toHaveText(["20", "30", "50", "100"]);
  await page.getByRole("option", { name: "20" }).click();
  await expect(productRows(page)).toHaveCount(20);
  await expect(page.getByText("1–20 of 25")).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(productRows(page)).toHaveCount(5);
  await expect(page.getByText("21–25 of 25")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  await page.goBack();
  await expect(page.getByText("1–20 of 25")).toBeVisible();
  await page.goForward();
  await expect(page.getByText("21–25 of 25")).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue(tag);
  await expect(productRows(page)).toHaveCount(5);
  await page.getByRole("button", { name: "First page" }).click();
  await expect(productRows(page)).toHaveCount(20);
  await expect(productRows(page).first()).toContainText(`${tag} Gummies 01`);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(search).toHaveValue("");
  await expect(page).not.toHaveURL(/supplier=/);
});

test("a chosen column stays chosen after a reload; masters expand to their children", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  await createMaster(
    request,
    owner,
    { name: `${tag} Blue Dream`, thc: 21.5, strainType: "Sativa", tags: ["staff-pick-month"] },
    [
      { name: `${tag} Blue Dream 3.5 g`, sku: `${tag}-BD35`, price: 3499 },
      { name: `${tag} Blue Dream 7 g`, sku: `${tag}-BD7`, price: 5999 },
    ],
  );
  await openListing(page, request, `?q=${tag}`);
  const headers = page.getByRole("table").getByRole("columnheader");
  await expect(headers).toContainText(["Name", "SKU", "Price", "Category", "Supplier", "Barcode"]);
  await expect(headers.filter({ hasText: "THC" })).toHaveCount(0);

  await page.getByRole("button", { name: /^Columns/ }).click();
  await reviewShot(page, "product-listing-column-menu");
  await expect(page.getByRole("menuitemcheckbox", { name: "Supplier" })).toBeChecked();
  await expect(page.getByRole("menuitemcheckbox", { name: "Barcode" })).toBeChecked();
  // The two choices are saved one after the other; the reload below must come after the second is kept.
  const bothSaved = page.waitForResponse(
    (response) =>
      response.url().includes("/trpc/preferences.set") &&
      /"thc".*"tags"/.test(response.request().postData() ?? "") &&
      response.ok(),
  );
  await page.getByRole("menuitemcheckbox", { name: "THC" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Tags" }).click();
  await page.keyboard.press("Escape");
  await expect(headers.filter({ hasText: "THC" })).toHaveCount(1);
  await expect(productRows(page).first()).toContainText("21.5");
  await expect(productRows(page).first().getByTitle("staff-pick-month")).toHaveText("staff-pick-month");

  await bothSaved;
  await page.reload();
  await expect(headers.filter({ hasText: "THC" })).toHaveCount(1);
  await expect(headers.filter({ hasText: "Tags" })).toHaveCount(1);

  await page
    .getByRole("button", { name: new RegExp(`Show the child products of ${tag} Blue Dream`) })
    .click();
  await expect(productRows(page)).toHaveCount(3);
  await expect(productRows(page).nth(1)).toContainText("$34.99");
  await reviewShot(page, "product-listing-columns");

  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("menuitem", { name: "Reset to default" }).click();
  await expect(headers.filter({ hasText: "THC" })).toHaveCount(0);
});

test("a category filter matches its subcategories; images show, broken links show the fallback", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  const flower = await createCategory(request, owner, `${tag} Flower`);
  const indica = await createCategory(request, owner, `${tag} Indica`, flower.id);
  const edibles = await createCategory(request, owner, `${tag} Edibles`);
  await createProduct(request, owner, {
    name: `${tag} Pink Kush`,
    categoryId: indica.id,
    imageUrl: "https://127.0.0.1:9/broken.png",
    price: 4200,
  });
  await createProduct(request, owner, {
    name: `${tag} Chocolate`,
    categoryId: edibles.id,
    images: [await uploadImage(request, owner)],
    price: 800,
  });
  await openListing(page, request, `?q=${tag}`);
  await expect(productRows(page)).toHaveCount(2);
  const uploaded = page.getByRole("img", { name: `${tag} Chocolate` });
  await expect(uploaded).toHaveAttribute("src", /^http/);
  await expect
    .poll(() => uploaded.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(2);

  await page.getByRole("button", { name: "Categories: All categories" }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: `${tag} Indica` })).toHaveAttribute(
    "title",
    `${tag} Flower › ${tag} Indica`,
  );
  await page.getByRole("menuitemcheckbox", { name: `${tag} Flower` }).click();
  await reviewShot(page, "product-listing-category-menu");
  await page.keyboard.press("Escape");
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page)).toContainText(`${tag} Pink Kush`);
  await expect(productRows(page)).toContainText(`${tag} Indica`);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`${tag} Flower`);
  await expect(page.getByRole("img", { name: `${tag} Pink Kush: Image link broken` })).toBeVisible();

  await page.getByRole("button", { name: `Remove filter Category: ${tag} Flower` }).click();
  await expect(productRows(page)).toHaveCount(2);
});

test("delete asks first; the product moves to Deleted, from where it is undeleted", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  await createProduct(request, owner, { name: `${tag} Vape cartridge`, sku: `${tag}-VC`, price: 4500 });
  await openListing(page, request, `?q=${tag}`);
  await expect(productRows(page)).toHaveCount(1);

  await page.getByRole("button", { name: `Actions for ${tag} Vape cartridge` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Delete ${tag} Vape cartridge?`);
  await reviewShot(page, "product-listing-delete");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(productRows(page)).toHaveCount(1);

  await page.getByRole("button", { name: `Actions for ${tag} Vape cartridge` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No products match")).toBeVisible();
  await reviewShot(page, "product-listing-no-match");

  await page.getByRole("tab", { name: "Deleted" }).click();
  await expect(page).toHaveURL(/view=deleted/);
  await expect(productRows(page)).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${tag} Vape cartridge` }).click();
  await page.getByRole("menuitem", { name: "Undelete" }).click();
  await expect(page.getByText(`${tag} Vape cartridge was undeleted`)).toBeVisible();
  await expect(page.getByText("No products match")).toBeVisible();
  await page.getByRole("tab", { name: "Active", exact: true }).click();
  await expect(productRows(page)).toHaveCount(1);
});

test("Export CSV downloads the filtered products in the spec's columns", async ({ page, request }) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  await createProduct(request, owner, { name: `${tag} Pre-roll, 3 pack`, sku: `${tag}-PR3`, price: 1850 });
  await createProduct(request, owner, { name: `${tag} Hash`, sku: `${tag}-HS`, price: 2500 });
  await openListing(page, request, `?q=${encodeURIComponent(`${tag} pre-roll`)}`);
  await expect(productRows(page)).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const records = parseCsv(readFileSync(await download.path(), "utf8"));
  expect(records[0]!.slice(0, 6)).toEqual(["ID", "SKU", "Parent ID", "Parent SKU", "Full Name", "Name"]);
  expect(records).toHaveLength(2);
  const row = Object.fromEntries(records[0]!.map((column, index) => [column, records[1]![index]]));
  expect(row).toMatchObject({ SKU: `${tag}-PR3`, Name: `${tag} Pre-roll, 3 pack`, "Retail Price": "18.50" });
  await expect(page.getByText("Exported 1 row")).toBeVisible();
});
