// Helpers of the inventory story: a store registered and first signed into through the browser, and a table read
// as rows of column → text, so that every figure is compared whole. Not a spec file.
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { strongPassword, temporaryPassword, toast } from "./account-fixtures";
import { signInUser, storeTokens, tokenKeys, writeStored } from "./fixtures";

export type StoryStore = { email: string; companyName: string; companyId: number };

/**
 * The demo admin registers an Ontario store (Eastern time) on /registerV2 (lot tracking starts off outside Alberta); its owner signs
 * in with the e-mailed temporary password, chooses a new one, and lands on the dashboard.
 */
export async function registerStoreInBrowser(page: Page, request: APIRequestContext): Promise<StoryStore> {
  const id = randomBytes(4).toString("hex");
  const email = `story.${id}@e2e.test`;
  const companyName = `Story Leaf ${id}`;
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  await page.goto("/registerV2");
  await expect(page.getByRole("heading", { level: 1, name: "Register a store" })).toBeVisible();
  await page.getByLabel("Your name").fill("Sam Story");
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("Store name").fill(companyName);
  await page.getByLabel("Province").click();
  await page.getByRole("option", { name: "Ontario" }).press("Enter");
  await expect(page.getByLabel("Province")).toHaveText("Ontario");
  await page.getByLabel("Timezone").click();
  await page.getByRole("option", { name: /Eastern/ }).press("Enter");
  await expect(page.getByLabel("Timezone")).toContainText("Eastern");
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(toast(page, `${companyName} is registered.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies$/);

  const temporary = await temporaryPassword(request, email);
  await writeStored(page, tokenKeys.auth, null);
  await page.goto("/loginV2");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(temporary);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/resetPasswordV2\?mode=temporaryPassword&email=/);
  await page.getByLabel("New password", { exact: true }).fill(strongPassword);
  await page.getByLabel("Confirm new password").fill(strongPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page, "Your password has been reset")).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(strongPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  const companyId = Number(/\/company\/(\d+)\//.exec(page.url())?.[1]);
  return { email, companyName, companyId };
}

/** The body rows of a table (those with cells), each as its column headers → cell texts, trimmed. */
export async function tableRows(table: Locator): Promise<Record<string, string>[]> {
  const headers = (await table.getByRole("columnheader").allTextContents()).map((text) => text.trim());
  const rows = await table.locator("tbody tr").all();
  const read = await Promise.all(
    rows.map(async (row) => (await row.getByRole("cell").allTextContents()).map((text) => text.trim())),
  );
  return read
    .filter((cells) => cells.length === headers.length)
    .map((cells) => Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ""])));
}

/** Picks the rows' named columns only, to compare them whole. */
export const columns = (rows: Record<string, string>[], names: string[]): string[][] =>
  rows.map((row) => names.map((name) => row[name] ?? ""));
