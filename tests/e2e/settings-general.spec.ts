// Issue 22, settings/general: a newly registered store names itself, gives its address and tax number, turns on
// penny rounding, sees each bad value refused on its field, and finds everything saved after a reload.
import { expect, test } from "@playwright/test";
import { readyOwner, strongPassword, toast } from "./account-fixtures";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

/** A 1×1 green PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("the owner edits the general settings with validation, and they are kept", async ({ page, request }) => {
  const store = await readyOwner(request, "general");
  const session = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${store.companyId}/dashboard/settings/general`);
  await expect(page.getByRole("heading", { name: "General settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue(store.companyName);
  await expect(page.getByRole("switch", { name: "Penny rounding" })).not.toBeChecked();
  await expect(page.getByLabel("Daily overtime after (hours)")).toHaveValue("8");
  await expect(page.getByLabel("Weekly overtime after (hours)")).toHaveValue("44");

  const name = `${store.companyName} Cannabis`;
  await page.getByLabel("Company name").fill(name);
  await page.getByLabel("Legal name").fill("2345678 Ontario Inc.");
  await page.getByLabel("Phone").fill("416-555");
  await page.getByLabel("Street address").fill("100 King St W");
  await page.getByLabel("City").fill("Toronto");
  await page.getByLabel("Postal code").fill("90210");
  await page.getByLabel("GST/HST registration number").fill("987654321 RT0001");
  await page.getByRole("switch", { name: "Penny rounding" }).click();
  await page.getByLabel("Weekly overtime after (hours)").fill("40");
  await page
    .getByLabel("Upload logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Enter a phone number of 10 or 11 digits (an optional leading +)"),
  ).toBeVisible();
  await reviewShot(page, "settings-general-invalid");

  await page.getByLabel("Phone").fill("(416) 555-0199");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a Canadian postal code like A1A 1A1")).toBeVisible();
  await page.getByLabel("Postal code").fill("m5h1j9");
  await pickOption(page.getByRole("combobox", { name: "Province" }), "Ontario");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "General settings saved")).toBeVisible();
  await expect(page.getByLabel("Postal code")).toHaveValue("M5H 1J9");
  await expect(page.getByRole("complementary").or(page.locator("aside")).first()).toContainText(name);
  await expect(page.getByRole("img", { name: `${name} logo` })).toBeVisible();
  await reviewShot(page, "settings-general");

  await page.reload();
  await expect(page.getByLabel("Company name")).toHaveValue(name);
  await expect(page.getByLabel("Legal name")).toHaveValue("2345678 Ontario Inc.");
  await expect(page.getByLabel("Phone")).toHaveValue("(416) 555-0199");
  await expect(page.getByLabel("GST/HST registration number")).toHaveValue("987654321 RT0001");
  await expect(page.getByRole("combobox", { name: "Province" })).toContainText("Ontario");
  await expect(page.getByRole("switch", { name: "Penny rounding" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();
  await expect(page.getByLabel("Weekly overtime after (hours)")).toHaveValue("40");

  await pickOption(page.getByRole("combobox", { name: "Province" }), "None");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "General settings saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Province" })).toContainText("None");
});
