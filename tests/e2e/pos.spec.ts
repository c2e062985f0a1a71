// The POS side of the log-in page and the register shell (pos-and-accounts.md 2.2, 2.3, 2.9, 4, 5).
import { expect, test, type Page } from "@playwright/test";
import { demoDevice, demoGreenLeaf } from "@pos/functions/local/demo";
import { posNav } from "../../packages/web/src/routes/pos/pos-nav";
import { posLoadingSteps } from "../../packages/web/src/routes/pos/pos-loading-steps";
import {
  connectionBadge,
  loginUrl,
  posLoginUrl,
  queryStatus,
  readStored,
  reviewShot,
  settled,
  signInDevice,
  storeTokens,
  tokenKeys,
} from "./fixtures";
import { endOpenShift } from "./pos-register-fixtures";

/** These tests open the register without a shift, whatever an earlier spec left behind. */
test.beforeEach(async ({ request }) => endOpenShift(request, await signInDevice(request)));

const deviceFields = (page: Page) => ({
  deviceId: page.getByLabel("Device ID", { exact: true }),
  password: page.getByLabel("Password", { exact: true }),
  logIn: page.getByRole("button", { name: "Log in", exact: true }),
});

const favicon = (page: Page) => page.locator("link#favicon");

test("the toggle switches the log-in page between Dashboard and POS", async ({ page }) => {
  await page.goto("/loginV2");
  await expect(favicon(page)).toHaveAttribute("href", /favicon-dashboard\.svg$/);
  await page.getByRole("radio", { name: "POS" }).click();

  await expect(page).toHaveURL(posLoginUrl);
  await expect(page.getByRole("radio", { name: "POS" })).toBeChecked();
  await expect(page.getByText("Log in to the POS")).toBeVisible();
  const { deviceId, password, logIn } = deviceFields(page);
  await expect(deviceId).toBeVisible();
  await expect(password).toBeVisible();
  await expect(logIn).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Forgot device password?")).toBeVisible();
  await expect(
    page.getByText("This can be changed in Dashboard > Settings > POS > Device - change password"),
  ).toBeVisible();
  await expect(favicon(page)).toHaveAttribute("href", /favicon-pos\.svg$/);
  await reviewShot(page, "login-pos");

  await page.getByRole("radio", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(favicon(page)).toHaveAttribute("href", /favicon-dashboard\.svg$/);
});

test("the device form asks for the device id and the password, sending nothing", async ({ page }) => {
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().includes("/trpc/auth.deviceSignIn")) calls += 1;
  });
  await page.goto("/loginV2?mode=pos");
  const { deviceId, password, logIn } = deviceFields(page);

  await expect(deviceId).toBeFocused();
  await password.click();
  await expect(page.getByText("Please enter your device id")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toHaveCount(0);

  await logIn.click();
  await expect(page.getByText("Please enter your device id")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await expect(deviceId).toHaveAttribute("aria-invalid", "true");

  // Spaces alone are not a device id.
  await deviceId.fill("   ");
  await logIn.click();
  await expect(page.getByText("Please enter your device id")).toBeVisible();

  await deviceId.fill(demoDevice.deviceId);
  await expect(page.getByText("Please enter your device id")).toHaveCount(0);
  await password.fill("x");
  await expect(page.getByText("Please enter your password")).toHaveCount(0);
  expect(calls).toBe(0);
});

test("a wrong device password shows Invalid credentials and stores nothing", async ({ page }) => {
  await page.goto("/loginV2?mode=pos");
  const { deviceId, password, logIn } = deviceFields(page);
  await deviceId.fill(demoDevice.deviceId);
  await password.fill("Wrong#Device1");
  await logIn.click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not log in" })).toContainText(
    "Invalid credentials",
  );
  await expect(page).toHaveURL(posLoginUrl);
  expect(await readStored(page, tokenKeys.device)).toBeNull();
});

test("the register signs in and opens the POS sale screen with its navigation", async ({ page }) => {
  await page.goto("/loginV2?mode=pos");
  const { deviceId, password, logIn } = deviceFields(page);
  await deviceId.fill(demoDevice.deviceId);
  await password.fill(demoDevice.password);
  await logIn.click();

  await expect(page).toHaveURL(/\/pos\/sale$/);
  expect(await readStored(page, tokenKeys.device)).toMatch(/\S{20,}/);
  await expect(page.getByText(demoDevice.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`${demoDevice.location} · ${demoGreenLeaf.company.name}`)).toBeVisible();
  await expect(page).toHaveTitle(/^Register · /);

  const nav = page.getByRole("navigation", { name: "POS" });
  await expect(nav.getByRole("link")).toHaveText(["Register", "Sales", "Customers", "Settings"]);
  for (const item of posNav)
    await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("href", item.to);
  await expect(nav.getByRole("link", { name: "Register" })).toHaveAttribute("aria-current", "page");
  // No shift is open yet: the shift start screen shows, and End shift is there but disabled.
  await expect(page.getByText("No shift is open on this register.")).toBeVisible();
  await expect(page.getByRole("button", { name: "End shift" })).toBeDisabled();
  await expect(connectionBadge(page)).toHaveText("Connected");
  await expect(favicon(page)).toHaveAttribute("href", /favicon-pos\.svg$/);
  await reviewShot(page, "pos-shell");

  await nav.getByRole("link", { name: "Sales" }).click();
  await expect(page).toHaveURL(/\/pos\/payments$/);
  await expect(nav.getByRole("link", { name: "Sales" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/^Sales · /);
});

test("while the register loads, the first loading step shows", async ({ page, request }) => {
  await storeTokens(page, { [tokenKeys.device]: await signInDevice(request) });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/trpc/device.identity*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/pos/sale");
  const loading = page.getByRole("status").filter({ hasText: posLoadingSteps[0] });
  await expect(loading.getByRole("paragraph")).toHaveText(posLoadingSteps[0]);
  await expect(loading.getByRole("listitem")).toHaveText([...posLoadingSteps]);
  await expect(page.getByRole("navigation", { name: "POS" })).toHaveCount(0);
  release();
  await expect(page.getByRole("navigation", { name: "POS" })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test("a stored device session is offered on the POS log-in; the side menu's Back to login page keeps it", async ({
  page,
  request,
}) => {
  const token = await signInDevice(request);
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/loginV2?mode=pos");
  const resume = page.getByRole("button", { name: /Continue active session/ });
  await expect(resume).toContainText(`${demoDevice.deviceId} · ${demoDevice.name}`);
  await resume.click();
  await expect(page).toHaveURL(/\/pos\/sale$/);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText(demoDevice.name)).toBeVisible();
  await settled(menu);
  const links = menu.getByRole("navigation", { name: "POS menu" }).getByRole("link");
  await expect(links).toHaveText(posNav.map((item) => item.menuLabel));
  await expect(menu.getByRole("link", { name: "POS register" })).toBeFocused();
  await expect(menu.getByRole("button", { name: "End shift" })).toBeDisabled();

  await menu.getByRole("link", { name: "Customers" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/pos\/customers$/);

  await page.getByRole("button", { name: "Open menu" }).click();
  await settled(menu);
  await menu.getByRole("button", { name: "Back to login page" }).click();
  await expect(page).toHaveURL(posLoginUrl);
  await expect(deviceFields(page).deviceId).toBeVisible();
  // Issue 15.6: the register stays signed in, so the cashier continues without the device password.
  expect(await readStored(page, tokenKeys.device)).toBe(token);
  expect(await queryStatus(request, "device.getCurrent", token)).toBe(200);
  await page.getByRole("button", { name: /Continue active session/ }).click();
  await expect(page).toHaveURL(/\/pos\/sale$/);
  await expect(page.getByText("No shift is open on this register.")).toBeVisible();
});
