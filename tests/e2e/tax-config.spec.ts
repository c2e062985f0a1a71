// Issue 22: settings/taxConfigurations and addTax behind the taxConfig flag.
import { expect, test } from "@playwright/test";
import { toast } from "./account-fixtures";
import { pickOption, reviewShot, trpcMutation } from "./fixtures";
import { dashboardPath, freshStore, switchFlag } from "./settings-rest-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("tax configurations: not enabled while the flag is off; a province preset, validation, edit and delete", async ({
  page,
  request,
}) => {
  const store = await freshStore(page, request, "taxconfig");
  const listPath = dashboardPath(store.companyId, "settings/taxConfigurations");
  const menu = page.getByRole("navigation", { name: "Dashboard" }).first();

  await page.goto(listPath);
  await expect(page.getByRole("heading", { name: "Tax configuration is not enabled" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Tax configurations" })).toHaveCount(0);

  await switchFlag(request, store.companyId, { feature: "taxConfig" }, true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Tax configurations", exact: true })).toBeVisible();
  await expect(page.getByText("No tax configurations yet")).toBeVisible();
  await expect(menu.getByRole("link", { name: "Tax configurations" })).toBeVisible();

  await page.getByRole("link", { name: "Add tax" }).click();
  await expect(page).toHaveURL(/\/settings\/taxConfigurations\/addTax$/);
  await page.getByRole("button", { name: "Add tax configuration" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Add at least one tax or a deposit")).toBeVisible();

  await pickOption(
    page.getByRole("combobox", { name: "Province preset" }),
    "British Columbia GST 5% + PST 7%",
  );
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
    "British Columbia GST 5% + PST 7%",
  );
  await expect(page.getByRole("textbox", { name: "Tax name" }).first()).toHaveValue("GST");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  await expect(page.getByText("Add at least one tax or a deposit")).toHaveCount(0);
  await page.getByLabel("Deposit per unit").fill("0.10");
  await reviewShot(page, "tax-config-add");
  await page.getByRole("button", { name: "Add tax configuration" }).click();

  await expect(toast(page, '"British Columbia GST 5% + PST 7%" was added')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
  const row = page.getByRole("row").filter({ hasText: "British Columbia GST 5% + PST 7%" });
  await expect(row).toContainText("GST 5%");
  await expect(row).toContainText("PST 7%");
  await expect(row).toContainText("Deposit $0.10");
  await expect(row).toContainText("All (default)");
  await expect(row).toContainText("All locations");
  await reviewShot(page, "tax-config-list");

  await row.getByRole("link", { name: "British Columbia GST 5% + PST 7%" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("BC cannabis");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, '"BC cannabis" was saved')).toBeVisible();

  const edited = page.getByRole("row").filter({ hasText: "BC cannabis" });
  await edited.getByRole("button", { name: "Actions for BC cannabis" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("BC cannabis");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No tax configurations yet")).toBeVisible();
});

test("the product form chooses tax configurations when the flag is on, and a chosen one cannot be deleted", async ({
  page,
  request,
}) => {
  const store = await freshStore(page, request, "taxconfigform");
  await switchFlag(request, store.companyId, { feature: "taxConfig" }, true);
  await trpcMutation(
    request,
    "taxConfigs.create",
    {
      companyId: store.companyId,
      config: {
        name: "Alberta GST",
        locationIds: [],
        categoryIds: [],
        taxes: [{ name: "GST", rate: 5 }],
        depositCents: 0,
        isActive: true,
      },
    },
    store.token,
  );

  await page.goto(dashboardPath(store.companyId, "productListing/addProduct"));
  await page.getByLabel("Name", { exact: true }).fill("Mango gummies");
  await page.getByLabel("Retail price", { exact: true }).fill("8.99");
  const choices = page.getByRole("group", { name: "Tax configurations" });
  await choices.getByRole("checkbox", { name: "Alberta GST" }).check();
  await expect(page.getByText("Only these apply to this product")).toBeVisible();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Mango gummies was created")).toBeVisible();
  // The form goes to the product's edit page once it has saved; the toast may come first.
  await expect(page).toHaveURL(/\/editProduct\//);
  await page.reload();
  await expect(choices.getByRole("checkbox", { name: "Alberta GST" })).toBeChecked();

  await page.goto(dashboardPath(store.companyId, "settings/taxConfigurations"));
  await page.getByRole("button", { name: "Actions for Alberta GST" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toContainText("This tax configuration is chosen on 1 product.");
});
