// Forgot password and reset password (pos-and-accounts.md 2.4, 2.5, 4, 5, 8): the code comes from the dev mailbox.
import { expect, test, type Page } from "@playwright/test";
import { identityMessages } from "@pos/core/auth/identity-messages";
import {
  countCalls,
  holdCall,
  mailText,
  readyOwner,
  registerStore,
  resetCode,
  strongPassword,
  toast,
} from "./account-fixtures";
import { loginUrl, reviewShot } from "./fixtures";

const resetFields = (page: Page) => ({
  email: page.getByLabel("Email", { exact: true }),
  code: page.getByLabel("Verification Code"),
  newPassword: page.getByLabel("New password", { exact: true }),
  confirm: page.getByLabel("Confirm new password"),
  submit: page.getByRole("button", { name: "Reset password" }),
});

const rule = (page: Page, label: string) =>
  page.getByRole("list", { name: "Password requires" }).getByRole("listitem").filter({ hasText: label });

test("forgot password checks the e-mail, lower-cases it and goes on to the reset screen", async ({
  page,
}) => {
  const forgotCalls = countCalls(page, "account.forgotPassword");
  await page.goto("/forgotPassword");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/loginV2");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute(
    "href",
    /^mailto:support@/,
  );
  await expect(page.getByRole("img", { name: "Greenline POS" })).toBeVisible();
  const email = page.getByLabel("Email", { exact: true });
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(email).toBeFocused();
  await reviewShot(page, "forgot-password");

  await submit.click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await email.fill("owner+shop@store.test");
  await expect(
    page.getByText('Please change your email to a valid email address first (email cannot contain "+")'),
  ).toBeVisible();
  await email.fill("not-an-email");
  await submit.click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await reviewShot(page, "forgot-password-invalid");
  expect(forgotCalls()).toBe(0);

  // An unknown account gets the same answer as a known one: on to the reset screen, e-mail lower-cased.
  await email.fill("Nobody.Here@E2E.test");
  const sent = page.waitForRequest((request) => request.url().includes("account.forgotPassword"));
  await email.press("Enter");
  expect((await sent).postData()).toContain('"email":"nobody.here@e2e.test"');
  await expect(page).toHaveURL(/\/resetPasswordV2\?email=nobody\.here%40e2e\.test$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expect(
    page.getByText("An account with nobody.here@e2e.test will receive a verification code."),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Forgot Password" })).toHaveAttribute(
    "href",
    "/forgotPasswordV2?email=nobody.here%40e2e.test",
  );
});

test("a forgotten password is reset with the e-mailed code, then the new password signs in", async ({
  page,
  request,
}) => {
  const owner = await readyOwner(request, "forgot");
  await page.goto("/forgotPasswordV2");
  await page.getByLabel("Email", { exact: true }).fill(owner.email.toUpperCase());
  const release = await holdCall(page, "account.forgotPassword");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/resetPasswordV2\?email=/);

  const { code, other } = await resetCode(request, owner.email);
  const { code: codeField, newPassword, confirm, submit } = resetFields(page);
  await expect(codeField).toBeFocused();
  await expect(submit).toBeDisabled();

  // The checklist follows the typing; submit waits for a valid password and a matching confirmation.
  await newPassword.fill("short");
  await expect(rule(page, "At least 8 characters")).toHaveAttribute("data-met", "false");
  await expect(rule(page, "At least 1 lowercase letter")).toHaveAttribute("data-met", "true");
  await newPassword.fill(strongPassword + "x");
  for (const label of ["8 characters", "special character", "number", "lowercase", "uppercase"])
    await expect(rule(page, label)).toHaveAttribute("data-met", "true");
  await confirm.fill(strongPassword);
  await expect(page.getByText("* Passwords must match")).toHaveCount(0);
  await confirm.press("Tab");
  await expect(page.getByText("* Passwords must match")).toBeVisible();
  await confirm.focus();
  await expect(page.getByText("* Passwords must match")).toHaveCount(0);
  await confirm.fill(strongPassword + "x");
  await expect(submit).toBeDisabled();
  await codeField.fill(other);
  await expect(submit).toBeEnabled();
  await reviewShot(page, "reset-password-filled");

  // A wrong code: the server's message as an error toast, the form stays.
  await submit.click();
  await expect(toast(page, "Invalid verification code provided, please try again.")).toBeVisible();
  await codeField.fill(code);
  await codeField.press("Enter");
  await expect(toast(page, "Your password has been reset")).toBeVisible();
  await expect(newPassword).toHaveCount(0);
  await reviewShot(page, "reset-password-done");

  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(loginUrl);
  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(strongPassword + "x");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${owner.companyId}/dashboard$`));
  await expect(page.getByRole("heading", { level: 1, name: owner.companyName })).toBeVisible();
});

test("Enter on an incomplete reset shows every message; resetEmployeePassword=true asks for the e-mail", async ({
  page,
}) => {
  const resetCalls = countCalls(page, "account.resetPassword");
  await page.goto("/resetPasswordV2?resetEmployeePassword=true");
  const { email, code, newPassword, confirm, submit } = resetFields(page);
  await expect(email).toBeFocused();
  await expect(page.getByText("An account with that email will receive a verification code.")).toBeVisible();
  await email.press("Enter");
  for (const message of [
    "Email is required. Please enter your email address and try again.",
    "Verification code is required",
    "Password is required",
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await reviewShot(page, "reset-password-messages");

  await email.fill("Someone@E2E.test");
  await code.fill("123456");
  await newPassword.fill(strongPassword);
  await newPassword.press("Enter");
  await expect(page.getByText("Passwords must match", { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await confirm.fill(strongPassword);
  await expect(submit).toBeEnabled();
  expect(resetCalls()).toBe(0);
});

test("an unverified account gets no code: its e-mail says why, and the reset answers like a wrong code", async ({
  page,
  request,
}) => {
  const store = await registerStore(request, "unverified");
  await page.goto("/forgotPassword");
  await page.getByLabel("Email", { exact: true }).fill(store.email);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/resetPasswordV2\?email=/);
  expect(await mailText(request, store.email, /before verifying new account/)).toContain(
    identityMessages.notConfirmed,
  );
  const { code, newPassword, confirm, submit } = resetFields(page);
  await code.fill("123456");
  await newPassword.fill(strongPassword);
  await confirm.fill(strongPassword);
  await submit.click();
  await expect(toast(page, "Invalid verification code provided, please try again.")).toBeVisible();
  await expect(newPassword).toBeVisible();
});
