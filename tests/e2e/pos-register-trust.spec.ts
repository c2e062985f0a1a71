// Issue 15 at the register: the device session kept by 'Back to login page' (6), warnings before ending a shift
// (7), the connection badge following every request (8), a parked sale open at another register (9) and the
// loading steps (13).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { posLoadingSteps } from "../../packages/web/src/routes/pos/pos-loading-steps";
import {
  connectionBadge,
  posLoginUrl,
  queryStatus,
  readStored,
  settled,
  signInDevice,
  signInUser,
  storeTokens,
  tokenKeys,
  trpcMutation,
} from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift } from "./pos-register-fixtures";

let token = "";
const parked: string[] = [];

test.afterEach(async ({ request }) => {
  for (const id of parked.splice(0))
    await request.post("/trpc/paymentQueue.remove", {
      data: { json: { paymentQueueId: id } },
      headers: { authorization: `Bearer ${token}` },
    });
  if (token) await endOpenShift(request, token);
});

async function parkOne(request: APIRequestContext): Promise<{ id: string; total: number }> {
  const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
  const product = (
    data as {
      products: { id: string; price: number | null; isMasterProduct: boolean; productType: string }[];
    }
  ).products.find((item) => !item.isMasterProduct && item.price && item.productType === "product");
  if (!product?.price) throw new Error("The demo catalogue has no sellable product");
  const entry = await trpcMutation<{ id: string; total: number }>(
    request,
    "paymentQueue.park",
    { paymentLines: [{ productId: product.id, quantity: 1, price: product.price }] },
    token,
  );
  parked.push(entry.id);
  return entry;
}

test("'Logout of this device' asks first; only confirming signs the register out", async ({
  page,
  request,
}) => {
  token = await signInDevice(request);
  await endOpenShift(request, token);
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/pos/sale");
  const logout = page.getByRole("button", { name: "Logout of this device" });
  await logout.click();
  const confirm = page.getByRole("alertdialog", { name: "Log this device out?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await readStored(page, tokenKeys.device)).toBe(token);
  expect(await queryStatus(request, "device.getCurrent", token)).toBe(200);

  await logout.click();
  // The log-in page's code arrives late (a cold cache): the register's screens refetch without a token meanwhile,
  // and their 401s must not send the device to the root's dashboard log-in.
  await page.route("**/assets/account-surface-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await confirm.getByRole("button", { name: "Logout of this device" }).click();
  await expect(page).toHaveURL(posLoginUrl);
  expect(await readStored(page, tokenKeys.device)).toBeNull();
  expect(await queryStatus(request, "device.getCurrent", token)).toBe(401);
  token = "";
});

test("each loading step is the current one while its own data loads", async ({ page, request }) => {
  token = await signInDevice(request);
  await storeTokens(page, { [tokenKeys.device]: token });
  const calls = ["device.identity", "device.company", "device.location", "shifts.current", "hours.current"];
  const releases = calls.map(() => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release };
  });
  for (const [index, call] of calls.entries())
    await page.route(`**/trpc/${call}*`, async (route) => {
      await releases[index]?.held;
      await route.continue();
    });
  await page.goto("/pos/sale");
  const current = page.getByRole("status").filter({ hasText: posLoadingSteps[0] }).getByRole("paragraph");
  for (const [index, step] of posLoadingSteps.entries()) {
    await expect(current).toHaveText(step);
    releases[index]?.release();
  }
  await expect(page.getByRole("navigation", { name: "POS" })).toBeVisible();
});

test("a request without a response shows Offline at once; a 500 does not", async ({ page, request }) => {
  token = await registerWithShift(request);
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/pos/sale");
  const nav = page.getByRole("navigation", { name: "POS" });
  await expect(connectionBadge(page)).toHaveText("Connected");

  await page.route("**/trpc/**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  const failed = page.waitForResponse(
    (response) => response.url().includes("/trpc/") && response.status() === 500,
  );
  await nav.getByRole("link", { name: "Sales" }).click();
  await failed;
  await page.waitForTimeout(300);
  await expect(connectionBadge(page)).toHaveText("Connected");

  await page.unrouteAll();
  await page.route("**/trpc/**", (route) => route.abort("internetdisconnected"));
  await nav.getByRole("link", { name: "Customers" }).click();
  // Long before the next 60 s check; the register's badge also counts the sales waiting (issue 24).
  await expect(connectionBadge(page)).toHaveText("Offline — 0 sales waiting", { timeout: 5_000 });

  await page.unrouteAll();
  await nav.getByRole("link", { name: "Sales" }).click();
  await expect(connectionBadge(page)).toHaveText("Connected", { timeout: 5_000 });
  await expect.poll(() => readStored(page, "connectivityEvents"), { intervals: [50, 100, 250] }).toBeNull();
});

test("ending a shift warns of pending parked sales and of a count far from the expected cash", async ({
  page,
  request,
}) => {
  token = await registerWithShift(request);
  const entry = await parkOne(request);
  await storeTokens(page, { [tokenKeys.device]: token });
  await page.goto("/pos/sale");
  await page.getByRole("banner").getByRole("button", { name: "End shift" }).click();
  const end = page.getByRole("dialog", { name: "Float count" });
  await end.getByLabel("$100.00", { exact: true }).fill("1");
  await end.getByRole("button", { name: "Next" }).click();

  const confirm = page.getByRole("dialog", { name: "End your shift" });
  await settled(confirm);
  const pending = confirm.getByRole("alert", { name: "Pending sales" });
  await expect(pending).toContainText(/still pending/);
  await expect(
    pending.getByRole("listitem").filter({ hasText: `$${(entry.total / 100).toFixed(2)}` }),
  ).not.toHaveCount(0);
  // A $300.00 float and nothing sold: $100.00 counted is $200.00 short, beyond the $5.00 default threshold.
  await expect(confirm.getByRole("alert", { name: "Cash discrepancy" })).toContainText(
    "The count is short by -$200.00",
  );

  await confirm.getByRole("button", { name: "Back" }).click();
  await end.getByLabel("$100.00", { exact: true }).fill("3");
  await end.getByRole("button", { name: "Next" }).click();
  await expect(confirm.getByRole("alert", { name: "Cash discrepancy" })).toHaveCount(0);
  await expect(confirm.getByRole("alert", { name: "Pending sales" })).toBeVisible();
});

test("a parked sale resumed at another register shows as open there and is taken over only after asking", async ({
  page,
  request,
}) => {
  token = await registerWithShift(request);
  const entry = await parkOne(request);
  // A second register at the same location, made by the admin for this test and removed after.
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const here = (await trpcQuery(request, "device.getCurrent", undefined, token)).data as {
    company: { id: number };
    location: { id: string };
  };
  const second = {
    deviceId: `E2E-R2-${Date.now().toString(36)}`,
    name: "Back counter",
    password: "Device#Pass2",
  };
  await trpcMutation(
    request,
    "adminCompanies.addDevice",
    { companyId: here.company.id, locationId: here.location.id, ...second },
    admin.token,
  );
  try {
    const { token: secondToken } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", {
      deviceId: second.deviceId,
      password: second.password,
    });
    await trpcMutation(request, "paymentQueue.assignDevice", { paymentQueueId: entry.id }, secondToken);

    await storeTokens(page, { [tokenKeys.device]: token });
    await page.goto("/pos/sale");
    await page.getByRole("button", { name: /^Parked sales/ }).click();
    const drawer = page.getByRole("dialog", { name: "Parked sales" });
    await settled(drawer);
    const card = drawer.getByRole("article").filter({ hasText: "Open at Back counter" });
    await expect(card).toHaveCount(1);
    await card.getByRole("button", { name: "Take over" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Take over this sale?" });
    await expect(confirm).toContainText("open at register Back counter");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/pos\/sale$/);

    await card.getByRole("button", { name: "Take over" }).click();
    await confirm.getByRole("button", { name: "Take over" }).click();
    await expect(page).toHaveURL(new RegExp(`/pos/sale\\?queueId=${entry.id}$`));
    const now = (await trpcQuery(request, "paymentQueue.get", { paymentQueueId: entry.id }, token)).data as {
      heldBy: { deviceName: string } | null;
    };
    expect(now.heldBy?.deviceName).toBe("Register 1");
  } finally {
    await trpcMutation(
      request,
      "adminCompanies.removeDevice",
      { companyId: here.company.id, deviceId: second.deviceId },
      admin.token,
    );
  }
});

test("a newly registered store starts its first shift with the onboarding screen's passcode", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const stamp = Date.now().toString(36);
  const store = await trpcMutation<{ companyId: number; locationId: string }>(
    request,
    "account.register",
    { name: "Riley Owner", email: `riley-${stamp}@test.example`, companyName: `Fresh Leaf ${stamp}` },
    admin.token,
  );
  const device = { deviceId: `E2E-NEW-${stamp}`, name: "Front", password: "Device#Pass3" };
  await trpcMutation(
    request,
    "adminCompanies.addDevice",
    { companyId: store.companyId, locationId: store.locationId, ...device },
    admin.token,
  );
  const { token: fresh } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", {
    deviceId: device.deviceId,
    password: device.password,
  });
  await storeTokens(page, { [tokenKeys.device]: fresh });
  await page.goto("/pos/sale?onboarding=true");
  await expect(page.getByText(/Change it in Dashboard > Employees/)).toBeVisible();
  await page.getByRole("button", { name: "Start Shift" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "End shift" })).toBeEnabled();
  await expect(page.getByRole("banner").getByRole("button", { name: "Riley Owner" })).toBeVisible();
});
