// Issue 15.11: people read words, not constants. A missing permission is named in words; a malformed route
// parameter is the not-found page; the menu shows a link exactly when its screen opens (one map for both).
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { signInOwner, signInUser, storeTokens, tokenKeys } from "./fixtures";
import {
  createEmployee,
  createRole,
  deactivateEmployee,
  setPasswordByEmail,
  unique,
  uniqueEmail,
} from "./employees-fixtures";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Dashboard" }).first();

test("a company id that is not a number shows the not-found page, in the admin area and the dashboard", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  for (const path of [
    "/admin/companies/abc",
    "/admin/v2/companies/12abc/productImport",
    "/company/abc/dashboard",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), path).toBeVisible();
    await expect(page.getByText(/Invalid input|NaN/)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Go to the start" }).click();
  await expect(page).not.toHaveURL(/abc/);
});

test("Settings without the products permission has no Taxes link, and Taxes names the permission in words", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const role = await createRole(request, owner.token, owner.companyId, unique("Settings only"), [
    "CAN_MANAGE_COMPANY",
  ]);
  const email = uniqueEmail("settings");
  const password = "Settings#2026x";
  const employee = await createEmployee(request, owner.token, {
    companyId: owner.companyId,
    name: unique("Sasha Settings"),
    email,
    assignments: [{ locationId: null, securityRoleId: role.id }],
  });
  await setPasswordByEmail(request, email, password);
  const staff = await signInUser(request, email, password);
  try {
    await storeTokens(page, { [tokenKeys.auth]: staff.token });
    const dashboard = `/company/${owner.companyId}/dashboard`;
    await page.goto(`${dashboard}/settings/general`);
    const nav = sidebar(page);
    await expect(nav.getByRole("link", { name: "General" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Receipts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Taxes" })).toHaveCount(0);

    await page.goto(`${dashboard}/settings/taxes`);
    await expect(page.getByRole("heading", { level: 1, name: "No permissions" })).toBeVisible();
    await expect(
      page.getByText(
        'Your account does not have the "Products" permission. Please ask your administrator for access.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/CAN_[A-Z_]+/)).toHaveCount(0);
  } finally {
    await deactivateEmployee(request, owner.token, owner.companyId, employee.id);
  }
});
