// The weak-password flow (dashboard.md 4 Log-in, 8): the password is right, but no session is handed out;
// 'Weak password detected. Please reset it' leads to the migration reset or signs out. The weak accounts are made
// by tests/support/e2e-seed.ts.
import { expect, test, type Page } from "@playwright/test";
import { demoPrairie } from "@pos/functions/local/demo";
import { identityMessages } from "@pos/core/auth/identity-messages";
import { weakUsers } from "../support/e2e-accounts";
import { strongPassword, toast } from "./account-fixtures";
import { expectStored, loginUrl, readStored, reviewShot, tokenKeys } from "./fixtures";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/loginV2");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const prompt = (page: Page) => page.getByRole("alertdialog", { name: identityMessages.weakPassword });

test("a weak password is prompted for after sign-in; Sign out ends the session and stays on log-in", async ({
  page,
}) => {
  await logIn(page, weakUsers.signsOut.email, weakUsers.signsOut.password);
  await expect(prompt(page)).toBeVisible();
  await expect(page).toHaveURL(loginUrl);
  expect(await readStored(page, tokenKeys.auth)).toBeNull();
  await reviewShot(page, "weak-password-prompt");

  await prompt(page).getByRole("button", { name: "Sign out" }).click();
  await expect(prompt(page)).toBeHidden();
  await expectStored(page, tokenKeys.auth, "absent");
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByText("Continue active session")).toHaveCount(0);
});

test("Reset password on the prompt opens the migration reset; the new password then signs in without it", async ({
  page,
}) => {
  const { email, password } = weakUsers.resets;
  await logIn(page, email, password);
  await prompt(page).getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/resetMigrationPassword$/);
  expect(await readStored(page, "migratingUser")).toContain(`"email":"${email}"`);
  expect(await readStored(page, tokenKeys.auth)).toBeNull();

  await page.getByLabel("Old password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(strongPassword);
  await page.getByLabel("Confirm new password").fill(strongPassword);
  await page.getByLabel("Confirm new password").press("Enter");
  await expect(toast(page, "Your password has been changed")).toBeVisible();
  await expect(page).toHaveURL(loginUrl);

  await logIn(page, email, strongPassword);
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: demoPrairie.company.name })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});
