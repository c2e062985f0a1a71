// The admin company detail cards of admin.md 2 and 4: migrate to an organization, SMS outreach, Headset, modify
// users. Each test registers a fresh company through the API, so the demo companies are never changed.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { reviewShot, settled, signInUser, storeTokens, trpcMutation } from "./fixtures";

const suffix = () => Math.random().toString(36).slice(2, 8);

async function freshCompany(request: APIRequestContext) {
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const email = `owner-${suffix()}@cards.test`;
  const companyName = `Cards Test ${suffix()}`;
  const registration = await trpcMutation<{ companyId: number; locationId: string }>(
    request,
    "account.register",
    { name: "Casey Owner", email, companyName, province: "ON", timezone: "America/Toronto" },
    token,
  );
  return { token, email, companyName, ...registration };
}

const cardOf = (page: Page, description: string) =>
  page.locator("[data-slot='card']").filter({ has: page.getByText(description, { exact: false }) });

async function openCompany(page: Page, token: string, companyId: number) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeTokens(page, { authToken: token });
  await page.goto(`/admin/companies/${companyId}`);
}

test("the admin migrates a fresh company into a new organization, once", async ({ page, request }) => {
  const { token, companyId } = await freshCompany(request);
  const orgName = `Cards Org ${suffix()}`;
  const organization = await trpcMutation<{ id: string }>(
    request,
    "organizations.create",
    { name: orgName },
    token,
  );
  await openCompany(page, token, companyId);
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText(/^Org /)).toHaveCount(0);

  const card = cardOf(page, "A company joins one organization, once.");
  await card.getByRole("searchbox", { name: "Search organizations" }).fill(orgName.slice(0, 14));
  await card.getByRole("radio", { name: new RegExp(orgName) }).click();
  await card.getByRole("button", { name: `Migrate to ${orgName}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This cannot be undone here.");
  await dialog.getByRole("button", { name: "Migrate" }).click();
  await expect(card.getByText(`The company now belongs to ${orgName}`)).toBeVisible();
  // The header names the organization at once, without a reload.
  await expect(header.getByText(`Org ${organization.id}`, { exact: true })).toBeVisible();
  await settled(card);
  await reviewShot(page, "admin-company-migrated");

  await page.reload();
  await expect(page.getByText("SMS outreach")).toBeVisible();
  await expect(page.getByText("Migrate company to organization")).toHaveCount(0);
});

test("the admin enables SMS with 500 messages, then adds to the quota and changes the rate", async ({
  page,
  request,
}) => {
  const { token, companyId } = await freshCompany(request);
  await openCompany(page, token, companyId);
  const card = cardOf(page, "Text messages the company may send");
  await expect(card.getByText("SMS is not enabled for this company.", { exact: false })).toBeVisible();
  await expect(card.getByLabel("Add quantity")).toHaveValue("500");
  await expect(card.getByLabel("Replenish rate")).toBeDisabled();
  await card.getByLabel("Add quantity").fill("");
  await card.getByRole("button", { name: "Enable SMS" }).click();
  await expect(card.getByText("Please enter the quantity to add")).toBeVisible();
  await card.getByLabel("Add quantity").fill("500");
  await card.getByRole("button", { name: "Enable SMS" }).click();
  await expect(page.getByText("SMS was successfully enabled with 500 messages")).toBeVisible();
  await expect(card.getByText("Enabled", { exact: true })).toBeVisible();
  await expect(card.getByText("0.0%")).toBeVisible();

  await card.getByLabel("Quantity to add").fill("250");
  await card.getByLabel("Replenish rate").fill("");
  await card.getByRole("button", { name: "Update quota" }).click();
  await expect(card.getByText("Please enter the replenish rate")).toBeVisible();
  await card.getByLabel("Replenish rate").fill("800");
  await card.getByRole("button", { name: "Update quota" }).click();
  await expect(page.getByText("SMS quota was successfully updated")).toBeVisible();
  await expect(card.getByText("750", { exact: true })).toBeVisible();
  await expect(card.getByText("800", { exact: true })).toBeVisible();
  await settled(card);
  await reviewShot(page, "admin-company-sms");
});

test("Headset keys are saved per location; the sync locks its button with a warning", async ({
  page,
  request,
}) => {
  const { token, companyId } = await freshCompany(request);
  await openCompany(page, token, companyId);
  const card = cardOf(page, "Each location's Headset keys");
  await expect(card.getByText("Turn on Headset in the feature flags to sync this company.")).toBeVisible();
  const keys = card.getByRole("form", { name: /Headset keys of/ });
  await keys.getByLabel("API key").fill("hs-api-123");
  await keys.getByLabel("Data key").fill("hs-data-456");
  await keys.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Successfully updated /)).toBeVisible();

  await trpcMutation(
    request,
    "flags.setPermission",
    { companyId, flag: "canAccessHeadset", enabled: true },
    token,
  );
  await page.reload();
  // Saved keys come back masked: the field is empty and shows the last four characters only.
  await expect(keys.getByLabel("API key")).toHaveValue("");
  await expect(keys.getByLabel("API key")).toHaveAttribute("placeholder", "••••••••-123");
  await expect(keys.getByLabel("Data key")).toHaveAttribute("placeholder", "••••••••-456");
  await expect(card).not.toContainText("hs-api-123");
  const syncButton = card.getByRole("button", { name: "Sync Headset" });
  await expect(syncButton).toBeDisabled();
  await card.getByLabel("Customers").check();
  await card.getByRole("group", { name: "Locations" }).getByRole("checkbox").first().check();
  await syncButton.click();
  await expect(page.getByText("Syncing - will take a while to run").first()).toBeVisible();
  await expect(card.getByText("Do not sync again", { exact: false })).toBeVisible();
  await expect(syncButton).toBeDisabled();
  await settled(card);
  await reviewShot(page, "admin-company-headset");
});

test("the admin finds a user by e-mail and changes it; a taken e-mail is refused", async ({
  page,
  request,
}) => {
  const { token, companyId, email } = await freshCompany(request);
  await openCompany(page, token, companyId);
  const panel = page.getByRole("region", { name: "Modify users" });
  await panel.getByRole("searchbox", { name: "Search users" }).fill(email);
  const row = panel.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Change e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Change e-mail" });
  await dialog.getByLabel("E-mail").fill(demoAdmin.email);
  await dialog.getByRole("button", { name: "Save e-mail" }).click();
  await expect(dialog.getByText("A user with this email already exists")).toBeVisible();
  await reviewShot(page, "admin-company-users-taken");
  const changed = `moved-${suffix()}@cards.test`;
  await dialog.getByLabel("E-mail").fill(changed);
  await dialog.getByRole("button", { name: "Save e-mail" }).click();
  await expect(page.getByText(`E-mail changed to ${changed}`)).toBeVisible();
  await panel.getByRole("searchbox", { name: "Search users" }).fill(changed);
  await expect(panel.getByRole("row").filter({ hasText: changed })).toHaveCount(1);
  await reviewShot(page, "admin-company-users");
});
