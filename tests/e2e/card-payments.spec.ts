// Card payments with the provider at the register (issue 21; pos-and-accounts.md 4 "Card payment provider
// transaction" and "refund", 8 Payments): the simulator's test amounts decide — .01 declined, .02 half approved,
// .03 a 15 % tip; approved otherwise. Every figure is read back on the receipt, the shift report and the sales list.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import type { CardSaleView } from "@pos/core/card-payments/card-payments.schema";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { demoAdmin, demoEmployees } from "@pos/functions/local/demo";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift } from "./pos-register-fixtures";

const [alex] = demoEmployees;
const product = "Cherry Pie 3.5 g";

test.use({ viewport: { width: 1280, height: 860 } });

let token = "";
test.beforeEach(async ({ request }) => {
  token = await registerWithShift(request);
});
test.afterEach(async ({ request }) => endOpenShift(request, token));

async function startSale(page: Page) {
  await page.goto("/pos/sale");
  await expect(page.getByRole("button", { name: alex?.name ?? "" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill("Cherry Pie");
  await expect(
    page.getByRole("list", { name: "Products" }).getByRole("button", { name: product }).first(),
  ).toBeVisible();
  await search.press("Enter");
  await expect(
    page.getByRole("region", { name: "Cart" }).getByRole("listitem", { name: product }),
  ).toBeVisible();
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: /^Pay/ }).click();
  return page.getByRole("dialog", { name: "Take payment" });
}

async function charge(page: Page, amount: string) {
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "BlazePay", exact: true }).click();
  await tender.getByLabel("BlazePay amount").fill(amount);
  await tender.getByRole("button", { name: "Charge BlazePay" }).click();
}

async function payRestInCash(page: Page, request: APIRequestContext): Promise<PaymentView> {
  const tender = page.getByRole("dialog", { name: "Take payment" });
  await tender.getByRole("button", { name: "Cash", exact: true }).click();
  await tender.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page.getByRole("heading", { name: "Sale complete" })).toBeVisible();
  const paymentId = new URL(page.url()).searchParams.get("paymentId") ?? "";
  const { data } = await trpcQuery(request, "sales.get", { paymentId }, token);
  return data as PaymentView;
}

test("a cashier sells with the provider: declined, partly approved plus cash, a tip, approved, and refunds a card sale", async ({
  page,
  request,
}) => {
  // Four sales, a refund and two dashboard screens in one shift: the shift report sums them all.
  test.setTimeout(120_000);
  await storeTokens(page, { [tokenKeys.device]: token });

  // Declined (.01), then a partial approval (.02): the card pays half, cash pays the rest.
  const tender = await startSale(page);
  await charge(page, "10.01");
  await expect(tender.getByRole("alert")).toHaveText("Failed to process payment: The card was declined");
  await charge(page, "10.02");
  await expect(tender.getByTestId("card-progress")).toBeVisible();
  await expect(tender.getByTestId("card-note")).toHaveText(
    "Partly approved: the card paid $5.01 of $10.02. Take the rest with another payment.",
  );
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText("BlazePay$5.01");
  await reviewShot(page, "card-partial-approval");
  const partial = await payRestInCash(page, request);
  expect(partial.transactions.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([
    ["blazepay", 501],
    ["cash", partial.actualTotal - 501],
  ]);
  const partialReceipt = page.getByRole("article", { name: `Receipt of sale ${partial.number}` });
  const partialPayments = partialReceipt.getByRole("region", { name: "Payments" });
  await expect(partialPayments).toContainText(`BlazePay${formatCents(501)}`);
  await expect(partialPayments).toContainText(`Cash${formatCents(partial.actualTotal - 501)}`);
  await page.keyboard.press("Enter");

  // A tip prompt (.03): $1.50 on $10.03 raises the total; cash pays the rest of the goods.
  await startSale(page);
  await charge(page, "10.03");
  await expect(page.getByTestId("tender-tip")).toHaveText("$1.50");
  const tipped = await payRestInCash(page, request);
  expect(tipped.lines.at(-1)).toMatchObject({ productName: "Tip", productType: "tip", total: 150 });
  expect(tipped.total).toBe(
    tipped.subtotal + tipped.taxTotal + tipped.depositTotal - tipped.discountTotal + 150,
  );
  const tippedReceipt = page.getByRole("article", { name: `Receipt of sale ${tipped.number}` });
  await expect(tippedReceipt).toContainText("Tip");
  await expect(tippedReceipt.getByRole("region", { name: "Totals" })).toContainText(
    formatCents(tipped.total),
  );
  await expect(tippedReceipt.getByRole("region", { name: "Payments" })).toContainText(
    `BlazePay${formatCents(1153)}`,
  );
  await page.keyboard.press("Enter");

  // Approved: $20.00 on the card, the rest in cash; then refunded from the register's sales list.
  await startSale(page);
  await charge(page, "20.00");
  await expect(
    page.getByRole("dialog", { name: "Take payment" }).getByRole("list", { name: "Payments" }),
  ).toContainText("BlazePay$20.00");
  const approved = await payRestInCash(page, request);
  await reviewShot(page, "card-approved-receipt");
  await page.goto(`/pos/payment/${approved.id}`);
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Refund sale #${approved.number}` });
  await dialog.getByRole("button", { name: `One more ${product}` }).click();
  await expect(dialog.getByRole("region", { name: "Refund summary" })).toContainText(
    `Back on BlazePay${formatCents(2000)}`,
  );
  await dialog.getByLabel("Manager passcode").fill("3333");
  await dialog.getByRole("button", { name: `Refund ${formatCents(approved.actualTotal)}` }).click();
  await expect(dialog).toBeHidden();
  const refunds = page
    .getByRole("article", { name: `Receipt of sale ${approved.number}` })
    .getByRole("region", {
      name: "Refunds",
    });
  await expect(refunds).toContainText(`BlazePay-${formatCents(2000)}`);
  await reviewShot(page, "card-refunded");

  // The shift report: BlazePay's total is the three card payments less the card refund.
  const { data: current } = await trpcQuery(request, "shifts.current", undefined, token);
  const shiftId = (current as { shift: { id: string } }).shift.id;
  const owner = await signInOwner(request);
  const dashboard = await page.context().newPage();
  await storeTokens(dashboard, { [tokenKeys.auth]: owner.token });
  await dashboard.goto(`/company/${owner.companyId}/dashboard/shifts/${shiftId}`);
  const blazepayRow = dashboard.getByRole("row").filter({ hasText: "BlazePay" });
  await expect(blazepayRow).toContainText(formatCents(501 + 1153 + 2000 - 2000));
  await reviewShot(dashboard, "card-shift-report");

  // The dashboard's sales list: the card sales with their card tender and totals.
  await dashboard.goto(`/company/${owner.companyId}/dashboard/sales/list`);
  for (const sale of [partial, tipped]) {
    await dashboard.getByLabel("Sale number").fill(String(sale.number));
    const row = dashboard.getByRole("row").filter({ hasText: `#${sale.number}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatCents(sale.actualTotal));
    await expect(row).toContainText("BlazePay");
  }
});

test("the admin sees the payment options and a device's payment fields; the owner sees the location's card options", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  await page.goto("/admin/v2/payments/payment-options");
  await expect(page.getByRole("heading", { level: 1, name: "Payment options" })).toBeVisible();
  const options = page.getByRole("table", { name: "Payment options" });
  await expect(options.getByRole("row").filter({ hasText: "BlazePay" })).toContainText("$1.00");
  await expect(options.getByRole("row").filter({ hasText: "BlazePay" })).toContainText("$5,000.00");
  await options.getByRole("button", { name: "Edit BlazePay" }).click();
  const edit = page.getByRole("dialog", { name: "BlazePay payment option" });
  await edit.getByLabel("Maximum charge").fill("0.50");
  await edit.getByRole("button", { name: "Save option" }).click();
  await expect(edit.getByText("The minimum charge cannot be more than the maximum")).toBeVisible();
  await reviewShot(page, "admin-payment-option-dialog");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await reviewShot(page, "admin-payment-options");

  const owner = await signInOwner(request);
  await page.goto(`/admin/companies/${owner.companyId}`);
  const devices = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Device ID" }) });
  const register = devices.getByRole("row").filter({ hasText: "QW-REG-1" });
  await register.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Payment fields" }).click();
  const fields = page.getByRole("dialog", { name: "Payment fields" });
  await fields.getByLabel("IP address").fill("192.168.1");
  await fields.getByRole("button", { name: "Save payment fields" }).click();
  await expect(fields.getByText("Enter an IPv4 address, e.g. 192.168.1.20")).toBeVisible();
  await reviewShot(page, "admin-device-payment-fields");
  await fields.getByRole("button", { name: "Cancel" }).click();

  const dashboard = await page.context().newPage();
  await storeTokens(dashboard, { [tokenKeys.auth]: owner.token });
  await dashboard.goto(`/company/${owner.companyId}/dashboard/settings/pos`);
  await expect(dashboard.getByRole("list", { name: "Card payment options" })).toContainText("BlazePay");
  await expect(dashboard.getByRole("switch", { name: "BlazePay card payments" })).not.toBeChecked();
  await reviewShot(dashboard, "settings-pos-card-options");
});

test("a card payment taken for a cart that is then cleared is voided at once", async ({ page, request }) => {
  await storeTokens(page, { [tokenKeys.device]: token });
  const tender = await startSale(page);
  await charge(page, "7.00");
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText("BlazePay$7.00");
  const { data } = await trpcQuery(request, "cardPayments.unfinished", undefined, token);
  const taken = (data as CardSaleView[]).find((sale) => sale.requestedAmount === 700);
  expect(taken).toMatchObject({ status: "APPROVED", chargedAmount: 700 });
  const status = async () =>
    (
      (await trpcQuery(request, "cardPayments.status", { idempotencyKey: taken?.idempotencyKey }, token))
        .data as CardSaleView
    ).status;

  await page.keyboard.press("Escape");
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: "Clear" }).click();
  await page.getByRole("button", { name: "Clear cart" }).click();
  await expect.poll(status).toBe("CANCELLED");
});
