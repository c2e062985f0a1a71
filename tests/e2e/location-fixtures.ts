// Helpers for settings/locations in the browser, reusable by other stories (an inventory story adds its second
// store with `addLocation`). Not a spec file.
import { expect, type Locator, type Page } from "@playwright/test";

export type LocationDetails = {
  street?: string;
  city?: string;
  postalCode?: string;
  crsaStoreId?: string;
  phone?: string;
};

/** settings/locations of the company, loaded. */
export async function openLocations(page: Page, companyId: number): Promise<void> {
  await page.goto(`/company/${companyId}/dashboard/settings/locations`);
  await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
  await expect(page.locator("tr[data-location]").first()).toBeVisible();
}

/** The row of a location in the list. */
export const locationRow = (page: Page, name: string): Locator =>
  page.locator(`tr[data-location="${name.replaceAll('"', '\\"')}"]`);

/** The names of the listed locations, in their order. */
export async function listedLocations(page: Page): Promise<string[]> {
  const rows = await page.locator("tr[data-location]").all();
  return Promise.all(rows.map(async (row) => (await row.getAttribute("data-location")) ?? ""));
}

async function fillDetails(dialog: Locator, details: LocationDetails): Promise<void> {
  const fields: [keyof LocationDetails, string][] = [
    ["street", "Street address"],
    ["city", "City"],
    ["postalCode", "Postal code"],
    ["crsaStoreId", "CRSA store id"],
    ["phone", "Phone"],
  ];
  for (const [key, label] of fields) {
    const value = details[key];
    if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * Adds a location through the Add location dialog on settings/locations (opened first when the page is elsewhere)
 * and waits for its row. Answers nothing: read ids through the API if needed.
 */
export async function addLocation(
  page: Page,
  companyId: number,
  name: string,
  details: LocationDetails = {},
): Promise<void> {
  if (!page.url().endsWith("/settings/locations")) await openLocations(page, companyId);
  await page.getByRole("button", { name: "Add location" }).click();
  const dialog = page.getByRole("dialog", { name: "Add location" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await fillDetails(dialog, details);
  await dialog.getByRole("button", { name: "Add location" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `${name} was added` })).toBeVisible();
  await expect(locationRow(page, name)).toBeVisible();
}

/** Opens a location's edit dialog from its row's name. */
export async function editLocation(page: Page, name: string): Promise<Locator> {
  await locationRow(page, name).getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

export { fillDetails as fillLocationDetails };
