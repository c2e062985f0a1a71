// Security roles on the dashboard (issue "Employees and roles"; dashboard.md route table "employees", section 6):
// the list, create and edit with the grouped permission catalogue, the server's messages, delete with confirmation.
import { expect, test } from "@playwright/test";
import { permissionCatalogue, permissionNames } from "@pos/core/auth/permissions";
import { reviewShot, signInOwner, storeTokens, tokenKeys } from "./fixtures";
import { unique } from "./employees-fixtures";

test("the owner creates a role from the grouped catalogue, edits it and deletes it", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const name = unique("Shift lead");
  await page.goto(`/company/${owner.companyId}/dashboard/employees/securityRoles`);
  await expect(page.getByRole("heading", { level: 1, name: "Security roles" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Budtender/ })).toBeVisible();
  await reviewShot(page, "roles-list");

  await page.getByRole("link", { name: "Create role" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create security role" })).toBeVisible();
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page.getByText("Please enter a role name", { exact: true })).toBeVisible();

  await page.getByLabel("Role name").fill(name);
  const register = page.getByRole("group", { name: "Register" });
  await register.getByRole("checkbox", { name: "Select all Register permissions" }).click();
  await expect(register.getByRole("checkbox", { name: "Refunds" })).toBeChecked();
  await register.getByRole("checkbox", { name: "Refunds" }).click();
  await expect(register.getByRole("checkbox", { name: "Select all Register permissions" })).toHaveAttribute(
    "data-state",
    "indeterminate",
  );
  await page.getByRole("checkbox", { name: "Dashboard home" }).click();
  // The Register group without Refunds, plus Dashboard home.
  const registerGroup = permissionCatalogue.filter((entry) => entry.group === "Register").length;
  await expect(page.getByText(`${registerGroup} of ${permissionNames.length} selected`)).toBeVisible();
  await reviewShot(page, "role-create");
  await page.getByRole("button", { name: "Create role" }).click();

  await expect(page.getByText(`The role "${name}" was created`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(`${registerGroup} permissions`);
  await expect(row).toContainText("Dashboard home");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/employees\/securityRoles\/edit\?securityRoleId=/);
  await expect(page.getByRole("checkbox", { name: "Start and end shifts" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Refunds" })).not.toBeChecked();
  await page.getByLabel("Role name").fill("budtender");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("A security role with this name already exists", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Role name")).toBeFocused();

  const renamed = `${name} (nights)`;
  await page.getByLabel("Role name").fill(renamed);
  await page.getByRole("checkbox", { name: "Employees and roles" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`The role "${renamed}" was saved`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(renamed.replace(/[()]/g, "\\$&")) })).toContainText(
    `${registerGroup + 1} permissions`,
  );

  const renamedRow = page.getByRole("row", { name: new RegExp(renamed.replace(/[()]/g, "\\$&")) });
  await renamedRow.getByRole("button", { name: `Actions for ${renamed}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Delete the role "${renamed}"?`);
  await dialog.getByRole("button", { name: "Delete role" }).click();
  await expect(page.getByText(`The role "${renamed}" was deleted`)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
});

test("a role still assigned is not deleted: the dialog shows the server's message", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/employees/securityRoles`);

  await page.getByRole("button", { name: "Actions for Budtender" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Delete role" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    /This security role is assigned to \d+ employees\. Give them another role before deleting it\./,
  );
  await expect(dialog.getByRole("button", { name: "Delete role" })).toBeDisabled();
  await reviewShot(page, "role-delete-refused");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: /Budtender/ })).toBeVisible();
});

test("taking away one's own access warns, and leaving a changed role form asks first", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/employees/securityRoles`);
  await page.getByRole("link", { name: "Owner", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Owner" })).toBeVisible();
  await expect(page.getByText("You hold this role")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Employees and roles" }).click();
  await expect(page.getByText("You hold this role")).toBeVisible();

  await page.getByRole("link", { name: "Security roles" }).first().click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await reviewShot(page, "role-unsaved-changes");
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page.getByRole("checkbox", { name: "Employees and roles" })).not.toBeChecked();

  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/employees\/securityRoles$/);
  await page.getByRole("link", { name: "Owner", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Employees and roles" })).toBeChecked();
});
