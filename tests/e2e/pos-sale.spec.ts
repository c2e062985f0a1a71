// The sale screen /pos/sale: cart, customer, discounts, limits, tenders and checkout (pos-and-accounts.md 3-6).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoEmployees } from "@pos/functions/local/demo";
import { createRole, trpcQuery, unique, uniquePasscode } from "./employees-fixtures";
import { reviewShot, signInDevice, signInOwner, storeTokens, trpcMutation } from "./fixtures";

const [alex, sam, jordan] = demoEmployees;
const atlanticDiesel = { name: "Atlantic Diesel 28 g", barcode: "0628417005182" };

test.use({ viewport: { width: 1024, height: 768 } });

async function endOpenShift(request: APIRequestContext) {
  const token = await signInDevice(request);
  const response = await request.get("/trpc/shifts.current", {
    headers: { authorization: `Bearer ${token}` },
  });
  const current = (await response.json()).result.data.json as { shift: { id: string } | null };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: alex.passcode }, token);
}

/** Each test starts and ends without an open shift on the demo register. */
test.beforeEach(async ({ request }) => endOpenShift(request));
test.afterEach(async ({ request }) => endOpenShift(request));

/** The demo register with a shift started by Alex (who is then clocked in), open on /pos/sale. */
async function openRegister(page: Page, request: APIRequestContext, options = { clockedIn: true }) {
  const token = await signInDevice(request);
  await trpcMutation(request, "shifts.start", { startingFloat: 30000, passcode: alex.passcode }, token);
  if (!options.clockedIn) await trpcMutation(request, "hours.clearCurrent", null, token);
  await storeTokens(page, { deviceAuthToken: token });
  await page.goto("/pos/sale");
  if (options.clockedIn) await expect(page.getByRole("button", { name: alex.name })).toBeVisible();
  // The catalogue has loaded: the scanner listens from then on.
  await expect(page.getByRole("list", { name: "Products" }).getByRole("button").first()).toBeVisible();
  return token;
}

const cart = (page: Page) => page.getByRole("region", { name: "Cart" });
const cartLine = (page: Page, name: string) => cart(page).getByRole("listitem", { name });

async function addBySearch(page: Page, text: string, name: string) {
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill(text);
  await expect(
    page.getByRole("list", { name: "Products" }).getByRole("button", { name }).first(),
  ).toBeVisible();
  await search.press("Enter");
  await expect(cartLine(page, name)).toBeVisible();
}

test("a cashier sells three products to a customer with a discount, split between debit and cash", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const owner = await signInOwner(request);
  const discountName = `E2E Staff 10% ${stamp}`;
  await trpcMutation(
    request,
    "discounts.create",
    {
      companyId: owner.companyId,
      discount: { name: discountName, kind: "percentage", value: 10, salesChannels: ["POS"] },
    },
    owner.token,
  );
  const token = await openRegister(page, request);
  const customerName = `Casey Buyer ${stamp}`;
  await trpcMutation(
    request,
    "customers.pos.create",
    { customer: { name: customerName, birthday: "1990-05-01" } },
    token,
  );

  await expect(cart(page).getByText("The cart is empty")).toBeVisible();
  await addBySearch(page, "Cherry Pie", "Cherry Pie 3.5 g");
  await addBySearch(page, "FL-002", "Tahoe OG 3.5 g");
  await addBySearch(page, "Sour Tangie", "Sour Tangie Pre-roll 1 x 1 g");
  await cartLine(page, "Sour Tangie Pre-roll 1 x 1 g").getByRole("button", { name: "One more" }).click();
  await expect(cartLine(page, "Sour Tangie Pre-roll 1 x 1 g").getByLabel("Quantity")).toHaveText("2");

  await cart(page).getByRole("button", { name: "Add customer" }).click();
  const customerDialog = page.getByRole("dialog", { name: "Add customer" });
  await customerDialog.getByRole("searchbox", { name: "Search customers" }).fill(customerName);
  await customerDialog.getByRole("button", { name: new RegExp(customerName) }).click();
  await expect(cart(page).getByLabel("Customer", { exact: true })).toContainText(customerName);

  await cart(page).getByRole("button", { name: "Discount" }).click();
  await page.getByRole("menuitemcheckbox", { name: new RegExp(discountName) }).click();
  await page.keyboard.press("Escape");
  await expect(cartLine(page, "Cherry Pie 3.5 g").getByText(discountName)).toBeVisible();
  await expect(cart(page).getByLabel("Totals")).toContainText("Discounts");
  await reviewShot(page, "pos-sale-cart");
  await page.setViewportSize({ width: 1280, height: 800 });
  await reviewShot(page, "pos-sale-cart-1280");
  await page.setViewportSize({ width: 1024, height: 768 });

  await page.keyboard.press("F9");
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "Debit", exact: true }).click();
  await tender.getByLabel("Debit amount").fill("20.00");
  await tender.getByRole("button", { name: "Add Debit" }).click();
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText("Debit");
  await tender.getByRole("button", { name: "Cash", exact: true }).click();
  const quick = tender.getByRole("group", { name: "Quick amounts" }).getByRole("button");
  await quick.nth(1).click();
  await expect(tender.getByTestId("change-due")).not.toHaveText("$0.00");
  await reviewShot(page, "pos-sale-tender");
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=[^&]+$/);
  const paymentId = new URL(page.url()).searchParams.get("paymentId");
  expect(paymentId).toBeTruthy();
});

test("a sale over 30 g is refused until a manager approves it with a passcode", async ({ page, request }) => {
  await openRegister(page, request, { clockedIn: false });
  const noEmployee = page.getByText("No employee is clocked in. Select an employee to take payments.");
  await expect(noEmployee).toBeVisible();
  await reviewShot(page, "pos-sale-no-employee");
  await page.getByRole("button", { name: "Select employee" }).first().click();
  const employees = page.getByRole("dialog", { name: "Select employee" });
  await employees.getByLabel("Passcode", { exact: true }).fill(alex.passcode);
  await employees.getByRole("button", { name: "Clock in", exact: true }).click();
  await expect(noEmployee).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(employees).toBeHidden();
  await addBySearch(page, "FL-005", atlanticDiesel.name);
  await page.keyboard.press("Escape");
  await page.locator("body").click({ position: { x: 5, y: 700 } });
  await page.keyboard.press("+");
  await expect(cartLine(page, atlanticDiesel.name).getByLabel("Quantity")).toHaveText("2");
  await expect(cart(page).getByTestId("cannabis-grams")).toHaveText("56 g of 30 g");
  await expect(cart(page).getByText("Over the limit: a manager must approve this sale.")).toBeVisible();

  await cart(page).getByRole("button", { name: /^Pay/ }).click();
  const limit = page.getByRole("dialog", { name: "Over the purchase limit" });
  await expect(limit).toContainText("This sale is 56 g of dried cannabis equivalent, over the 30 g limit.");
  await limit.getByLabel("Manager passcode").fill(sam.passcode);
  await limit.getByRole("button", { name: "Approve" }).click();
  await expect(limit.getByRole("alert")).toHaveText(
    `${sam.name} does not have permission to approve a sale over the purchase limit`,
  );
  await reviewShot(page, "pos-sale-limit");
  await limit.getByLabel("Manager passcode").fill(jordan.passcode);
  await limit.getByRole("button", { name: "Approve" }).click();

  const tender = page.getByRole("dialog", { name: "Take payment" });
  await expect(tender).toBeVisible();
  await tender.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=/);
});

test("a barcode scanner adds the product without touching the screen; a manager approves a price", async ({
  page,
  request,
}) => {
  await openRegister(page, request);
  const line = cartLine(page, atlanticDiesel.name);
  await page.getByRole("searchbox", { name: "Search products" }).blur();
  // A keyboard wedge: the digits and the Enter a few milliseconds apart.
  await page.keyboard.type(`${atlanticDiesel.barcode}\n`, { delay: 5 });
  await expect(line).toBeVisible();
  await expect(line.getByLabel("Quantity")).toHaveText("1");
  await page.keyboard.press("+");
  await expect(line.getByLabel("Quantity")).toHaveText("2");
  await page.keyboard.press("-");
  await expect(line.getByLabel("Quantity")).toHaveText("1");
  await page.keyboard.press("Delete");
  await expect(cart(page).getByText("The cart is empty")).toBeVisible();
  await page.keyboard.type(`${atlanticDiesel.barcode}\n`, { delay: 5 });
  await expect(line).toBeVisible();

  // Alex may not override prices: the line menu asks for a manager's passcode.
  await line.getByRole("button", { name: "More for" }).click();
  await page.getByRole("menuitem", { name: /Change price/ }).click();
  const price = page.getByRole("dialog", { name: "Change price" });
  await expect(price).toContainText("You do not have permission to override prices.");
  await price.getByLabel("New price (each)").fill("120.00");
  await price.getByLabel("Manager passcode").fill(sam.passcode);
  await price.getByRole("button", { name: "Set price" }).click();
  await expect(price.getByRole("alert")).toHaveText(
    `${sam.name} does not have permission to override prices`,
  );
  await price.getByLabel("Manager passcode").fill(jordan.passcode);
  await price.getByRole("button", { name: "Set price" }).click();
  await expect(price).toBeHidden();
  await expect(line).toContainText("$120.00");
  await expect(line).toContainText("$139.95");
  await reviewShot(page, "pos-sale-price-override");

  // The server takes the approved price.
  await page.keyboard.press("F9");
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "Credit", exact: true }).click();
  await tender.getByRole("button", { name: "Add Credit" }).click();
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=/);
});

test("a parked sale comes back into the cart with its price", async ({ page, request }) => {
  const token = await openRegister(page, request);
  await addBySearch(page, "Cherry Pie", "Cherry Pie 3.5 g");
  await cart(page).getByRole("button", { name: "Park", exact: true }).click();
  await expect(cart(page).getByText("The cart is empty")).toBeVisible();

  const response = await request.get("/trpc/paymentQueue.list", {
    headers: { authorization: `Bearer ${token}` },
  });
  const entries = (await response.json()).result.data.json as { id: string; total: number }[];
  const parked = entries[0];
  expect(parked).toBeDefined();
  await page.goto(`/pos/sale?queueId=${parked?.id}`);
  await expect(cartLine(page, "Cherry Pie 3.5 g")).toBeVisible();
  await expect(cartLine(page, "Cherry Pie 3.5 g")).toContainText("$32.95");
  await trpcMutation(request, "paymentQueue.remove", { paymentQueueId: parked?.id }, token);
});

test("a cashier without CAN_APPLY_DISCOUNTS gives a discount only with a manager's passcode", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const stamp = Date.now().toString(36);
  const discountName = `E2E Manager 15% ${stamp}`;
  await trpcMutation(
    request,
    "discounts.create",
    {
      companyId: owner.companyId,
      discount: { name: discountName, kind: "percentage", value: 15, salesChannels: ["POS"] },
    },
    owner.token,
  );
  const role = await createRole(request, owner.token, owner.companyId, unique("No discounts"), [
    "CAN_VIEW_REPORTS",
  ]);
  const token = await signInDevice(request);
  const device = (await trpcQuery(request, "device.getCurrent", undefined, token)).data as {
    location: { id: string };
  };
  const passcode = uniquePasscode();
  const cashier = await trpcMutation<{ employee: { id: string; name: string } }>(
    request,
    "employees.create",
    {
      companyId: owner.companyId,
      name: unique("Riley Till"),
      passcode,
      assignments: [{ locationId: device.location.id, securityRoleId: role.id }],
    },
    owner.token,
  );
  try {
    await openRegister(page, request);
    await trpcMutation(request, "hours.clockIn", { passcode }, token);
    await page.reload();
    await expect(page.getByRole("button", { name: cashier.employee.name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Products" }).getByRole("button").first()).toBeVisible();
    await addBySearch(page, "Cherry Pie", "Cherry Pie 3.5 g");
    await cart(page).getByRole("button", { name: "Discount" }).click();
    await page.getByRole("menuitemcheckbox", { name: new RegExp(discountName) }).click();
    await page.keyboard.press("Escape");
    await expect(cartLine(page, "Cherry Pie 3.5 g").getByText(discountName)).toBeVisible();

    await cart(page).getByRole("button", { name: /^Pay/ }).click();
    const approval = page.getByRole("dialog", { name: "Approve discounts" });
    await expect(approval.getByRole("list", { name: "Discounts to approve" })).toHaveText(discountName);
    await approval.getByLabel("Manager passcode").fill(passcode);
    await approval.getByRole("button", { name: "Approve" }).click();
    await expect(approval.getByRole("alert")).toContainText("does not have permission to apply discounts");
    await reviewShot(page, "pos-sale-discount-approval");
    await approval.getByLabel("Manager passcode").fill(jordan.passcode);
    await approval.getByRole("button", { name: "Approve" }).click();
    const tender = page.getByRole("dialog", { name: "Take payment" });
    await tender.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
    await tender.getByRole("button", { name: "Complete sale" }).click();
    await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=[^&]+$/);
  } finally {
    await trpcMutation(
      request,
      "employees.deactivate",
      { companyId: owner.companyId, userId: cashier.employee.id },
      owner.token,
    );
  }
});
