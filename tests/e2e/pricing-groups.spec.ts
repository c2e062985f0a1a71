// Issue 22: pricing groups behind the canAccessPricingGroups permission flag.
import { expect, test } from "@playwright/test";
import { toast } from "./account-fixtures";
import { reviewShot } from "./fixtures";
import { dashboardPath, freshStore, switchFlag } from "./settings-rest-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("pricing groups: not enabled without the flag; add with validation, change the price, delete", async ({
  page,
  request,
}) => {
  const store = await freshStore(page, request, "pricing");
  await page.goto(dashboardPath(store.companyId, "productListing/pricingGroups"));
  await expect(page.getByRole("heading", { name: "Pricing groups is not enabled" })).toBeVisible();

  await switchFlag(request, store.companyId, { permission: "canAccessPricingGroups" }, true);
  await page.reload();
  await expect(page.getByText("No pricing groups yet")).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Dashboard" }).first();
  await expect(menu.getByRole("link", { name: "Pricing groups" })).toBeVisible();

  await page.getByRole("button", { name: "Add pricing group" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Add pricing group" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Enter a price")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Eighths");
  await dialog.getByRole("textbox", { name: "Price" }).fill("30");
  await reviewShot(page, "pricing-group-dialog");
  await dialog.getByRole("button", { name: "Add pricing group" }).click();
  await expect(toast(page, '"Eighths" was added')).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Eighths" });
  await expect(row).toContainText("$30.00");
  await reviewShot(page, "pricing-groups");

  await row.getByRole("button", { name: "Actions for Eighths" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await dialog.getByRole("textbox", { name: "Price" }).fill("32.50");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(row).toContainText("$32.50");

  await row.getByRole("button", { name: "Actions for Eighths" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No pricing groups yet")).toBeVisible();
});
