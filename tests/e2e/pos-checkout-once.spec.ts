// Issue 15.1: one cart is one sale. The checkout's idempotency key belongs to the cart (kept in session storage
// with it), so a checkout whose answer was lost, or answered 500 after the sale was recorded, is paid again
// without a second sale.
import { expect, test, type APIRequestContext, type Page, type Route } from "@playwright/test";
import { demoEmployees } from "@pos/functions/local/demo";
import { alreadySold } from "../../packages/web/src/routes/pos/sale/checkout-messages";
import { storeTokens } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift } from "./pos-register-fixtures";

const [alex] = demoEmployees;
const product = "Cherry Pie 3.5 g";
const checkoutCalls = "**/trpc/sales.checkout*";

test.use({ viewport: { width: 1024, height: 768 } });

let token = "";
test.beforeEach(async ({ request }) => {
  token = await registerWithShift(request);
});
test.afterEach(async ({ request }) => endOpenShift(request, token));

type Row = { id: string };

/** Sales the register recorded today (the list the register's Sales screen shows). */
async function salesToday(request: APIRequestContext): Promise<string[]> {
  const { data } = await trpcQuery(request, "payments.listForRegister", { limit: 100 }, token);
  return (data as { items: Row[] }).items.map((row) => row.id);
}

async function openCart(page: Page) {
  await storeTokens(page, { deviceAuthToken: token });
  await page.goto("/pos/sale");
  await expect(page.getByRole("button", { name: alex.name })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill("Cherry Pie");
  await expect(
    page.getByRole("list", { name: "Products" }).getByRole("button", { name: product }).first(),
  ).toBeVisible();
  await search.press("Enter");
  await expect(
    page.getByRole("region", { name: "Cart" }).getByRole("listitem", { name: product }),
  ).toBeVisible();
}

async function payExact(page: Page) {
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: /^Pay/ }).click();
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "Cash", exact: true }).click();
  await tender.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
  await tender.getByRole("button", { name: "Complete sale" }).click();
  return tender;
}

/** The payment id in the server's answer to a checkout (mutations are never batched). */
async function paymentIdOf(
  route: Route,
): Promise<{ id: string; answer: Awaited<ReturnType<Route["fetch"]>> }> {
  const answer = await route.fetch();
  const body = (await answer.json()) as { result: { data: { json: { id: string } } } };
  return { id: body.result.data.json.id, answer };
}

/** Lets the checkout reach the server, then answers the register 500 (the sale was recorded); answers its id. */
async function recordedThen500(route: Route): Promise<string> {
  const { id } = await paymentIdOf(route);
  await route.fulfill({
    status: 500,
    contentType: "application/json",
    body: JSON.stringify({
      error: {
        json: {
          message: "Internal server error",
          code: -32603,
          data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "sales.checkout" },
        },
      },
    }),
  });
  return id;
}

const paidId = (page: Page) => new URL(page.url()).searchParams.get("paymentId");

test("a checkout whose answer is lost is saved offline under the cart's key and syncs as the one sale", async ({
  page,
  request,
}) => {
  await openCart(page);
  const before = await salesToday(request);
  let recorded = "";
  await page.route(
    checkoutCalls,
    async (route) => {
      recorded = (await paymentIdOf(route)).id;
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await payExact(page);
  // Issue 24: no answer means the register sells on offline; the pending id carries the cart's key.
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=pending_/);
  expect(recorded).not.toBe("");
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("Connected", { timeout: 30_000 });
  await expect
    .poll(async () => (await salesToday(request)).filter((id) => !before.includes(id)))
    .toEqual([recorded]);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`paymentId=${recorded}$`));
});

test("a checkout answered 500 after the sale was recorded, paid again, is one sale", async ({
  page,
  request,
}) => {
  await openCart(page);
  const before = await salesToday(request);
  let recorded = "";
  await page.route(
    checkoutCalls,
    async (route) => {
      recorded = await recordedThen500(route);
    },
    { times: 1 },
  );
  const tender = await payExact(page);
  await expect(tender.getByRole("alert").filter({ hasText: "Internal server error" })).toBeVisible();
  expect(recorded).not.toBe("");

  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=/);
  expect(paidId(page)).toBe(recorded);
  const after = await salesToday(request);
  expect(after.filter((id) => !before.includes(id))).toEqual([recorded]);
});

test("a changed cart is a new sale with its own key", async ({ page, request }) => {
  await openCart(page);
  const before = await salesToday(request);
  await payExact(page);
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=/);
  const first = paidId(page);
  await page.goto("/pos/sale");
  await expect(page.getByRole("region", { name: "Cart" }).getByText("The cart is empty")).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill("Cherry Pie");
  await expect(
    page.getByRole("list", { name: "Products" }).getByRole("button", { name: product }).first(),
  ).toBeVisible();
  await search.press("Enter");
  await payExact(page);
  await expect(page).toHaveURL(/\/pos\/sale\/success\?paymentId=/);
  expect(paidId(page)).not.toBe(first);
  expect((await salesToday(request)).filter((id) => !before.includes(id))).toHaveLength(2);
});

test("a sold cart paid again with other payments says it was sold, and stays one sale", async ({
  page,
  request,
}) => {
  await openCart(page);
  const before = await salesToday(request);
  let recorded = "";
  // Answered 500 (a lost answer would save the sale offline under the cart's key: the first test): the cart stays.
  await page.route(
    checkoutCalls,
    async (route) => {
      recorded = await recordedThen500(route);
    },
    { times: 1 },
  );
  const first = await payExact(page);
  await expect(first.getByRole("alert").filter({ hasText: "Internal server error" })).toBeVisible();
  await page.reload();
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: /^Pay/ }).click();
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "Debit", exact: true }).click();
  await tender.getByRole("button", { name: "Add Debit" }).click();
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(tender.getByText(alreadySold)).toBeVisible();
  expect((await salesToday(request)).filter((id) => !before.includes(id))).toEqual([recorded]);
});
