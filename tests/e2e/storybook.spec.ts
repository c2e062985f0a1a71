// Issue 22: /admin/v2/storybook, the live gallery of the product's own components.
import { expect, test } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

test("the storybook shows each component live in its states", async ({ page, request }) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  await page.goto("/admin/v2/storybook");
  await expect(page.getByRole("heading", { name: "Storybook", level: 1 })).toBeVisible();
  for (const story of ["Buttons", "Text inputs", "Money input", "Choices", "Tables", "Dialogs", "Toasts"])
    await expect(page.getByRole("heading", { name: story, exact: true })).toBeVisible();

  const buttons = page.getByRole("region", { name: "Buttons" });
  await expect(buttons.getByRole("button", { name: "Disabled" }).first()).toBeDisabled();

  const money = page.getByRole("textbox", { name: "Money", exact: true });
  await money.fill("45.5");
  await money.blur();
  await expect(page.getByText("4550 cents = $45.50")).toBeVisible();

  await page.getByRole("region", { name: "Tables" }).getByRole("button", { name: "Price" }).first().click();
  await expect(page.getByText("No products yet")).toBeVisible();

  await page.getByRole("button", { name: "Success" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: '"Blue Dream" was saved' }),
  ).toBeVisible();

  await page.getByRole("button", { name: "A refused delete…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This product is used by 3 open purchase orders.");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Copy device id" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Copied" })).toBeVisible();
  await reviewShot(page, "storybook");
});
