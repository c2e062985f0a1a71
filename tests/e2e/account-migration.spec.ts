// The legacy migration reset (pos-and-accounts.md 2.6, 3, 4, 5 'Legacy migration', 8): an imported password
// signs in to it; its messages; the marker in local storage; leaving without submitting clears local storage.
import { expect, test, type Page } from "@playwright/test";
import { demoPrairie } from "@pos/functions/local/demo";
import { identityMessages } from "@pos/core/auth/identity-messages";
import { legacyUser } from "../support/e2e-accounts";
import { holdCall, strongPassword, toast } from "./account-fixtures";
import {
  expectStored,
  loginUrl,
  readStored,
  reviewShot,
  tokenKeys,
  writeStored,
  type InPage,
} from "./fixtures";

const markerKey = "migratingUser";
const migrationUrl = /\/resetMigrationPassword$/;

const fields = (page: Page) => ({
  oldPassword: page.getByLabel("Old password"),
  newPassword: page.getByLabel("New password", { exact: true }),
  confirm: page.getByLabel("Confirm new password"),
});

const marker = (type: string) =>
  JSON.stringify({
    id: "u_000000000000",
    email: "someone@e2e.test",
    entityAssignments: [
      {
        type,
        securityRoleId: null,
        entity: {
          id: "1000",
          name: "Leaf",
          entityType: "company",
          parentEntityId: null,
          rootEntityId: "1000",
        },
      },
    ],
  });

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/loginV2");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test("a legacy password opens the migration reset, which checks everything, then the new password signs in", async ({
  page,
}) => {
  await logIn(page, legacyUser.email, legacyUser.password);
  await expect(page).toHaveURL(migrationUrl);
  expect(await readStored(page, markerKey)).toContain(`"email":"${legacyUser.email}"`);
  expect(await readStored(page, tokenKeys.auth)).toBeNull();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expect(page.getByText(legacyUser.email)).toBeVisible();
  await expect(page.getByText("Password requires", { exact: true })).toBeVisible();
  const { oldPassword, newPassword, confirm } = fields(page);
  await expect(oldPassword).toBeFocused();

  const submit = page.getByRole("button", { name: "Reset password" });
  await submit.click();
  await expect(page.getByText("Old password is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
  await reviewShot(page, "migration-messages");

  await newPassword.fill("abc");
  await confirm.fill("abcd");
  await expect(page.getByRole("button", { name: "Passwords must match" })).toBeDisabled();
  await confirm.fill("abc");
  await submit.click();
  await expect(page.getByText(identityMessages.passwordRules, { exact: true })).toBeVisible();

  // The one failed sign-in of this file: a wrong old password is a 403, shown as 'Old password is incorrect'.
  await oldPassword.fill("not-the-old-one");
  await newPassword.fill(strongPassword);
  await confirm.fill(strongPassword);
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not reset the password" })).toContainText(
    identityMessages.oldPasswordIncorrect,
  );

  await oldPassword.fill(legacyUser.password);
  const release = await holdCall(page, "account.migratePassword");
  await submit.click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await reviewShot(page, "migration-submitting");
  release();
  await expect(
    toast(page, "Your password has been changed. Please log in with your new password."),
  ).toBeVisible();
  await expect(page).toHaveURL(loginUrl);
  await expectStored(page, markerKey, "absent");

  await logIn(page, legacyUser.email, strongPassword);
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: demoPrairie.company.name })).toBeVisible();
});

test("without a usable marker the screen says what to do; leaving the flow clears all local storage", async ({
  page,
}) => {
  await page.goto("/resetMigrationPassword");
  await expect(
    page.getByText("Something went wrong, please go to the login page and try again"),
  ).toBeVisible();
  await expect(page.getByLabel("Old password")).toHaveCount(0);
  await reviewShot(page, "migration-no-marker");

  await writeStored(page, markerKey, marker("invited"));
  await page.reload();
  await expect(page.getByText("Please return the the login page and sign in again")).toBeVisible();

  // A marker with an assigned entity starts the flow; a reload is not leaving it.
  await writeStored(page, markerKey, marker("assigned"));
  await writeStored(page, tokenKeys.device, "a-register-token");
  await writeStored(page, "selectedWorldpayTerminal", "t-1");
  await page.reload();
  await expect(page.getByLabel("Old password")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Old password")).toBeVisible();
  await reviewShot(page, "migration-form");
  expect(await readStored(page, tokenKeys.device)).toBe("a-register-token");

  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL(loginUrl);
  await expect
    .poll(() => page.evaluate(() => Object.keys((globalThis as unknown as InPage).localStorage)))
    .toEqual([]);
});
