// A register session in the browser: shift start, float count, employee hours, cash movements, end of shift
// (pos-and-accounts.md 2.8-2.11, 4, 5, 8; dashboard.md 2, 8).
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { demoDevice, demoEmployees } from "@pos/functions/local/demo";
import { onboardingPasscode } from "../../packages/web/src/features/shift-start/onboarding";
import { longShiftWarning } from "../../packages/web/src/routes/pos/long-shift";
import { reviewShot, settled, signInDevice, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

const [alex, sam] = demoEmployees;

test.use({ viewport: { width: 1024, height: 768 } });

/** Each test starts without an open shift on the demo register, whatever an earlier one left behind. */
test.beforeEach(async ({ request }) => {
  const token = await signInDevice(request);
  const response = await request.get("/trpc/shifts.current", {
    headers: { authorization: `Bearer ${token}` },
  });
  const current = (await response.json()).result.data.json as { shift: { id: string } | null };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: alex.passcode }, token);
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Types a count into one denomination field of the open cash-count modal. */
async function count(modal: Locator, denomination: string, value: string) {
  await modal.getByLabel(denomination, { exact: true }).fill(value);
}

/** Opens the register signed in (signing in through the form is pos.spec.ts's subject). */
async function openRegister(page: Page, request: APIRequestContext) {
  await storeTokens(page, { [tokenKeys.device]: await signInDevice(request) });
  await page.goto("/pos/sale");
  await expect(page).toHaveURL(/\/pos\/sale$/);
}

async function hoursAction(page: Page, passcode: string, action: "Clock in" | "Break" | "Clock out") {
  const dialog = page.getByRole("dialog", { name: "Select employee" });
  await dialog.getByLabel("Passcode", { exact: true }).fill(passcode);
  await dialog.getByRole("button", { name: action, exact: true }).click();
}

const badgeOf = (page: Page, name: string) =>
  page.getByRole("dialog", { name: "Select employee" }).getByRole("listitem").filter({ hasText: name });

test("a cashier runs a whole shift on the register", async ({ page, request }) => {
  await openRegister(page, request);

  // Shift start screen (2.8).
  await expect(page.getByText("No shift is open on this register.")).toBeVisible();
  await expect(page.getByText(demoDevice.location, { exact: true })).toBeVisible();
  await expect(page.getByText(demoDevice.deviceId, { exact: true })).toBeVisible();
  const startButton = page.getByRole("button", { name: "Start Shift" });
  await expect(startButton).toBeDisabled();
  await expect(startButton).toHaveAttribute("title", "Passcode required");
  await expect(page.getByRole("button", { name: "Starting a shift" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ending a shift" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout of this device" })).toBeVisible();
  await expect(page.getByRole("button", { name: "End shift" })).toBeDisabled();

  await page.getByRole("button", { name: "Add notes (optional)" }).click();
  await page.getByLabel("Notes").fill("Drawer from the safe");
  await expect(page.getByRole("button", { name: "Hide" })).toBeVisible();
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByLabel("Notes")).toHaveCount(0);
  await page.getByRole("button", { name: "Add notes (optional)" }).click();
  await page.getByLabel("Notes").fill("Drawer from the safe");

  // The float, counted with the Calculator (2.10): digits only, empty as nothing, a running total.
  await page.getByRole("button", { name: "Calculator" }).click();
  const startCount = page.getByRole("dialog", { name: "Start Float Count" });
  await expect(startCount.getByRole("group", { name: "Coins" }).getByRole("textbox")).toHaveCount(5);
  await expect(startCount.getByRole("group", { name: "Bills" }).getByRole("textbox")).toHaveCount(5);
  await expect(startCount.getByRole("button", { name: "Continue" })).toBeDisabled();
  await count(startCount, "$0.25", "a3-.");
  await expect(startCount.getByLabel("$0.25", { exact: true })).toHaveValue("3");
  await count(startCount, "$20.00", "10");
  await count(startCount, "$5.00", "4");
  await count(startCount, "$1.00", "");
  await expect(startCount.getByTestId("count-total")).toHaveText("$220.75");
  await reviewShot(page, "pos-start-float-count");
  await startCount.getByRole("button", { name: "Continue" }).click();
  await expect(startCount).toBeHidden();
  await expect(page.getByLabel("Starting float")).toHaveValue("220.75");
  await expect(page.getByText("Counted with the calculator")).toBeVisible();

  await page.getByLabel("Your passcode").fill("98x76");
  await expect(page.getByLabel("Your passcode")).toHaveValue("9876");
  await expect(startButton).toBeEnabled();
  await reviewShot(page, "pos-shift-start");
  await startButton.click();
  await expect(toast(page, "Invalid passcode")).toBeVisible();
  await expect(page.getByText("No shift is open on this register.")).toBeVisible();

  await page.getByLabel("Your passcode").fill(alex.passcode);
  await startButton.click();
  await expect(toast(page, `Clocked in as ${alex.name}`)).toBeVisible();
  await expect(page.getByText("No shift is open on this register.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "End shift" })).toBeEnabled();
  const employeeButton = page.getByRole("banner").getByRole("button", { name: alex.name });
  await expect(employeeButton).toBeVisible();
  await reviewShot(page, "pos-shift-open");

  // Employee hours (2.11).
  await employeeButton.click();
  const dialog = page.getByRole("dialog", { name: "Select employee" });
  await expect(dialog.getByTestId("current-employee")).toHaveText(alex.name);
  await expect(badgeOf(page, alex.name)).toContainText("Tracking hours");
  await expect(badgeOf(page, sam.name)).toContainText("Not tracking");
  await hoursAction(page, sam.passcode, "Clock in");
  await expect(toast(page, `Clocked in as ${sam.name}`)).toBeVisible();
  await expect(dialog.getByTestId("current-employee")).toHaveText(sam.name);
  await expect(badgeOf(page, sam.name)).toContainText("Tracking hours");
  await expect(dialog.getByLabel("Passcode", { exact: true })).toHaveValue("");
  await reviewShot(page, "pos-employee-select");

  await hoursAction(page, sam.passcode, "Break");
  await expect(toast(page, "Started break")).toBeVisible();
  await expect(badgeOf(page, sam.name)).toContainText("On break");
  await expect(dialog.getByTestId("current-employee")).toHaveText("None");

  await hoursAction(page, "9753", "Clock in");
  await expect(toast(page, "Invalid passcode")).toBeVisible();

  await hoursAction(page, sam.passcode, "Clock in");
  // The first clock-in's toast may still be leaving.
  await expect(toast(page, `Clocked in as ${sam.name}`).filter({ visible: true }).first()).toBeVisible();
  await expect(badgeOf(page, sam.name)).not.toContainText("On break");
  await dialog.getByRole("button", { name: "Clear current employee" }).click();
  await expect(toast(page, "Current employee cleared")).toBeVisible();
  await expect(dialog.getByTestId("current-employee")).toHaveText("None");

  await hoursAction(page, sam.passcode, "Clock out");
  await expect(toast(page, "Clocked out").first()).toBeVisible();
  await expect(badgeOf(page, sam.name)).toContainText("Not tracking");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Select employee" })).toBeVisible();

  // Cash movements from the side menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await settled(menu);
  await expect(menu.getByRole("button", { name: "End shift" })).toBeEnabled();
  await reviewShot(page, "pos-side-menu");
  await menu.getByRole("button", { name: "Cash drop" }).click();
  const drop = page.getByRole("dialog", { name: "Cash drop" });
  await drop.getByLabel("Your passcode").fill(alex.passcode);
  await drop.getByRole("button", { name: "Record cash drop" }).click();
  await expect(drop.getByText("Enter an amount")).toBeVisible();
  await drop.getByLabel("Amount").fill("50");
  await drop.getByLabel("Note (optional)").fill("To the safe");
  await reviewShot(page, "pos-cash-drop");
  await drop.getByRole("button", { name: "Record cash drop" }).click();
  await expect(toast(page, "Cash drop of $50.00 recorded")).toBeVisible();
  await expect(drop).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Pay out" }).click();
  const payOut = page.getByRole("dialog", { name: "Pay out" });
  await payOut.getByLabel("Amount").fill("12.50");
  await payOut.getByLabel("Note (optional)").fill("Cleaning supplies");
  await payOut.getByLabel("Your passcode").fill(sam.passcode);
  await payOut.getByRole("button", { name: "Record pay out" }).click();
  await expect(toast(page, "Pay out of $12.50 recorded")).toBeVisible();

  // Alex clocks out; the shift goes on without a current employee.
  await page.getByRole("banner").getByRole("button", { name: "Select employee" }).click();
  await hoursAction(page, alex.passcode, "Clock out");
  await expect(badgeOf(page, alex.name)).toContainText("Not tracking");
  await page.keyboard.press("Escape");

  // End of shift (2.9): the float count, then the passcode.
  await page.getByRole("banner").getByRole("button", { name: "End shift" }).click();
  const end = page.getByRole("dialog", { name: "Float count" });
  await expect(end.getByRole("button", { name: "Skip or add counts to proceed" })).toBeDisabled();
  await expect(end.getByText("Float counts can be added on the Dashboard")).toBeVisible();
  await end.getByLabel("Count later").check();
  await expect(end.getByRole("button", { name: "Next" })).toBeEnabled();
  await end.getByLabel("Count later").uncheck();
  await count(end, "$20.00", "7");
  await count(end, "$5.00", "3");
  await count(end, "$2.00", "1");
  await count(end, "$0.25", "1");
  await expect(end.getByTestId("count-total")).toHaveText("$157.25");
  await reviewShot(page, "pos-end-float-count");
  await end.getByRole("button", { name: "Next" }).click();

  const confirm = page.getByRole("dialog", { name: "End your shift" });
  await expect(confirm.getByText("Counted float: $157.25")).toBeVisible();
  await expect(confirm.getByText("You can print your end-of-shift receipt after ending")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "End shift" })).toBeDisabled();
  await confirm.getByLabel("Your passcode").fill("9753");
  await confirm.getByRole("button", { name: "End shift" }).click();
  await expect(confirm.getByText("There was an error finishing this shift")).toBeVisible();
  await expect(confirm.getByText("Invalid passcode")).toBeVisible();
  await reviewShot(page, "pos-end-passcode");

  await confirm.getByLabel("Your passcode").fill(alex.passcode);
  await confirm.getByRole("button", { name: "End shift" }).click();

  // A full reload to the sale route with the last shift's receipt, then the route is the sale route again.
  await page.waitForURL(/\/pos\/sale\?lastShiftId=/);
  await expect(page).toHaveURL(/\/pos\/sale$/);
  const receipt = page.getByRole("dialog", { name: "Receipt" });
  await expect(receipt.getByLabel("Show inventory sold")).toBeVisible();
  await expect(receipt.getByText("Counted float")).toBeVisible();
  // Started with $220.75, dropped $50.00 and paid out $12.50: $158.25 expected, $157.25 counted.
  for (const figure of ["$220.75", "$158.25", "$157.25", "-$1.00", "$50.00", "$12.50"])
    await expect(receipt.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(receipt.getByRole("button", { name: "Print end-of-shift receipt" })).toBeEnabled();
  await receipt.getByLabel("Show inventory sold").check();
  await expect(receipt.getByLabel("Show inventory sold")).toBeChecked();
  await expect(receipt.getByRole("button", { name: "Print end-of-shift receipt" })).toBeEnabled();
  await reviewShot(page, "pos-receipt");
  await page.keyboard.press("Escape");
  await expect(page.getByText("No shift is open on this register.")).toBeVisible();
  await page.getByRole("button", { name: "View last shift" }).click();
  await expect(page.getByRole("dialog", { name: "Receipt" })).toBeVisible();
});

test("the onboarding start screen welcomes, prefills and explains the float", async ({ page, request }) => {
  // The page's clock runs as usual until the end, where it jumps ahead instead of the test waiting.
  await page.clock.install();
  await storeTokens(page, { [tokenKeys.device]: await signInDevice(request) });
  await page.goto("/pos/sale?onboarding=true");
  await expect(page).toHaveURL(/\/pos\/sale$/);
  await expect(toast(page, "Welcome onboard!")).toContainText(
    `Your default passcode is ${onboardingPasscode}`,
  );
  await expect(page.getByLabel("Your passcode")).toHaveValue(onboardingPasscode);
  await expect(page.getByLabel("Starting float")).toHaveValue("300.00");
  await expect(page.getByRole("tooltip")).toHaveText(
    "A starting float is required. For instance, type: $300.00",
  );
  await expect(page.getByRole("button", { name: "Start Shift" })).toBeEnabled();
  await reviewShot(page, "pos-onboarding");

  await page.getByRole("button", { name: "Ending a shift" }).click();
  const help = page.getByRole("dialog", { name: "Ending a shift" });
  await expect(help.getByRole("listitem")).toHaveCount(3);
  await page.keyboard.press("Escape");
  // The welcome never closes by itself, not even well after a toast's usual few seconds.
  await page.clock.fastForward(10_000);
  await expect(toast(page, "Welcome onboard!")).toBeVisible();
});

test("a shift older than 24 hours is flagged", async ({ page, request }) => {
  const token = await signInDevice(request);
  await trpcMutation(request, "shifts.start", { startingFloat: 10_000, passcode: alex.passcode }, token);
  try {
    await page.clock.install({ time: Date.now() + 86_400_000 + 60_000 });
    await storeTokens(page, { [tokenKeys.device]: token });
    await page.goto("/pos/sale");
    await expect(page.getByText(longShiftWarning)).toBeVisible();
    await reviewShot(page, "pos-long-shift");
  } finally {
    await trpcMutation(request, "shifts.end", { floatCount: null, password: alex.passcode }, token);
  }
});

test("the register works with the keyboard alone, and a shift ends with Count later", async ({
  page,
  request,
}) => {
  const token = await signInDevice(request);
  await trpcMutation(request, "shifts.start", { startingFloat: 5_000, passcode: alex.passcode }, token);
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/pos/sale");

  await page.getByRole("banner").getByRole("button", { name: alex.name }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Select employee" });
  await expect(dialog.getByLabel("Passcode", { exact: true })).toBeFocused();
  await page.keyboard.type(sam.passcode);
  await page.keyboard.press("Enter");
  await expect(toast(page, `Clocked in as ${sam.name}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("button", { name: sam.name })).toBeFocused();

  await page.getByRole("banner").getByRole("button", { name: "End shift" }).focus();
  await page.keyboard.press("Enter");
  const end = page.getByRole("dialog", { name: "Float count" });
  await end.getByLabel("Count later").focus();
  await page.keyboard.press("Space");
  await expect(end.getByLabel("$0.05", { exact: true })).toBeDisabled();
  await end.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "End your shift" });
  await expect(confirm.getByText("Count later: Float counts can be added on the Dashboard")).toBeVisible();
  await expect(confirm.getByLabel("Your passcode")).toBeFocused();
  await page.keyboard.type(sam.passcode);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/pos\/sale\?lastShiftId=/);
  await expect(page.getByRole("dialog", { name: "Receipt" })).toBeVisible();
  await expect(page).toHaveURL(/\/pos\/sale$/);
});
