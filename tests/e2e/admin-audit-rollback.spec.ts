// The admin company detail's inventory settings and audit rollback card (admin.md 3, 5, 8) on the e2e rollback
// company, whose audit e2e-audit-1 took 2 units on January 10, 2026.
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { rollbackCompany } from "../support/e2e-inventory-accounts";
import { toast } from "./account-fixtures";
import { trpcQuery } from "./employees-fixtures";
import { pickOption, signInUser, storeTokens } from "./fixtures";

/** The card alone, for review (the company page is long). */
async function cardShot(card: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await card.screenshot({ path: path.join(dir, `${name}.png`) });
}

test("the admin sees the required-field messages, the server's refusal, then rolls the audit back once", async ({
  page,
  request,
}) => {
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const found = await trpcQuery(request, "adminCompanies.search", { search: rollbackCompany.name }, token);
  const companyId = (found.data as { data: { id: number }[] }).data[0]!.id;
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeTokens(page, { authToken: token });
  await page.goto(`/admin/companies/${companyId}`);
  const card = page
    .locator("[data-slot='card']")
    .filter({ has: page.getByText("Audit rollback", { exact: true }) });
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Roll back audit" }).click();
  await expect(card.getByText("Please select which location the audit is at")).toBeVisible();
  await expect(card.getByText("Please add the id for the audit you wish to roll back")).toBeVisible();
  await expect(card.getByText("Please select a date to roll back to")).toBeVisible();
  const date = card.getByLabel("Roll back to");
  const today = await date.getAttribute("max");
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill("2999-01-01");
  await card.getByRole("button", { name: "Roll back audit" }).click();
  await expect(card.getByText("The date to roll back to can't be in the future")).toBeVisible();
  await cardShot(card, "admin-audit-rollback-messages");

  await pickOption(card.getByRole("combobox", { name: "Location" }), rollbackCompany.location);
  await card.getByLabel("Audit id").fill("no-such-audit");
  await date.fill("2026-01-01");
  await card.getByRole("button", { name: "Roll back audit" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Roll back" }).click();
  await expect(toast(page, "This audit has no inventory changes at this location")).toBeVisible();

  await card.getByLabel("Audit id").fill(rollbackCompany.auditId);
  await card.getByRole("button", { name: "Roll back audit" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`audit ${rollbackCompany.auditId} made at ${rollbackCompany.location}`);
  await dialog.getByRole("button", { name: "Roll back" }).click();
  await expect(toast(page, "Audit successfully rolled back")).toBeVisible();
  await expect(toast(page, "1 inventory change reverted.")).toBeVisible();

  await pickOption(card.getByRole("combobox", { name: "Location" }), rollbackCompany.location);
  await card.getByLabel("Audit id").fill(rollbackCompany.auditId);
  await date.fill("2026-01-01");
  await card.getByRole("button", { name: "Roll back audit" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Roll back" }).click();
  await expect(
    toast(page, "These changes of this audit were already rolled back; nothing more to roll back"),
  ).toBeVisible();
  await cardShot(card, "admin-audit-rollback");
});

test("the admin switches the company's inventory settings on its detail", async ({ page, request }) => {
  const { token } = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const found = await trpcQuery(request, "adminCompanies.search", { search: rollbackCompany.name }, token);
  const companyId = (found.data as { data: { id: number }[] }).data[0]!.id;
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeTokens(page, { authToken: token });
  await page.goto(`/admin/companies/${companyId}`);
  const card = page
    .locator("[data-slot='card']")
    .filter({ has: page.getByText("Negative stock, audit completion and cost of goods of this company.") });
  const block = card.getByRole("switch", { name: "Block negative inventory sales" });
  await expect(block).not.toBeChecked();
  await block.click();
  await expect(block).toBeChecked();
  await card.getByRole("radio", { name: /Relative/ }).click();
  await expect(card.getByRole("radio", { name: /Relative/ })).toBeChecked();
  await page.reload();
  await expect(card.getByRole("switch", { name: "Block negative inventory sales" })).toBeChecked();
  await expect(card.getByRole("radio", { name: /Relative/ })).toBeChecked();
  await expect(card.getByRole("radio", { name: /Last cost/ })).not.toBeChecked();
  await cardShot(card, "admin-inventory-settings");
});
