import { expect, test, type Page } from "@playwright/test";
import { pickOption, reviewShot, signInOwner, storeTokens } from "./fixtures";
import { formatCents } from "@pos/core/common/money";
import { demoProducts } from "@pos/functions/local/demo-products";
import { createCategory, createProduct, runTag } from "./product-listing-fixtures";

async function startAudit(page: Page, title: string, category: string) {
  await page.getByRole("button", { name: "Start audit" }).click();
  const dialog = page.getByRole("dialog", { name: "Start audit" });
  await dialog.getByLabel("Title").fill(title);
  await pickOption(dialog.getByRole("combobox", { name: "Location" }), "Kensington");
  await pickOption(dialog.getByRole("combobox", { name: "Category (optional)" }), category);
  await reviewShot(page, "inventory-audit-start-dialog");
  await dialog.getByRole("button", { name: "Start audit" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^${title} \\(#\\d+\\)$`) })).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByRole("table", { name: "Count sheet" }).getByRole("row").filter({ hasText: name });
const varianceRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Variances" }).getByRole("row").filter({ hasText: name });

test("an audit is started, counted by scanning and typing, reviewed and completed with its variances", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const tag = runTag();
  const category = await createCategory(request, owner, `Audit ${tag}`);
  await createProduct(request, owner, {
    name: `Alpha ${tag}`,
    sku: `ALPHA-${tag}`,
    barcode: `ALPHA${tag}`,
    price: 1000,
    categoryId: category.id,
  });
  await createProduct(request, owner, {
    name: `Beta ${tag}`,
    sku: `BETA-${tag}`,
    price: 500,
    categoryId: category.id,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/inventory/audit`);
  await expect(page.getByRole("heading", { name: "Inventory audits" })).toBeVisible();

  await startAudit(page, `Shelf ${tag}`, `Audit ${tag}`);
  await expect(page.getByTestId("audit-progress")).toHaveText("0 of 2 counted");
  const scan = page.getByLabel("Scan or search");
  await expect(scan).toBeFocused();
  for (let i = 0; i < 3; i += 1) {
    await scan.fill(`ALPHA${tag}`);
    await scan.press("Enter");
    await expect(row(page, `Alpha ${tag}`).getByLabel(`Count of Alpha ${tag}`)).toHaveValue(String(i + 1));
  }
  const beta = row(page, `Beta ${tag}`).getByLabel(`Count of Beta ${tag}`);
  await beta.fill("2");
  await beta.press("Enter");
  await expect(beta).toHaveValue("2");
  await expect(page.getByTestId("audit-progress")).toHaveText("2 of 2 counted");
  await expect(row(page, `Alpha ${tag}`)).toContainText("+3");
  await scan.fill("no such thing");
  await scan.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "No product in this audit for no such thing" }),
  ).toBeVisible();
  await scan.fill("");
  await page.getByRole("radio", { name: "Not counted" }).click();
  await expect(page.getByText("No products match.")).toBeVisible();
  await page.getByRole("radio", { name: "All" }).click();
  await reviewShot(page, "inventory-audit-count-sheet");

  await page.getByRole("button", { name: "Review & complete" }).click();
  await expect(varianceRow(page, `Alpha ${tag}`)).toContainText("+3");
  await expect(varianceRow(page, `Beta ${tag}`)).toContainText("+2");
  await expect(page.getByTestId("total-variance-units")).toHaveText("+5 units");
  await expect(page.getByTestId("total-variance-value")).toHaveText("$0.00");
  await reviewShot(page, "inventory-audit-review");
  await page.getByRole("button", { name: "Complete audit" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("On-hand will be adjusted by +5 units");
  await confirm.getByRole("button", { name: "Complete audit" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await expect(varianceRow(page, `Alpha ${tag}`)).toContainText("+3");
  await expect(page.getByRole("textbox", { name: `Count of Alpha ${tag}` })).toHaveCount(0);
  await reviewShot(page, "inventory-audit-completed");

  await page.getByRole("link", { name: "Inventory audits" }).click();
  await pickOption(page.getByRole("combobox", { name: "Location" }), "Kensington");
  await startAudit(page, `Recount ${tag}`, `Audit ${tag}`);
  await expect(row(page, `Alpha ${tag}`)).toContainText("3");
  const alpha = row(page, `Alpha ${tag}`).getByLabel(`Count of Alpha ${tag}`);
  await alpha.fill("2");
  await alpha.press("Enter");
  await expect(row(page, `Alpha ${tag}`)).toContainText("-1");
  await page.getByRole("button", { name: "Review & complete" }).click();
  await expect(page.getByText("1 with stock not counted")).toBeVisible();
  await page.getByLabel("Count products in this audit that nobody counted as 0").check();
  await expect(varianceRow(page, `Beta ${tag}`)).toContainText("Not counted: taken as 0");
  await expect(page.getByTestId("total-variance-units")).toHaveText("-3 units");
  await page.getByRole("button", { name: "Complete audit" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Complete audit" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Print report" }).click();
  await expect(page.getByRole("heading", { name: /^Variance report: Recount/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Variance" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Beta ${tag}` })).toContainText("-2");
  await reviewShot(page, "inventory-audit-print");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Inventory" })).toBeHidden();
  await reviewShot(page, "inventory-audit-print-media");
  await page.emulateMedia({ media: "screen" });

  await page.goto(`/company/${owner.companyId}/dashboard/inventory/audit`);
  await pickOption(page.getByRole("combobox", { name: "Location" }), "Kensington");
  const list = page.getByRole("table");
  await expect(list.getByRole("row").filter({ hasText: `Shelf ${tag}` })).toContainText("+5");
  await expect(list.getByRole("row").filter({ hasText: `Recount ${tag}` })).toContainText("-3");
  await reviewShot(page, "inventory-audits-list");
});

test("Green Leaf's demo audit shows its variances at cost", async ({ page, request }) => {
  const owner = await signInOwner(request);
  const cost = (sku: string) => demoProducts.find((product) => product.sku === sku)!.cost;
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/inventory/audit`);
  await pickOption(page.getByRole("combobox", { name: "Location" }), "Queen West");
  await page.getByRole("link", { name: "Month-end count" }).click();
  const value = -2 * cost("PR-001") + cost("BV-001");
  await expect(page.getByTestId("total-variance-units")).toHaveText("-1 units");
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("total-variance-value")).toHaveText(formatCents(value));
  await expect(varianceRow(page, "Sour Tangie Pre-roll")).toContainText("-2");
  await reviewShot(page, "inventory-audit-demo");
});
