// inventory/update/snapshots and snapshots/{id} (dashboard.md 2, issue 17): the empty list, taking a snapshot of
// a chosen location, its rows with search and totals, the CSV export, and the list's figures.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { snapshotCompany } from "../support/e2e-inventory";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test("an owner takes a snapshot of a store and reads its rows, totals and CSV", async ({ page, request }) => {
  const session = await signInUser(request, snapshotCompany.owner.email, snapshotCompany.owner.password);
  const company = session.me.companies.find((entry) => entry.name === snapshotCompany.name)!;
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${company.id}/dashboard/inventory/update/snapshots`);

  await expect(page.getByRole("heading", { name: "Inventory snapshots" })).toBeVisible();
  await expect(page.getByText("No snapshots yet")).toBeVisible();
  await reviewShot(page, "inventory-snapshots-empty");

  await page.getByRole("button", { name: "Take snapshot" }).click();
  const dialog = page.getByRole("dialog", { name: "Take a snapshot" });
  await pickOption(dialog.getByRole("combobox", { name: "Location" }), "Second Store");
  await dialog.getByRole("button", { name: "Take snapshot" }).click();

  await expect(page.getByRole("heading", { name: "Snapshot of Second Store" })).toBeVisible();
  await expect(page.getByText(`by ${snapshotCompany.owner.email}`)).toBeVisible();
  const totals = page.getByLabel("Totals");
  await expect(totals).toContainText("Products2");
  await expect(totals).toContainText("Units on hand15");
  // 10 × $2.50 + 3 × $10.00 + 2 × $12.00
  await expect(totals).toContainText("Value at cost$79.00");
  const rows = page.getByRole("table", { name: "Snapshot rows" }).getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole("cell")).toHaveText([
    "Snap Gummies",
    "SNAP-GUM",
    "-",
    "10",
    "$2.50",
    "$25.00",
  ]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText([
    "Snap Jar",
    "SNAP-JAR",
    "LOT-A",
    "3",
    "$10.00",
    "$30.00",
  ]);
  await expect(rows.nth(3).getByRole("cell")).toHaveText([
    "Snap Jar",
    "SNAP-JAR",
    "LOT-B",
    "2",
    "$12.00",
    "$24.00",
  ]);
  await expect(page.getByTestId("shown-totals")).toHaveText("3 rowsUnits 15Value $79.00");
  await reviewShot(page, "inventory-snapshot-detail");

  await page.getByRole("searchbox", { name: "Search products" }).fill("lot-b");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("shown-totals")).toHaveText("1 of 3 rowsUnits 2Value $24.00");
  await page.getByRole("searchbox", { name: "Search products" }).fill("");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\ufeff/, "");
  expect(csv.split("\r\n")).toEqual([
    "Product,SKU,Lot,On hand,Unit cost,Value",
    "Snap Gummies,SNAP-GUM,,10,2.50,25.00",
    "Snap Jar,SNAP-JAR,LOT-A,3,10.00,30.00",
    "Snap Jar,SNAP-JAR,LOT-B,2,12.00,24.00",
  ]);

  await page.getByRole("link", { name: "Inventory snapshots" }).click();
  const listed = page
    .getByRole("table", { name: "Snapshots" })
    .getByRole("row")
    .filter({ hasText: "Second Store" });
  await expect(listed.getByRole("cell").nth(2)).toHaveText(snapshotCompany.owner.email);
  await expect(listed.getByRole("cell").nth(3)).toHaveText("2");
  await expect(listed.getByRole("cell").nth(4)).toHaveText("15");
  await expect(listed.getByRole("cell").nth(5)).toHaveText("$79.00");
  await reviewShot(page, "inventory-snapshots-list");
});
