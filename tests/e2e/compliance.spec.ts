// The compliance page (/compliance) and the register's refusal at the demo's Ontario store: Green Leaf reports to
// the OCS, so a cannabis product without its OCS SKU or GTIN is listed to fix and can't be added to a sale.
import { expect, test, type Page } from "@playwright/test";
import { complianceMessages } from "@pos/core/compliance/compliance.schema";
import { demoMissingGtinSku } from "@pos/functions/local/demo-compliance";
import { demoProducts } from "@pos/functions/local/demo-products";
import { reviewShot, signInOwner, storeTokens, tokenKeys } from "./fixtures";
import { endOpenShift, registerWithShift, toast } from "./pos-register-fixtures";
import { createProduct, runTag } from "./product-listing-fixtures";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A GTIN-13 with its GS1 check digit, unique to this run. */
function gtinFor(tag: string): string {
  const body = `6284${[...tag].map((letter) => letter.charCodeAt(0) % 10).join("")}`
    .padEnd(12, "7")
    .slice(0, 12);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test("the owner fixes a cannabis product the compliance page lists, and it leaves the list", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  const name = `Compliance gummies ${tag}`;
  await createProduct(request, owner, { name, price: 899, driedCannabisEquivalent: 0.5 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/compliance`);
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  // One report, one menu entry: its tabs are the product issues, the OCS submissions and the monthly reports.
  await expect(page.getByRole("tab")).toHaveText([/Product issues/, "Submissions", "Monthly reports"]);
  await expect(page.getByRole("link", { name: "Compliance", exact: true })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "OCS submissions" })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("No OCS SKU");
  await expect(row).toContainText("No GTIN");
  await reviewShot(page, "compliance-issues");

  await row.getByRole("link", { name: `Fix ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await field(page, "OCS SKU").fill(`9${tag.length}${Date.now() % 100_000}`);
  await field(page, "GTIN").fill(gtinFor(tag));
  await reviewShot(page, "compliance-fix-product");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${name} were saved`)).toBeVisible();

  await page.goto(`/company/${owner.companyId}/dashboard/compliance`);
  const missingGtin = demoProducts.find((product) => product.sku === demoMissingGtinSku)!;
  await expect(page.getByRole("row").filter({ hasText: missingGtin.name })).toContainText("No GTIN");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  await page.getByRole("tab", { name: "Monthly reports" }).click();
  await expect(page.getByText("Queen West")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download the .* report of Queen West/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^ON-monthly-report-queen-west-\d{4}-\d{2}\.csv$/);
  await reviewShot(page, "compliance-reports");
});

test("the register refuses a product without its GTIN when it is added, naming what is missing", async ({
  page,
  request,
}) => {
  const token = await registerWithShift(request);
  try {
    const gummy = demoProducts.find((product) => product.sku === demoMissingGtinSku)!;
    await page.setViewportSize({ width: 1024, height: 768 });
    await storeTokens(page, { deviceAuthToken: token });
    await page.goto("/pos/sale");
    const products = page.getByRole("list", { name: "Products" });
    await expect(products.getByRole("button").first()).toBeVisible();
    await page.getByRole("searchbox", { name: "Search products" }).fill(gummy.sku);
    await products.getByRole("button", { name: gummy.name }).first().click();
    await expect(toast(page, complianceMessages.blocked(gummy.name, ["gtin"]))).toBeVisible();
    await expect(page.getByRole("region", { name: "Cart" }).getByText("The cart is empty")).toBeVisible();
    await reviewShot(page, "compliance-register-refusal");
  } finally {
    await endOpenShift(request, token);
  }
});
