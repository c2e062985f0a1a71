// reports/inventoryLogs: the ledger of the e2e ledger company (fixed entries in January 2026), filtered and exported.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ledgerCompany } from "../support/e2e-inventory-accounts";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

test("the owner filters the inventory log, is held to 12 months, and exports the filtered range", async ({
  page,
  request,
}) => {
  const session = await signInUser(request, ledgerCompany.owner.email, ledgerCompany.owner.password);
  const company = session.me.companies.find((entry) => entry.name === ledgerCompany.name);
  if (!company) throw new Error("The ledger owner has no ledger company");
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${company.id}/dashboard/inventoryLogs`);
  await expect(page.getByRole("heading", { name: "Inventory logs", level: 1 })).toBeVisible();
  await expect(page.getByText("No inventory changes match these filters")).toBeVisible();
  await reviewShot(page, "inventory-log-empty");

  await page.getByLabel("From").fill("2026-01-01");
  await page.getByLabel("To").fill("2026-01-31");
  const rows = page.getByRole("row").filter({ hasText: "Ledger" });
  await expect(rows).toHaveCount(4);
  const newest = rows.first();
  for (const text of [
    ledgerCompany.products.flower,
    "LF-200",
    ledgerCompany.lot,
    "Adjustment",
    "Damaged · Crushed jar",
    "-2",
    "$12.00",
    "-$24.00",
    ledgerCompany.employee,
  ])
    await expect(newest).toContainText(text);
  await expect(rows.nth(1)).toContainText("Sale");
  await expect(rows.nth(1).getByRole("link", { name: /Sale pay-e2e-/ })).toHaveAttribute(
    "href",
    `/company/${company.id}/dashboard/sales/list/pay-e2e-1`,
  );
  await expect(rows.last()).toContainText("+24");
  await expect(rows.last()).toContainText("Purchase order");
  await reviewShot(page, "inventory-log");

  await page.getByLabel("From").fill("2025-01-31");
  await expect(page.getByRole("alert").filter({ hasText: "Reports are limited to 12 months" })).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  await reviewShot(page, "inventory-log-range");
  await page.getByLabel("From").fill("2026-01-01");
  await expect(rows).toHaveCount(4);

  await page.getByRole("combobox", { name: "Product" }).fill("Gummies");
  await expect(page.getByRole("option").filter({ hasText: ledgerCompany.products.gummies })).toBeVisible();
  await reviewShot(page, "inventory-log-product-search");
  await page
    .getByRole("option")
    .filter({ hasText: ledgerCompany.products.gummies })
    .getByRole("button")
    .click();
  await expect(rows).toHaveCount(2);
  await pickOption(page.getByRole("combobox", { name: "Type" }), "Sale");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("-3");
  await pickOption(page.getByRole("combobox", { name: "Type" }), "All types");
  await page.getByRole("button", { name: "Clear the product" }).click();
  await pickOption(page.getByRole("combobox", { name: "Employee" }), ledgerCompany.employee);
  await expect(rows).toHaveCount(2);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("inventory-log-Ledger-Main-2026-01-01-to-2026-01-31.csv");
  const lines = readFileSync(await file.path(), "utf8")
    .replace(/^\ufeff/, "")
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(
    "Date,Product,SKU,Lot,Type,Reason / note,Change,After,Unit cost,Value change,Who,Document,Document id",
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `${ledgerCompany.products.flower},LF-200,${ledgerCompany.lot},Adjustment,Damaged · Crushed jar,-2,8,12,-24,`,
  );
  expect(lines[2]).toContain(
    `${ledgerCompany.products.gummies},LG-100,,Sale,,-3,21,4.5,-13.5,${ledgerCompany.employee},Sale,pay-e2e-1`,
  );
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Exported 2 entries" })).toBeVisible();
});
