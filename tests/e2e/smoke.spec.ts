import { expect, test } from "@playwright/test";

test("the app opens on the sign-in page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/loginV2$/);
});
