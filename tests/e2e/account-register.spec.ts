// Registering a store (pos-and-accounts.md 2.14, 5, 8) and the owner's first sign-in with the e-mailed temporary
// password (dashboard.md 8 'New password is required', pos-and-accounts.md 2.5 temporary-password mode).
import { expect, test, type Page } from "@playwright/test";
import { identityMessages } from "@pos/core/auth/identity-messages";
import { demoAdmin, demoGreenLeaf } from "@pos/functions/local/demo";
import { freshEmail, holdCall, strongPassword, temporaryPassword, toast } from "./account-fixtures";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys, writeStored } from "./fixtures";

const registerButton = (page: Page) => page.getByRole("button", { name: "Register", exact: true });

async function openAsAdmin(page: Page, token: string) {
  await storeTokens(page, { [tokenKeys.auth]: token });
  await page.goto("/registerV2");
  await expect(page.getByRole("heading", { level: 1, name: "Register a store" })).toBeVisible();
}

test("only admins may register a store; others see the not-authorised view", async ({ page, request }) => {
  await page.goto("/registerV2");
  await expect(page.getByRole("heading", { name: "No permissions" })).toBeVisible();
  await expect(page.getByText("You do not have permissions to access this page")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveCount(0);

  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto("/register");
  await expect(page).toHaveURL(/\/registerV2$/);
  await expect(page.getByRole("heading", { name: "No permissions" })).toBeVisible();
  await reviewShot(page, "register-not-authorised");
});

test("the admin registers a store; the owner's first sign-in sets a new password and opens the dashboard", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await openAsAdmin(page, admin.token);
  await expect(page.getByRole("heading", { name: "Welcome to Greenline POS!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Store setup" })).toBeVisible();
  await expect(page.getByText("Will send email to user")).toBeVisible();
  // The full app has no country choice (Canada); the province and time zone start at Alberta and Mountain.
  await expect(page.getByLabel("Country")).toHaveCount(0);
  await expect(page.getByLabel("Province")).toHaveText("Alberta");
  await expect(page.getByLabel("Timezone")).toContainText("Mountain");
  await expect(registerButton(page)).toBeDisabled();
  await reviewShot(page, "register-empty");

  const email = freshEmail("owner");
  await page.getByLabel("Your name").fill("Morgan Fresh");
  await page.getByLabel("Your email").fill(email.toUpperCase());
  await expect(registerButton(page)).toBeDisabled();
  const companyName = `Northern Lights ${email.slice(6, 14)}`;
  await page.getByLabel("Store name").fill(companyName);
  await expect(registerButton(page)).toBeEnabled();
  // Options are picked by keyboard: on a busy machine a click can reach a list still opening and be lost.
  await page.getByLabel("Province").click();
  await page.getByRole("option", { name: "Ontario" }).press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByLabel("Province")).toHaveText("Ontario");
  await page.getByLabel("Timezone").click();
  await page.getByRole("option", { name: /Eastern/ }).press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await reviewShot(page, "register-filled");

  const release = await holdCall(page, "account.register");
  await registerButton(page).click();
  await expect(page.getByRole("button", { name: "Registering..." })).toBeDisabled();
  release();
  await expect(
    toast(page, `${companyName} is registered. A welcome email was sent to ${email}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole("link", { name: companyName })).toBeVisible();

  // The owner signs in with the e-mailed temporary password and must choose a new one.
  const temporary = await temporaryPassword(request, email);
  await writeStored(page, tokenKeys.auth, null);
  await page.goto("/loginV2");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(temporary);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/resetPasswordV2\?mode=temporaryPassword&email=/);
  await expect(page.getByText(identityMessages.newPasswordRequired, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Temporary password")).toHaveValue(temporary);
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await page.getByLabel("New password", { exact: true }).fill(strongPassword);
  await page.getByLabel("Confirm new password").fill(strongPassword);
  await reviewShot(page, "temporary-password-mode");
  // A wrong temporary password (one failed sign-in on this new account) reads as a sign-in failure.
  const temporaryField = page.getByLabel("Temporary password");
  await temporaryField.fill("Wrong-Temp-0000");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page, "Incorrect email or temporary password.")).toBeVisible();
  await temporaryField.fill(temporary);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page, "Your password has been reset")).toBeVisible();

  await page.getByRole("link", { name: "Log in" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(strongPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
});

test("register shows the server's message for a taken e-mail and the fallback when there is none", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await openAsAdmin(page, admin.token);
  await page.getByLabel("Your name").fill("Olivia Again");
  await page.getByLabel("Your email").fill(demoGreenLeaf.owner.email);
  await page.getByLabel("Store name").fill("Second Leaf");
  await registerButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not register" })).toContainText(
    "A user with this email already exists",
  );

  // A server failure without a message: the spec's fallback.
  await page.route("**/trpc/account.register*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          json: { message: "", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } },
        },
      }),
    }),
  );
  await page.getByLabel("Your email").fill(freshEmail("fallback"));
  await registerButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not register" })).toContainText(
    identityMessages.registerFallback,
  );
  await expect(page).toHaveURL(/\/registerV2$/);
});
