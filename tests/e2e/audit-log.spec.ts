// The audit log in the browser: Paying and Licensed ask first, the admin company page lists who changed what,
// the admin's "Login" opens a support session of its own, and owners see the log in the employees area.
// Each test registers a fresh company through the API, so the demo companies are never changed.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { signInOwner, signInUser, storeTokens, trpcMutation, type InPage } from "./fixtures";

const suffix = () => Math.random().toString(36).slice(2, 8);

async function freshCompany(request: APIRequestContext) {
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const email = `audit-owner-${suffix()}@audit.test`;
  const registration = await trpcMutation<{ companyId: number }>(
    request,
    "account.register",
    {
      name: "Avery Owner",
      email,
      companyName: `Audit Test ${suffix()}`,
      province: "ON",
      timezone: "America/Toronto",
    },
    token,
  );
  return { token, companyId: registration.companyId };
}

async function openCompany(page: Page, token: string, companyId: number) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { authToken: token });
  await page.goto(`/admin/companies/${companyId}`);
}

const auditCard = (page: Page) => page.getByRole("region", { name: "Audit log card" });

test("Paying and Licensed ask for confirmation; the change is listed with the admin's e-mail", async ({
  page,
  request,
}) => {
  const { token, companyId } = await freshCompany(request);
  await openCompany(page, token, companyId);
  const paying = page.getByRole("switch", { name: "Paying" });
  await expect(paying).not.toBeChecked();

  await paying.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Turn Paying on?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(paying).not.toBeChecked();
  await expect(auditCard(page).getByText("No changes recorded yet.")).toBeVisible();

  await paying.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Turn on" }).click();
  await expect(paying).toBeChecked();
  const row = auditCard(page).getByRole("row").filter({ hasText: "Company switch" });
  await expect(row).toContainText("Paying");
  await expect(row).toContainText(demoAdmin.email);
  await expect(row).toContainText("isPaid: off → on");

  const licensed = page.getByRole("switch", { name: "Licensed" });
  await licensed.click();
  await expect(page.getByRole("alertdialog")).toContainText("Turn Licensed on?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Turn on" }).click();
  await expect(licensed).toBeChecked();
  await expect(auditCard(page).getByRole("row").nth(1)).toContainText("Licensed");
});

test("Login opens a support session: its banner on every page, and signing out of it keeps /admin signed in", async ({
  page,
  request,
}) => {
  const { token, companyId } = await freshCompany(request);
  await openCompany(page, token, companyId);

  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login" }).click();
  const tab = await opened;
  await tab.waitForURL(new RegExp(`/company/${companyId}/dashboard$`));
  const banner = tab.getByRole("status", { name: "Support session" });
  await expect(banner).toHaveText(`Support session — ${demoAdmin.email}`);

  await tab.goto(`/company/${companyId}/dashboard/employees/employees`);
  await expect(banner).toHaveText(`Support session — ${demoAdmin.email}`);

  const supportToken = await tab.evaluate(() =>
    (globalThis as unknown as InPage).sessionStorage.getItem("supportAuthToken"),
  );
  expect(supportToken).toBeTruthy();
  expect(supportToken).not.toBe(token);
  await trpcMutation(
    request,
    "employees.roles.create",
    { companyId, name: `Support role ${suffix()}`, permissions: [] },
    supportToken ?? "",
  );
  await tab.getByRole("tab", { name: "Activity" }).click();
  const row = tab.getByRole("row").filter({ hasText: "Role created" });
  await expect(row).toContainText(demoAdmin.email);
  await expect(row).toContainText("Support session");

  await tab.getByRole("button", { name: "Sign out" }).first().click();
  await tab.waitForURL(new RegExp(`/admin/companies/${companyId}$`));
  await expect(tab.getByRole("heading", { name: /Audit Test/ })).toBeVisible();
  await expect(tab.getByRole("status", { name: "Support session" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { name: /Audit Test/ })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as InPage).localStorage.getItem("authToken"))).toBe(
    token,
  );
  const ended = await request.get("/trpc/auth.supportSession", {
    headers: { authorization: `Bearer ${supportToken}` },
  });
  expect(ended.status()).toBe(401);
});

test("the owner sees who changed what in the employees area's Activity tab", async ({ page, request }) => {
  const owner = await signInOwner(request);
  const { companyId } = owner;
  const roleName = `Key holder ${suffix()}`;
  await trpcMutation(
    request,
    "employees.roles.create",
    { companyId, name: roleName, permissions: ["CAN_MANAGE_SHIFTS"] },
    owner.token,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${companyId}/dashboard/employees/employees`);
  await page.getByRole("tab", { name: "Activity" }).click();
  const row = page.getByRole("row").filter({ hasText: roleName });
  await expect(row).toContainText("Role created");
  await expect(row).toContainText(owner.me.email);
  await expect(row).toContainText("permissions: CAN_MANAGE_SHIFTS");
  await expect(row).not.toContainText("Support session");
  await expect(page.getByRole("status", { name: "Support session" })).toHaveCount(0);
});

test("changes to external sources are listed in the platform audit log", async ({ page, request }) => {
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const name = `Audit Source ${suffix()}`;
  await trpcMutation(request, "externalSources.create", { name, isMarketplace: false }, token);

  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { authToken: token });
  await page.goto("/admin/externalSources");
  const row = page
    .getByRole("region", { name: "Platform audit log card" })
    .getByRole("row")
    .filter({ hasText: name });
  await expect(row).toContainText("External source created");
  await expect(row).toContainText(demoAdmin.email);
});
