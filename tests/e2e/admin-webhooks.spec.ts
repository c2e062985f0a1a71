// The webhook subscriptions page (pos-and-accounts.md 2.12) and a real delivery: a sale on the demo register
// reaches a receiver started here, signed with the integrator secret.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { verifyWebhookSignature } from "@pos/core/webhooks/signature";
import {
  pickOption,
  reviewShot,
  signInOwner,
  signInUser,
  storeTokens,
  tokenKeys,
  trpcMutation,
} from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift } from "./pos-register-fixtures";

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(204).end();
  });
});
let receiverUrl = "";
let registerToken = "";

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pos-events`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
test.afterEach(async ({ request }) => {
  if (registerToken) await endOpenShift(request, registerToken);
});

type Listed = {
  id: string;
  isMasterProduct: boolean;
  price: number | null;
  productType: string;
  trackInventory: boolean;
};

async function sellOne(request: APIRequestContext): Promise<string> {
  registerToken = await registerWithShift(request);
  const { data } = await trpcQuery(request, "posData.listings", { since: null }, registerToken);
  const product = (data as { products: Listed[] }).products.find(
    (item) => !item.isMasterProduct && item.price && item.productType === "product" && item.trackInventory,
  );
  if (!product) throw new Error("The demo catalogue has no sellable product");
  const lines = [{ lineId: "l1", productId: product.id, quantity: 1 }];
  const quote = (await trpcQuery(request, "sales.quote", { lines }, registerToken)).data as { total: number };
  const sale = await trpcMutation<{ id: string }>(
    request,
    "sales.checkout",
    {
      idempotencyKey: randomUUID(),
      lines,
      tenders: [{ paymentTypeId: "debit", amount: quote.total }],
      expectedTotal: quote.total,
    },
    registerToken,
  );
  return sale.id;
}

test.use({ viewport: { width: 1280, height: 800 } });

test("an admin subscribes Green Leaf to completed payments and the receiver gets the signed sale", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const { companyId } = await signInOwner(request);
  const integrator = `E2E Hooks ${Date.now().toString(36)}`;
  await trpcMutation(request, "externalSources.create", { name: integrator }, admin.token);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });

  await page.goto(`/admin/companies/${companyId}/subscriptions`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Green Leaf Cannabis Co. - Webhook subscriptions" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to company" })).toHaveAttribute(
    "href",
    `/admin/companies/${companyId}`,
  );

  // The required fields speak up before anything is sent.
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page.getByText("Please input a webhook URL")).toBeVisible();
  await expect(page.getByText("Please select an event type")).toBeVisible();
  await reviewShot(page, "webhooks-validation");

  await pickOption(page.getByRole("combobox", { name: "Event type" }), "Product created");
  await pickOption(page.getByRole("combobox", { name: "Integrator" }), integrator);
  await page.getByLabel("Webhook URL").fill(receiverUrl);
  await page.getByLabel("Integrator secret (optional)").fill("whsec_e2e");
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page.getByText("Subscription created")).toBeVisible();
  const card = page
    .getByRole("region", { name: "Subscriptions" })
    .locator("[data-slot=card]")
    .filter({ hasText: receiverUrl });
  await expect(card).toContainText("Product created");
  await expect(card).toContainText("All locations");
  await expect(card).toContainText(integrator);

  // Edit in the 350 px drawer: completed payments at Queen West.
  await card.getByRole("button", { name: "Edit" }).click();
  const drawer = page.getByRole("dialog", { name: "Edit subscription" });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(350, 0);
  await pickOption(drawer.getByRole("combobox", { name: "Event type" }), "Payment completed");
  await pickOption(drawer.getByRole("combobox", { name: "Location (optional)" }), "Queen West");
  await reviewShot(page, "webhooks-edit-drawer");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Subscription updated")).toBeVisible();
  await expect(card).toContainText("Payment completed");
  await expect(card).toContainText("Queen West");

  const paymentId = await sellOne(request);
  await page.getByRole("button", { name: "Deliver now" }).click();
  await expect(card.getByRole("list", { name: "Recent deliveries" })).toContainText("delivered");
  await expect(card).toContainText("204 OK");
  const mine = received.filter((entry) => entry.body.includes(paymentId));
  expect(mine).toHaveLength(1);
  const [delivery] = mine;
  if (!delivery) return;
  expect(JSON.parse(delivery.body)).toMatchObject({ type: "payment.completed", companyId });
  const timestamp = String(delivery.headers["x-webhook-timestamp"]);
  const signature = String(delivery.headers["x-webhook-signature"]);
  const nowSeconds = Math.floor(Date.now() / 1000);
  expect(verifyWebhookSignature("whsec_e2e", { timestamp, signature }, delivery.body, { nowSeconds })).toBe(
    true,
  );
  await reviewShot(page, "webhooks-delivered");

  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this subscription?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Subscription deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
});
