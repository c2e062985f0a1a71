// Issue 20: the admin imports a 1,000-row product CSV with 30 bad rows and a 5,000-row customer CSV into a store
// of its own, watches the progress, reads each skipped row's reason, finds the result in the company, and runs a
// bulk update (preview of the changes, then apply).
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { registerStore } from "./account-fixtures";
import { trpcQuery } from "./employees-fixtures";
import { reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

const productHeader = "SKU,Name,Parent SKU,Price,Category,Vendors,Tax Group Id,Strain Type";

/** 970 good products and 30 bad rows: five per rule that skips a row. */
function productFile(tag: string, withSpecialCharacter: boolean): { csv: string; reasons: string[] } {
  const rows: string[] = [];
  const reasons: string[] = [];
  for (let index = 1; index <= 1000; index += 1) {
    const sku = `${tag}-${index}`;
    const kind = index % 33 === 0 && index <= 990 ? Math.floor(index / 33) % 6 : -1;
    if (kind === 0) rows.push(`${sku},,,5,Flower,,,`);
    else if (kind === 1) rows.push(`${tag}-1,Duplicate ${index},,5,Flower,,,`);
    else if (kind === 2) rows.push(`${sku},Bad Price ${index},,five,Flower,,,`);
    else if (kind === 3) rows.push(`${sku},Orphan ${index},NOPE,5,Flower,,,`);
    else if (kind === 4) rows.push(`${sku},Vendors ${index},,5,Flower,"a,b,c,d,e,f",,`);
    else if (kind === 5) rows.push(`${sku},Tax ${index},,5,Flower,,no-such-tax,`);
    else rows.push(`${sku},${tag} Product ${index},,${(index % 50) + 0.5},Flower,,,Hybrid`);
    if (kind >= 0)
      reasons.push(
        ["no name", "also on row", "not an amount", "not in this file", "5 vendors", "tax group"][kind] ?? "",
      );
  }
  if (withSpecialCharacter) rows[1] = `${tag}-2,${tag} Café ☕,,5,Flower,,,`;
  return { csv: [productHeader, ...rows].join("\n"), reasons };
}

function customerFile(tag: string): string {
  const rows = ["Name,Email,Phone,Birthday,Gender"];
  for (let index = 1; index <= 5000; index += 1) {
    if (index % 1000 === 0) rows.push(`Bad ${tag} ${index},not-an-email,,,`);
    else rows.push(`${tag} Customer ${index},${tag.toLowerCase()}.${index}@example.test,,1990/01/01,other`);
  }
  return rows.join("\n");
}

async function upload(page: Page, name: string, content: string) {
  await page
    .getByLabel("CSV or Excel file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Upload and preview" }).click();
}

test("the admin imports products and customers, reads every skipped row's reason, and bulk updates prices", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const store = await registerStore(request, "imports");
  const { companyId } = store;
  await trpcMutation(
    request,
    "catalog.categories.create",
    { companyId, name: "Flower", parentCategoryId: null, complianceCategoryId: null },
    admin.token,
  );
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  const tag = `IMP${Date.now().toString(36).toUpperCase()}`;

  await page.goto(`/admin/companies/${companyId}/productImport`);
  await expect(
    page.getByRole("heading", {
      name: new RegExp(`^Product CSV import: ${store.companyName} \\([A-Z]{2}\\)$`),
    }),
  ).toBeVisible();
  const sample = page.getByRole("link", { name: "Download a sample file" });
  await expect(sample).toHaveAttribute("href", "/samples/products-sample.csv");
  const sampleFile = await request.get("/samples/products-sample.csv");
  expect(sampleFile.ok()).toBe(true);
  expect(sampleFile.headers()["content-type"]).toContain("text/csv");
  expect((await sampleFile.text()).split("\n")[0]).toContain("SKU");
  await expect(page.getByRole("link", { name: "Back to company" })).toHaveAttribute(
    "href",
    `/admin/companies/${companyId}`,
  );

  // A name with special characters keeps the import disabled until the file is fixed.
  await upload(page, "products.csv", productFile(tag, true).csv);
  await expect(page.getByText("Remove special characters from 1 products")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await reviewShot(page, "imports-products-blocked");
  await page.getByRole("button", { name: "Choose another file" }).click();

  const products = productFile(tag, false);
  await upload(page, "products.csv", products.csv);
  await expect(page.getByText("30 rows will be skipped")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("table").first().locator("tbody tr")).toHaveCount(10);
  await reviewShot(page, "imports-products-preview");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(page.getByText("Import finished: 970 imported, 30 skipped")).toBeVisible({ timeout: 120_000 });
  await reviewShot(page, "imports-products-done");
  const skipped = page.getByTestId("import-issue").filter({ hasText: "Skipped" });
  await expect(skipped).toHaveCount(30);
  for (const reason of new Set(products.reasons))
    await expect(skipped.filter({ hasText: reason }).first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download skipped rows (CSV)" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.goto(`/company/${companyId}/dashboard/productListing?q=${tag} Product 77`);
  await expect(page.getByRole("link", { name: `${tag} Product 77`, exact: true })).toBeVisible();

  await page.goto(`/admin/companies/${companyId}/customerImport`);
  await upload(page, "customers.csv", customerFile(tag));
  await expect(page.getByText("5 rows will be skipped")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(page.getByText("Import finished: 4995 imported, 5 skipped")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("import-issue").filter({ hasText: "not a valid e-mail" })).toHaveCount(5);
  await reviewShot(page, "imports-customers-done");
  await page.goto(`/company/${companyId}/dashboard/customers/list`);
  await page.getByLabel("Search customers").fill(`${tag} Customer 4321`);
  await page.getByLabel("Search customers").press("Enter");
  await expect(page.getByText(`${tag} Customer 4321`, { exact: true })).toBeVisible();

  const listing = await trpcQuery(
    request,
    "catalog.products.list",
    { companyId, searchQuery: `${tag} Product 10` },
    admin.token,
  );
  const found = (listing.data as { products: { id: string; name: string }[] }).products.find(
    (item) => item.name === `${tag} Product 10`,
  );
  if (!found) throw new Error("The imported product was not listed");
  await page.goto(`/admin/companies/${companyId}/productBulkUpdate`);
  await upload(page, "prices.csv", `ID,Price\n${found.id},$99.99\n`);
  await expect(page.getByText("Price: $10.50 → $99.99")).toBeVisible({ timeout: 60_000 });
  await reviewShot(page, "imports-bulk-preview");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Import finished: 1 imported, 0 skipped")).toBeVisible({ timeout: 60_000 });
});
