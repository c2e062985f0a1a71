// inventory/convert (dashboard.md 2, issue 17): bulk into prepack with a preview of the on-hand and cost, a
// confirmation, the refusal of more than is on hand when the company blocks negative stock, and the recent list.
import { expect, test } from "@playwright/test";
import { convertCompany } from "../support/e2e-inventory";
import { reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";
import { toast } from "./account-fixtures";

test("an owner converts 28 g of bulk flower into 8 jars, carrying its cost, after a preview and a confirmation", async ({
  page,
  request,
}) => {
  const session = await signInUser(request, convertCompany.owner.email, convertCompany.owner.password);
  const company = session.me.companies.find((entry) => entry.name === convertCompany.name)!;
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${company.id}/dashboard/inventory/convert`);

  await expect(page.getByRole("heading", { name: "Convert inventory" })).toBeVisible();
  await expect(page.getByText(`No conversions at ${convertCompany.location} yet`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Convert", exact: true })).toBeDisabled();

  await page.getByRole("combobox", { name: "Product to convert" }).fill("E2E Bulk");
  await expect(page.getByRole("option", { name: /E2E Bulk flower/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Product to convert" }).press("Enter");
  const source = page.getByTestId("source-line");
  await expect(source).toContainText("On hand 100 g at $0.50 per g");

  await page.getByRole("combobox", { name: "Product to make" }).fill("E2E Jar");
  await expect(page.getByRole("option", { name: /E2E Jar 3.5 g/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Product to make" }).press("Enter");
  const output = page.getByTestId("output-line");
  await expect(output).toContainText("On hand 0 units");

  // More than the 100 g on hand: the company blocks negative stock, so the preview refuses and nothing can be sent.
  await source.getByLabel("Quantity to convert (g)").fill("200");
  await output.getByLabel("Quantity made (units)").fill("8");
  await expect(page.getByText("Not enough stock of E2E Bulk flower at this location")).toBeVisible();
  await expect(page.getByRole("button", { name: "Convert", exact: true })).toBeDisabled();

  await source.getByLabel("Quantity to convert (g)").fill("28");
  const preview = page.getByRole("table", { name: "Preview" });
  const bulkRow = preview.getByRole("row").filter({ hasText: "E2E Bulk flower" });
  const jarRow = preview.getByRole("row").filter({ hasText: "E2E Jar 3.5 g" });
  // 28 g × $0.50 = $14.00 over 8 jars: $1.75 each.
  await expect(bulkRow.getByRole("cell")).toHaveText(["E2E Bulk flower", "-28", "100 → 72", "$0.50"]);
  await expect(jarRow.getByRole("cell")).toHaveText(["E2E Jar 3.5 g", "+8", "0 → 8", "$1.75"]);
  await expect(page.getByText("Value converted: $14.00")).toBeVisible();
  await page.getByLabel("Note (optional)").fill("Weekend prepack");
  await reviewShot(page, "inventory-convert-preview");

  await page.getByRole("button", { name: "Convert", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Convert this stock?" });
  await expect(dialog).toContainText(
    `28 × E2E Bulk flower leaves ${convertCompany.location}, and 8 × E2E Jar 3.5 g arrives.`,
  );
  await reviewShot(page, "inventory-convert-confirm");
  await dialog.getByRole("button", { name: "Convert" }).click();
  await expect(toast(page, "Conversion saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const recent = page.getByRole("table", { name: "Recent conversions" });
  const row = recent.getByRole("row").filter({ hasText: "E2E Bulk flower" });
  await expect(row.getByRole("cell").nth(1)).toHaveText("28 × E2E Bulk flower");
  await expect(row.getByRole("cell").nth(2)).toHaveText("8 × E2E Jar 3.5 g");
  await expect(row.getByRole("cell").nth(3)).toHaveText("$14.00");
  await expect(row.getByRole("cell").nth(4)).toHaveText(`${convertCompany.owner.email}Weekend prepack`);

  // The form starts again, and the stock it shows is what the conversion left.
  await page.getByRole("combobox", { name: "Product to convert" }).fill("E2E Bulk");
  await page.getByRole("combobox", { name: "Product to convert" }).press("Enter");
  await expect(page.getByTestId("source-line")).toContainText("On hand 72 g at $0.50 per g");
  await reviewShot(page, "inventory-convert-done");
});
