// Issue 22: pricing groups behind the canAccessPricingGroups permission flag.
import { expect, test } from "@playwright/test";
import { toast } from "./account-fixtures";
import { pickOption, reviewShot, trpcMutation } from "./fixtures";
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

test("the product form's pricing group: a product takes the group's price, and a new group refreshes it on save", async ({
  page,
  request,
}) => {
  const store = await freshStore(page, request, "pricingform");
  await switchFlag(request, store.companyId, { permission: "canAccessPricingGroups" }, true);
  for (const [name, price] of [
    ["Eighths", 3000],
    ["Quarters", 5500],
  ] as const)
    await trpcMutation(
      request,
      "pricingGroups.create",
      { companyId: store.companyId, name, price },
      store.token,
    );

  await page.goto(dashboardPath(store.companyId, "productListing/addProduct"));
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Blue Dream 3.5 g");
  await page.getByLabel("Retail price", { exact: true }).fill("12.00");
  await pickOption(page.getByRole("combobox", { name: "Pricing group" }), "Eighths");
  await expect(page.getByText("It sells at the group's price.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Blue Dream 3.5 g was created")).toBeVisible();
  await expect(page).toHaveURL(/\/editProduct\/[^/]+$/);
  await page.reload();
  await expect(page.getByLabel("Retail price", { exact: true })).toHaveValue("30.00");

  await pickOption(page.getByRole("combobox", { name: "Pricing group" }), "Quarters");
  await expect(
    page.getByText("The group changed: the price is refreshed from the group when you save."),
  ).toBeVisible();
  await reviewShot(page, "product-pricing-group");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes to Blue Dream 3.5 g were saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Retail price", { exact: true })).toHaveValue("55.00");
});
