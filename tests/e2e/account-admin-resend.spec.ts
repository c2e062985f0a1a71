// The admin's "modify users" card on the company page (admin.md, Company detail): a registered owner who never
// signed in gets a new temporary password and a new verification link, both read from the dev mailbox.
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { mailText, registerStore, strongPassword, toast } from "./account-fixtures";
import { reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

const usersCard = (page: Page) =>
  page.locator("[data-slot=card]").filter({ has: page.getByText("Users", { exact: true }) });
const rowOf = (page: Page, name: string) => usersCard(page).getByRole("row").filter({ hasText: name });

test("the admin sends a registered owner a new temporary password and a new verification link", async ({
  page,
  request,
}) => {
  const store = await registerStore(request, "resend");
  const welcome = await mailText(request, store.email, /Temporary password: (\S+)/);
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  await page.goto(`/admin/companies/${store.companyId}`);

  const row = rowOf(page, store.name);
  await expect(row).toContainText(store.email);
  await expect(row).toContainText("Not signed in yet");
  await expect(row).toContainText("E-mail not verified");
  await reviewShot(page, "admin-company-users");

  await row.getByRole("button", { name: `Actions for ${store.name}` }).click();
  await page.getByRole("menuitem", { name: "Send a new temporary password" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Send ${store.name} a new temporary password?` });
  await expect(dialog).toContainText("The one sent before stops working at once.");
  await reviewShot(page, "admin-resend-password-confirm");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(toast(page, `A new temporary password was sent to ${store.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const resent = await mailText(request, store.email, /An administrator sent you a new temporary password/);
  const password = /Temporary password: (\S+)/.exec(resent)?.[1] ?? "";
  expect(password).not.toBe(/Temporary password: (\S+)/.exec(welcome)?.[1]);

  await row.getByRole("button", { name: `Actions for ${store.name}` }).click();
  await page.getByRole("menuitem", { name: "Resend verification e-mail" }).click();
  await expect(toast(page, `A new verification link was sent to ${store.email}`)).toBeVisible();
  const link = /(\/verifyEmail\?token=[\w-]+)/.exec(
    await mailText(request, store.email, /^Hello .*\n\nVerify your email address: /),
  )?.[1];
  await page.goto(link ?? "/verifyEmail");
  await expect(page.getByText("Your email has been successfully verified")).toBeVisible();
  await page.goto(`/admin/companies/${store.companyId}`);
  await expect(rowOf(page, store.name)).toContainText("Not signed in yet");
  await expect(rowOf(page, store.name)).not.toContainText("E-mail not verified");

  await trpcMutation(request, "account.completeNewPassword", {
    email: store.email,
    temporaryPassword: password,
    newPassword: strongPassword,
  });
  await page.reload();
  await expect(rowOf(page, store.name)).toContainText("Active");
  await expect(rowOf(page, store.name).getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
});

test("a resend refused by the server stays in the dialog with its message", async ({ page, request }) => {
  const store = await registerStore(request, "refused");
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  await page.goto(`/admin/companies/${store.companyId}`);
  const row = rowOf(page, store.name);
  await expect(row).toContainText("Not signed in yet");

  await trpcMutation(request, "account.completeNewPassword", {
    email: store.email,
    temporaryPassword: /Temporary password: (\S+)/.exec(
      await mailText(request, store.email, /Temporary password: (\S+)/),
    )?.[1],
    newPassword: strongPassword,
  });
  await row.getByRole("button", { name: `Actions for ${store.name}` }).click();
  await page.getByRole("menuitem", { name: "Send a new temporary password" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toContainText(
    "This user has already chosen a password. They can reset it themselves with Forgot password.",
  );
  await reviewShot(page, "admin-resend-password-refused");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
