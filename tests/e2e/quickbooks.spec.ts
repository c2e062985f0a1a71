// QuickBooks against the provider simulator (docs/integrations.md): connect through the simulated Intuit consent
// page (authConnect → /quickBooksCallback → authCallback), map the accounts, sync yesterday and read the log; the
// admin's v2/integrations page then lists the connection. E2E QuickBooks Co is this spec's own company
// (tests/support/e2e-integrations-seed.ts), with yesterday's sales in its rollups.
import { expect, test } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import { demoAdmin } from "@pos/functions/local/demo";
import { qbCompany, signInWhenSeeded } from "../support/e2e-integrations-accounts";
import { toast } from "./account-fixtures";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("connect QuickBooks through its consent page, map accounts, sync a day and see it in the log and the admin's list", async ({
  page,
  browser,
  request,
}) => {
  const owner = await signInWhenSeeded(() =>
    signInUser(request, qbCompany.owner.email, qbCompany.owner.password),
  );
  const companyId = owner.me.companies.find((entry) => entry.name === qbCompany.name)!.id;
  const base = `/company/${companyId}/dashboard/integrations/quickBooks`;
  await storeTokens(page, { [tokenKeys.auth]: owner.token });

  // This company has QuickBooks but not WooCommerce (its flag is off): that screen says so.
  await page.goto(`/company/${companyId}/dashboard/integrations/wooCommerce/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "WooCommerce is not enabled" })).toBeVisible();

  await page.goto(`${base}/main/settings`);
  await page.getByRole("link", { name: "Connect to QuickBooks" }).click();
  // The simulated Intuit consent page, then back through /quickBooksCallback to the settings.
  await expect(page.getByRole("heading", { name: "QuickBooks (simulated)" })).toBeVisible();
  await reviewShot(page, "quickbooks-consent");
  await page.getByRole("link", { name: "Connect" }).click();
  await expect(toast(page, "QuickBooks connected")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/main/settings$`));
  await expect(page.getByText(/^QuickBooks company \d+$/)).toBeVisible();

  // Map the accounts (a Payments default is required; cash gets its own).
  const accounts: [string, string][] = [
    ["Sales", "Sales of Product Income (Income)"],
    ["Sales tax", "Sales Tax Payable (Other Current Liability)"],
    ["Discounts", "Discounts given (Income)"],
    ["Refunds", "Refunds to customers (Income)"],
    ["Payments (default)", "Undeposited Funds (Other Current Asset)"],
    ["Cash", "Cash on hand (Bank)"],
  ];
  for (const [label, account] of accounts)
    await pickOption(page.getByRole("combobox", { name: label, exact: true }), account);
  await page.getByRole("button", { name: "Save accounts" }).click();
  await expect(toast(page, "QuickBooks accounts saved")).toBeVisible();
  await reviewShot(page, "quickbooks-settings");

  // Sync yesterday (the default day) and read the log; a second sync posts nothing new.
  await page
    .getByRole("navigation", { name: "Integration screens" })
    .getByRole("link", { name: "Sync" })
    .click();
  const day = await page.getByLabel("Day").inputValue();
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(toast(page, `${day} synced as journal entry`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: day });
  await expect(row).toContainText("Synced");
  const { gross, tax, cash } = qbCompany.yesterday;
  await expect(row).toContainText(formatCents(gross));
  await expect(row).toContainText(formatCents(tax));
  await expect(row).toContainText(formatCents(cash));
  const entry = (await row.getByText(/^#\d+$/).textContent()) ?? "";
  await page.getByRole("button", { name: "Sync now" }).click();
  // The same entry both times: a second toast naming it, and still one row.
  await expect(toast(page, `${day} synced as journal entry ${entry}`)).toHaveCount(2);
  await expect(page.getByRole("row").filter({ hasText: day })).toHaveCount(1);
  await reviewShot(page, "quickbooks-sync");

  // The admin's integrations page lists the connection with its health.
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await storeTokens(adminPage, { [tokenKeys.auth]: admin.token });
  await adminPage.goto("/admin/v2/integrations");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  await pickOption(adminPage.getByRole("combobox", { name: "Integration" }), "QuickBooks");
  const listed = adminPage.getByRole("row").filter({ hasText: qbCompany.name });
  await expect(listed).toContainText("Healthy");
  await expect(listed).toContainText("1 · 0 · 0");
  await reviewShot(adminPage, "admin-integrations");
});
