// The register's settings page (pos-and-accounts.md 2.1 /pos/settings, 3 "Device preference", 9 defaults).
import { expect, test } from "@playwright/test";
import { reviewShot, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { endOpenShift, registerWithShift, shot, toast } from "./pos-register-fixtures";

test.use({ viewport: { width: 1024, height: 768 } });

let token = "";

test.beforeEach(async ({ request }) => {
  token = await registerWithShift(request);
  await trpcMutation(request, "devicePreferences.update", { key: "audio", booleanValue: false }, token);
});

test.afterEach(async ({ request }) => {
  await trpcMutation(request, "devicePreferences.update", { key: "audio", booleanValue: false }, token);
  await endOpenShift(request, token);
});

test("shows the register's preferences with their defaults, and a switch is saved at once", async ({
  page,
}) => {
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/pos/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  for (const group of ["Payment options", "Products", "Customers", "Sale", "Sound and printing"])
    await expect(page.getByRole("heading", { name: group, level: 2 })).toBeVisible();

  const on = ["Cash", "Credit", "Debit", "Other"];
  const alsoOn = [
    "Open variants when a product with variants is chosen",
    "Hide products with no stock",
    "Show the legal date of birth",
    "Show a notice when a sale is parked",
  ];
  const off = [
    "E-transfer",
    "Loyalty points",
    "Play sounds",
    "Print the receipt after each sale",
    "Clear the employee after each sale",
    "Expanded product listings",
  ];
  for (const name of [...on, ...alsoOn])
    await expect(page.getByRole("switch", { name, exact: true })).toBeChecked();
  for (const name of off) await expect(page.getByRole("switch", { name, exact: true })).not.toBeChecked();
  await shot(page, "settings-defaults");
  await reviewShot(page, "pos-settings");

  const sounds = page.getByRole("switch", { name: "Play sounds", exact: true });
  await sounds.click();
  await expect(sounds).toBeChecked();
  await expect(toast(page, "Play sounds: on")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Play sounds", exact: true })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Cash", exact: true })).toBeChecked();

  await page.getByRole("switch", { name: "Play sounds", exact: true }).press("Space");
  await expect(toast(page, "Play sounds: off")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Play sounds", exact: true })).not.toBeChecked();
});

test("with 'Show the legal date of birth' off, the register's customer form leaves it out", async ({
  page,
  request,
}) => {
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/pos/customers/add");
  await page.getByLabel("Birthday").fill("1990-04-02");
  await expect(page.getByTestId("legal-date-of-birth")).toContainText("Of legal age since");

  await trpcMutation(
    request,
    "devicePreferences.update",
    { key: "showLegalDateOfBirth", booleanValue: false },
    token,
  );
  try {
    await page.reload();
    await page.getByLabel("Birthday").fill("1990-04-02");
    await expect(page.getByLabel("Birthday")).toHaveValue("1990-04-02");
    await expect(page.getByTestId("legal-date-of-birth")).toHaveCount(0);
  } finally {
    await trpcMutation(
      request,
      "devicePreferences.update",
      { key: "showLegalDateOfBirth", booleanValue: true },
      token,
    );
  }
});
