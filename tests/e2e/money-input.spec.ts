// Issue 15.3: every money input takes dollars as people type them and stores cents (dashboard.md 5's rules kept).
import { expect, test, type Page } from "@playwright/test";
import { demoEmployees } from "@pos/functions/local/demo";
import { settled, signInDevice, signInOwner, storeTokens, tokenKeys } from "./fixtures";
import { trpcQuery, unique } from "./employees-fixtures";
import { productIdOf, productPaths, readProduct } from "./product-form-fixtures";
import { endOpenShift, registerWithShift, toast } from "./pos-register-fixtures";

const [alex] = demoEmployees;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a new product's price typed as 12.34 is $12.34", async ({ page, request }) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(productPaths(owner.companyId).add);
  const name = unique("Typed price");
  await field(page, "Name").fill(name);
  const price = field(page, "Retail price");
  await expect(price).toHaveValue("0.00");
  // A click lands the caret anywhere in "0.00": the content is selected, so typing replaces it.
  await price.click({ position: { x: 8, y: 8 } });
  await page.keyboard.type("12.34");
  await expect(price).toHaveValue("12.34");
  await field(page, "Cost").click();
  await page.keyboard.type("5");
  await field(page, "Deposit fee").click();
  await expect(field(page, "Cost")).toHaveValue("5.00");
  // Letters and a second point are not taken; the caret stays where the digit was typed.
  await page.keyboard.type("1a.2.5x9");
  await expect(field(page, "Deposit fee")).toHaveValue("1.25");
  await page.keyboard.press("Home");
  await page.keyboard.type("3");
  await expect(field(page, "Deposit fee")).toHaveValue("31.25");

  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  const saved = await readProduct(request, owner.token, owner.companyId, await productIdOf(page));
  expect([saved.price, saved.purchasePrice]).toEqual([1234, 500]);
});

test("a cash drop typed as 50 records $50.00", async ({ page, request }) => {
  const token = await registerWithShift(request);
  try {
    await storeTokens(page, { [tokenKeys.device]: token });
    await page.goto("/pos/sale");
    await expect(page.getByRole("banner").getByRole("button", { name: alex.name })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await settled(menu);
    await menu.getByRole("button", { name: "Cash drop" }).click();
    const drop = page.getByRole("dialog", { name: "Cash drop" });
    await expect(menu).toBeHidden();
    await settled(drop);
    await drop.getByLabel("Amount").click();
    await page.keyboard.type("50");
    await expect(drop.getByLabel("Amount")).toHaveValue("50");
    await drop.getByLabel("Your passcode").fill(alex.passcode);
    await expect(drop.getByLabel("Amount")).toHaveValue("50.00");
    await drop.getByRole("button", { name: "Record cash drop" }).click();
    await expect(toast(page, "Cash drop of $50.00 recorded")).toBeVisible();
  } finally {
    await endOpenShift(request, token);
  }
});

test("a starting float typed as 300 starts the shift with $300.00", async ({ page, request }) => {
  const token = await signInDevice(request);
  await endOpenShift(request, token);
  try {
    await storeTokens(page, { [tokenKeys.device]: token });
    await page.goto("/pos/sale");
    await expect(page.getByText("No shift is open on this register.")).toBeVisible();
    await page.getByLabel("Starting float").click();
    await page.keyboard.type("300");
    await page.getByLabel("Your passcode").fill(alex.passcode);
    await expect(page.getByLabel("Starting float")).toHaveValue("300.00");
    await page.getByRole("button", { name: "Start Shift" }).click();
    await expect(page.getByText("No shift is open on this register.")).toHaveCount(0);
    const { data } = await trpcQuery(request, "shifts.current", undefined, token);
    expect((data as { shift: { startCash: number } | null }).shift?.startCash).toBe(30000);
  } finally {
    await endOpenShift(request, token);
  }
});
