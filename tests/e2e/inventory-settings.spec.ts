// settings/inventory on a freshly registered Alberta store: lot tracking starts on; off shows the red alert.
import { expect, test } from "@playwright/test";
import { readyOwner, strongPassword, toast } from "./account-fixtures";
import { reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const albertaAlert = "All Alberta stores should have lot tracking enabled!";

test("an Alberta owner turns lot tracking off and sees the alert; settings are saved", async ({
  page,
  request,
}) => {
  const store = await readyOwner(request, "invsettings");
  const session = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  await page.goto(`/company/${store.companyId}/dashboard/settings/inventory`);
  await expect(page.getByRole("heading", { name: "Inventory settings", level: 1 })).toBeVisible();

  const lotTracking = page.getByRole("switch", { name: "Lot tracking" });
  await expect(lotTracking).toBeChecked();
  await expect(
    page.getByRole("switch", { name: "Block sales of stock that is not there" }),
  ).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Hide empty inventory" })).toBeChecked();
  await expect(page.getByText(albertaAlert)).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Replace/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Weighted average/ })).toBeChecked();

  await lotTracking.click();
  await expect(page.getByText(albertaAlert)).toBeVisible();
  await page.getByRole("switch", { name: "Block sales of stock that is not there" }).click();
  await page.getByRole("radio", { name: /Relative/ }).click();
  await page.getByRole("radio", { name: /Last cost/ }).click();
  await page.getByLabel("Default reorder point").fill("2.5");
  await expect(
    page.getByText("The default reorder point is a whole number from 0 to 1,000,000"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await page.getByLabel("Default reorder point").fill("6");
  await reviewShot(page, "inventory-settings");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Inventory settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByText(albertaAlert)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Lot tracking" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Block sales of stock that is not there" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Relative/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Last cost/ })).toBeChecked();
  await expect(page.getByLabel("Default reorder point")).toHaveValue("6");
});
