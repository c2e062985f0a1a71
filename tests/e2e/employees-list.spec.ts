// Employees on the dashboard (issue "Employees and roles"; dashboard.md route table "employees", section 6): the
// list, adding with a role at a location and a passcode, the server's messages on their fields, editing,
// deactivating with confirmation, and the unsaved-changes guard.
import { expect, test, type Page } from "@playwright/test";
import { reviewShot, signInOwner, storeTokens, tokenKeys } from "./fixtures";
import {
  chooseOption,
  createRole,
  trpcQuery,
  unique,
  uniqueEmail,
  uniquePasscode,
} from "./employees-fixtures";

const listPath = (companyId: number) => `/company/${companyId}/dashboard/employees/employees`;
const rowOf = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

test("the owner adds an employee at a location with a passcode, edits them and deactivates them", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const role = await createRole(request, owner.token, owner.companyId, unique("Key holder"), [
    "CAN_MANAGE_SHIFTS",
  ]);
  const name = unique("Casey Morgan");
  const email = uniqueEmail("casey");
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(listPath(owner.companyId));

  await expect(page.getByRole("heading", { level: 1, name: "Employees" })).toBeVisible();
  await expect(rowOf(page, "Alex Chen")).toContainText("Queen West · Budtender");
  await expect(rowOf(page, "Olivia Green")).toContainText("Whole company · Owner");
  await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveText("20");
  await reviewShot(page, "employees-list");

  await page.getByRole("link", { name: "Add employee" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add employee" })).toBeVisible();
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Choose a security role", { exact: true })).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("POS passcode").fill("1111");
  await page.getByRole("radio", { name: "Specific locations" }).click();
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(
    page.getByText("Assign the employee to the company or to at least one location", { exact: true }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "Kensington" }).click();
  await chooseOption(page, "Role at Kensington", role.name);
  await reviewShot(page, "employee-add");
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByText("This passcode is already in use", { exact: true })).toBeVisible();
  await expect(page.getByLabel("POS passcode")).toBeFocused();
  await reviewShot(page, "employee-add-passcode-taken");

  await page.getByLabel("POS passcode").fill(uniquePasscode());
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/employees$/);
  const row = rowOf(page, name);
  await expect(row).toContainText(email);
  await expect(row).toContainText(`Kensington · ${role.name}`);
  await expect(row).toContainText("Tracks hours");
  await expect(row).toContainText("Set");

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("POS passcode")).toHaveValue("");
  await expect(page.getByText("A passcode is set. Leave empty to keep it")).toBeVisible();
  await page.getByLabel("POS passcode").fill("2222");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("This passcode is already in use", { exact: true })).toBeVisible();
  await page.getByLabel("POS passcode").fill("");
  await page.getByRole("checkbox", { name: "Track hours" }).click();
  await page.getByRole("radio", { name: "Whole company" }).click();
  await chooseOption(page, "Security role", "Budtender");
  await reviewShot(page, "employee-edit");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${name} were saved`)).toBeVisible();
  await expect(row).toContainText("Whole company · Budtender");
  await expect(row).not.toContainText("Kensington");
  await expect(row).toContainText("Not tracked");
  await expect(row).toContainText("Set");

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Deactivate ${name}?` });
  await expect(dialog).toContainText(`${name} (${email}) will no longer work for`);
  await reviewShot(page, "employee-deactivate");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`${name} was deactivated`)).toBeVisible();
  await expect(page.getByText("Their account was closed and they were signed out everywhere.")).toBeVisible();
  await expect(row).toHaveCount(0);

  const employees = await trpcQuery(
    request,
    "employees.list",
    { companyId: owner.companyId, limit: 100 },
    owner.token,
  );
  expect((employees.data as { items: { email: string }[] }).items.map((item) => item.email)).not.toContain(
    email,
  );
});

test("nobody can deactivate themselves; leaving a changed employee form asks first", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(listPath(owner.companyId));

  const self = rowOf(page, "Olivia Green");
  await expect(self).toContainText("You");
  await self.getByRole("button", { name: "Actions for Olivia Green" }).click();
  await expect(page.getByRole("menuitem", { name: /Deactivate/ })).toBeDisabled();
  await page.keyboard.press("Escape");

  await rowOf(page, "Sam Patel").getByRole("link", { name: "Sam Patel" }).click();
  await expect(page).toHaveURL(/\/employees\/addEmployee\?userId=u_/);
  await expect(page.getByRole("checkbox", { name: "Queen West" })).toBeChecked();
  await page.getByLabel("Name").fill("Sam P.");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .first()
    .getByRole("link", { name: "Security roles" })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/employees\/securityRoles$/);
});
