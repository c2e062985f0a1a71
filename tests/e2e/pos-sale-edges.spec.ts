// The register's edges (pos-and-accounts.md 3 "Device preference", 8 POS messages, 9 defaults): the online
// order alert's sound, the parked-sales drawer's two error toasts, the no-customer warning and the automatic
// printing of the receipt. One signed-in register and one shift serve every test, in order.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { demoAdmin, demoEmployees } from "@pos/functions/local/demo";
import { reviewShot, settled, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift, toast } from "./pos-register-fixtures";

const [alex, , jordan] = demoEmployees;
const stamp = Date.now().toString(36);

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1024, height: 768 } });

/** What the init script counts in the page: receipts sent to the printer and chime tones started. */
type Probe = {
  e2ePrints: number;
  e2eTones: number;
  print: () => void;
  OscillatorNode: { prototype: { start: (this: unknown, ...args: unknown[]) => void } };
  requestAnimationFrame: (callback: () => void) => void;
};
const probe = (page: Page, key: "e2ePrints" | "e2eTones") =>
  page.evaluate((name) => (globalThis as unknown as Probe)[name], key);

let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let token = "";
let websocketWas: boolean | null = null;
const queued: string[] = [];
const preferences = ["warnNoCustomer", "print", "audio"] as const;

async function setWebsocketFlag(enabled: boolean): Promise<void> {
  const admin = await signInUser(api, demoAdmin.email, demoAdmin.password);
  const device = (await trpcQuery(api, "device.getCurrent", undefined, token)).data as {
    company: { id: number };
  };
  await trpcMutation(
    api,
    "flags.set",
    { companyId: device.company.id, flag: "websocket", enabled },
    admin.token,
  );
}

/** Resolves once the register's socket has acknowledged its paymentQueue subscription. */
function subscribed(): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"subscribed"') && String(payload).includes("paymentQueue")) resolve();
      }),
    );
  });
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  api = context.request;
  token = await registerWithShift(api);
  for (const key of preferences)
    await trpcMutation(api, "devicePreferences.update", { key, booleanValue: false }, token);
  const flags = (await trpcQuery(api, "flags.forDevice", undefined, token)).data as {
    featureFlags: { websocket: boolean };
  };
  websocketWas = flags.featureFlags.websocket;
  if (!websocketWas) await setWebsocketFlag(true);

  await page.addInitScript(() => {
    const w = globalThis as unknown as Probe;
    w.e2ePrints = 0;
    w.e2eTones = 0;
    w.print = () => {
      w.e2ePrints += 1;
    };
    const start = w.OscillatorNode.prototype.start;
    w.OscillatorNode.prototype.start = function (...args: unknown[]) {
      w.e2eTones += 1;
      return start.apply(this, args);
    };
  });
  await storeTokens(page, { [tokenKeys.device]: token });
  const ready = subscribed();
  await page.goto("/pos/sale");
  await expect(page.getByRole("list", { name: "Products" }).getByRole("button").first()).toBeVisible();
  await ready;
});

test.afterAll(async () => {
  for (const id of queued.splice(0))
    await api.post("/trpc/paymentQueue.cancel", {
      data: { json: { paymentQueueId: id, passcode: alex.passcode } },
      headers: { authorization: `Bearer ${token}` },
    });
  for (const key of preferences)
    await trpcMutation(api, "devicePreferences.update", { key, booleanValue: false }, token);
  if (websocketWas === false) await setWebsocketFlag(false);
  await endOpenShift(api, token);
  await context.close();
});

const posNav = (name: string) =>
  page.getByRole("navigation", { name: "POS" }).getByRole("link", { name, exact: true }).click();

/** Switches a preference on the register's settings page, as a cashier would, and comes back to the sale. */
async function setPreference(label: string, on: boolean): Promise<void> {
  await posNav("Settings");
  const control = page.getByRole("switch", { name: label, exact: true });
  await expect(control).toBeChecked({ checked: !on });
  await control.click();
  await expect(control).toBeChecked({ checked: on });
  await expect(toast(page, `${label}: ${on ? "on" : "off"}`)).toBeVisible();
  await posNav("Register");
  await expect(page.getByRole("region", { name: "Cart" })).toBeVisible();
}

type Listed = { id: string; price: number | null; isMasterProduct: boolean };

/** A product the demo register sells, with its price. */
async function sellable(): Promise<{ id: string; price: number }> {
  const { data } = await trpcQuery(api, "posData.listings", { since: null }, token);
  const product = (data as { products: Listed[] }).products.find(
    (item) => !item.isMasterProduct && item.price,
  );
  if (!product?.price) throw new Error("The demo catalogue has no product with a price");
  return { id: product.id, price: product.price };
}

/** An online order for the demo location, sent by an integrator's server with its source's API key. */
async function sendOrder(
  source: { apiKey: string },
  orderType: "pickup" | "delivery",
  customerName: string,
): Promise<void> {
  const device = (await trpcQuery(api, "device.getCurrent", undefined, token)).data as {
    company: { id: number };
    location: { id: string };
  };
  const product = await sellable();
  const response = await api.post("/trpc/integrations.createOnlineOrder", {
    headers: { "x-api-key": source.apiKey },
    data: {
      json: {
        companyId: device.company.id,
        locationId: device.location.id,
        orderType,
        externalOrderId: `E2E-EDGE-${orderType}-${stamp}`,
        customerName,
        paymentLines: [{ productId: product.id, quantity: 1, price: product.price }],
      },
    },
  });
  expect(response.ok()).toBe(true);
  queued.push(((await response.json()).result.data.json as { id: string }).id);
}

/** A tRPC server error for the next call of one procedure only. */
async function failNextCall(procedure: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/trpc/${procedure}`,
    (route) =>
      route.fulfill({
        status: 500,
        json: [{ error: { json: { message: "Injected failure", code: -32603, data: { httpStatus: 500 } } } }],
      }),
    { times: 1 },
  );
}

async function openDrawer() {
  await page.getByRole("button", { name: /^Parked sales/ }).click();
  const drawer = page.getByRole("dialog", { name: "Parked sales" });
  await settled(drawer);
  return drawer;
}

const cart = () => page.getByRole("region", { name: "Cart" });
const payButton = () => cart().getByRole("button", { name: /^Pay/ });
const tender = () => page.getByRole("dialog", { name: "Take payment" });
const warning = () => page.getByRole("alertdialog", { name: "No customer is attached to this sale" });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const pickupCustomer = `Pickup Pat ${stamp}`;

test("the online order alert chimes only with 'Play sounds' on", async () => {
  const admin = await signInUser(api, demoAdmin.email, demoAdmin.password);
  const source = await trpcMutation<{ id: string; apiKey: string }>(
    api,
    "externalSources.create",
    { name: `E2E Edge Shop ${stamp}` },
    admin.token,
  );
  await trpcMutation(
    api,
    "externalSources.setPermissions",
    { sourceId: source.id, permissionIds: ["CREATE_ONLINE_ORDERS"] },
    admin.token,
  );
  const device = (await trpcQuery(api, "device.getCurrent", undefined, token)).data as {
    company: { id: number };
  };
  await trpcMutation(
    api,
    "externalSources.connect",
    { companyId: device.company.id, sourceId: source.id },
    admin.token,
  );

  await sendOrder(source, "pickup", pickupCustomer);
  // The alert is a banner that stays until seen (issue 15.14).
  const alert = page.getByRole("alert", { name: "Online order alert" });
  await expect(alert).toContainText("New unpaid online order for pickup");
  expect(await probe(page, "e2eTones")).toBe(0);
  // The alert leaves the Pay button free to tap.
  await settled(alert);
  const [alertBox, payBox] = await Promise.all([alert.boundingBox(), payButton().boundingBox()]);
  expect(alertBox && payBox && !overlaps(alertBox, payBox)).toBe(true);

  await setPreference("Play sounds", true);
  await sendOrder(source, "delivery", `Delivery Dana ${stamp}`);
  await expect(alert).toContainText("New unpaid online order for delivery");
  // One chime: two tones.
  await expect.poll(() => probe(page, "e2eTones")).toBe(2);
});

test("the drawer's errors: taking an online order and removing a parked sale", async () => {
  const drawer = await openDrawer();
  const order = drawer.getByRole("article", { name: `Pickup: ${pickupCustomer}` });
  await failNextCall("paymentQueue.assignDevice");
  await order.getByRole("button", { name: "Resume" }).click();
  const resumeError = toast(page, "There was an error populating your cart using the sales queue");
  await expect(resumeError).toBeVisible();
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/pos\/sale$/);
  await settled(resumeError);
  await reviewShot(page, "pos-edges-resume-error");

  const note = `Edge parked ${stamp}`;
  const product = await sellable();
  const parked = await trpcMutation<{ id: string }>(
    api,
    "paymentQueue.park",
    { paymentLines: [{ productId: product.id, quantity: 1, price: product.price }], note },
    token,
  );
  queued.push(parked.id);
  const card = drawer.getByRole("article").filter({ hasText: note });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Remove" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this parked sale?" });
  await failNextCall("paymentQueue.remove");
  await confirm.getByRole("button", { name: "Remove" }).click();
  const removeError = toast(page, "There was an error removing your parked queue");
  await expect(removeError).toBeVisible();
  await expect(confirm).toBeVisible();
  await settled(removeError);
  await reviewShot(page, "pos-edges-remove-error");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Parked sale removed")).toBeVisible();
  await expect(card).toBeHidden();
  queued.splice(queued.indexOf(parked.id), 1);
  // While the confirmation is open the drawer is hidden from the accessibility tree: wait for it to close.
  await expect(confirm).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Parked sales", includeHidden: true })).toHaveCount(0);
});

async function addCherryPie(): Promise<void> {
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill("Cherry Pie");
  await expect(page.getByRole("list", { name: "Products" }).getByRole("button").first()).toBeVisible();
  await search.press("Enter");
  await expect(cart().getByRole("listitem", { name: "Cherry Pie 3.5 g" })).toBeVisible();
}

async function closeTender(): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(tender()).toBeHidden();
}

test("'Show warning if no customer is attached to sale' asks before payment; the cashier adds one or goes on", async () => {
  const customerName = `Wren Walker ${stamp}`;
  await trpcMutation(
    api,
    "customers.pos.create",
    { customer: { name: customerName, birthday: "1988-03-14" } },
    token,
  );
  await addCherryPie();
  // Off (its default): Pay goes straight to the tenders.
  await payButton().click();
  await expect(tender()).toBeVisible();
  await expect(warning()).toHaveCount(0);
  await closeTender();

  await setPreference("Show warning if no customer is attached to sale", true);
  await payButton().click();
  await expect(warning()).toBeVisible();
  await reviewShot(page, "pos-edges-no-customer");
  await warning().getByRole("button", { name: "Back to cart" }).click();
  await expect(warning()).toBeHidden();
  await expect(tender()).toHaveCount(0);

  await payButton().click();
  await warning().getByRole("button", { name: "Continue without customer" }).click();
  await expect(tender()).toBeVisible();
  await closeTender();

  await payButton().click();
  await warning().getByRole("button", { name: "Add customer" }).click();
  const customers = page.getByRole("dialog", { name: "Add customer" });
  await customers.getByRole("searchbox", { name: "Search customers" }).fill(customerName);
  await customers.getByRole("button", { name: new RegExp(customerName) }).click();
  await expect(cart().getByLabel("Customer", { exact: true })).toContainText(customerName);
  await payButton().click();
  await expect(tender()).toBeVisible();
  await expect(warning()).toHaveCount(0);
  await closeTender();

  await cart().getByRole("button", { name: "Remove customer" }).click();
  await setPreference("Show warning if no customer is attached to sale", false);
  await payButton().click();
  await expect(tender()).toBeVisible();
  await expect(warning()).toHaveCount(0);
});

async function completeSale(): Promise<void> {
  await tender().getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
  await tender().getByRole("button", { name: "Complete sale" }).click();
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=/);
  await expect(page.getByRole("heading", { name: "Sale complete" })).toBeVisible();
}

test("'Print the receipt after each sale' prints each receipt once by itself; off (the default) it does not", async () => {
  await completeSale();
  expect(await probe(page, "e2ePrints")).toBe(0);

  await setPreference("Print the receipt after each sale", true);
  await addCherryPie();
  await payButton().click();
  await completeSale();
  await expect.poll(() => probe(page, "e2ePrints")).toBe(1);
  await reviewShot(page, "pos-edges-printed");

  // Opened again, the same sale is not printed again.
  const preferencesLoaded = page.waitForResponse((response) =>
    response.url().includes("devicePreferences.get"),
  );
  await page.reload();
  await preferencesLoaded;
  await expect(page.getByRole("heading", { name: "Sale complete" })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Receipt of sale/ })).toBeVisible();
  // Past the render that would print: a frame and a task later.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        (globalThis as unknown as Probe).requestAnimationFrame(() => setTimeout(resolve, 50)),
      ),
  );
  expect(await probe(page, "e2ePrints")).toBe(0);
});

test("a refund whose answer never comes says 'Failed to process refund' and can be sent again", async () => {
  const paymentId = new URL(page.url()).searchParams.get("paymentId");
  await page.goto(`/pos/payment/${paymentId}`);
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Refund sale #/ });
  await dialog.getByRole("button", { name: "Refund everything" }).click();
  await dialog.getByLabel("Manager passcode").fill(jordan.passcode);
  const refundCall = (url: URL) => url.pathname === "/trpc/payments.refund";
  await page.route(refundCall, (route) => route.abort("failed"), { times: 1 });
  const submit = dialog.getByRole("button", { name: /^Refund \$/ });
  await submit.click();
  await expect(dialog.getByText("Failed to process refund")).toBeVisible();
  await reviewShot(page, "pos-edges-refund-failed");
  await submit.click();
  await expect(toast(page, /^Refunded \$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
});
