// Issue 21 (part 2): a cashier pairs a Worldpay terminal in the register's settings and sells on it; sells two gift
// cards, then pays part of a sale with one and the rest in cash; every figure on the receipts, the shift report and
// the sales list is checked; a manager credits the emptied card outside a sale, and the owner sees that credit and
// what the company still owes on its cards. Then a terminal sale is refunded on the terminal from the register's
// refund dialog, and a cart charged on the terminal then cleared has its approval voided.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import { cardsCompany as company } from "../support/e2e-cards-accounts";
import {
  readStored,
  reviewShot,
  signInUser,
  storeTokens,
  tokenKeys,
  trpcMutation,
  writeStored,
  type InPage,
} from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { toast } from "./pos-register-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const { passcode } = company.employee;
/** $35.00 + 13 % HST. */
const flowerTotal = 3955;
const cards = { first: "6000 1111 2222 3333", second: "6000 4444 5555 6666" } as const;

/** Pairs a terminal from the register's settings; it becomes the selected one. */
async function pairTerminal(page: Page, name: "Front counter" | "Back counter") {
  await page.goto("/pos/settings");
  const front = page.getByRole("list", { name: "Terminals" }).getByRole("listitem", { name });
  await front.getByRole("button", { name: "Pair" }).click();
  const pairing = page.getByRole("dialog", { name: `Pair ${name}` });
  await pairing.getByLabel("Pairing code").fill("482913");
  await pairing.getByRole("button", { name: "Pair terminal" }).click();
  await expect(toast(page, "Successfully created the connection!")).toBeVisible();
  await expect(front.getByText("Selected")).toBeVisible();
}

async function openShift(request: APIRequestContext): Promise<string> {
  // The server answers /ping before its seed has written this company: wait until the register can sign in.
  await expect
    .poll(
      async () =>
        (await request.post("/trpc/auth.deviceSignIn", { data: { json: company.device } })).status(),
      {
        timeout: 90_000,
      },
    )
    .toBe(200);
  const { token } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", company.device);
  const current = (await trpcQuery(request, "shifts.current", undefined, token)).data as { shift: unknown };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: passcode }, token);
  await trpcMutation(request, "shifts.start", { startingFloat: 10000, passcode }, token);
  await trpcMutation(request, "hours.clockIn", { passcode }, token);
  return token;
}

/**
 * Ends the register's shift and signs the owner in in the same browser (the register's page already stored its
 * token); answers the dashboard's base path and the ended shift's id.
 */
async function endShiftAsOwner(page: Page, request: APIRequestContext, token: string) {
  const { shiftId } = await trpcMutation<{ shiftId: string }>(
    request,
    "shifts.end",
    { floatCount: null, password: passcode },
    token,
  );
  const owner = await signInUser(request, company.owner.email, company.owner.password);
  await writeStored(page, tokenKeys.auth, owner.token);
  const companyId = owner.me.companies.find((entry) => entry.name === company.name)!.id;
  return { shiftId, base: `/company/${companyId}/dashboard` };
}

/** The Payments region of a shift's report on the dashboard. */
async function shiftPayments(page: Page, base: string, shiftId: string): Promise<Locator> {
  await page.goto(`${base}/shifts/${shiftId}`);
  return page.getByRole("article", { name: "Shift report" }).getByRole("region", { name: "Payments" });
}

async function addToCart(page: Page, name: string) {
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill(name);
  await expect(
    page.getByRole("list", { name: "Products" }).getByRole("button", { name }).first(),
  ).toBeVisible();
  await search.press("Enter");
}

async function takePayment(page: Page): Promise<Locator> {
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: /^Pay/ }).click();
  return page.getByRole("dialog", { name: "Take payment" });
}

async function payRestInCash(tender: Locator) {
  await tender.getByRole("button", { name: "Cash", exact: true }).click();
  await tender.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "Exact" }).click();
}

/** Completes the sale and returns its receipt's Payments region and the sale's number. */
async function complete(page: Page, tender: Locator) {
  await tender.getByRole("button", { name: "Complete sale" }).click();
  await expect(page.getByRole("heading", { name: "Sale complete" })).toBeVisible();
  const receipt = page.getByRole("article", { name: /^Receipt of sale \d+$/ });
  const number = Number((await receipt.getAttribute("aria-label"))!.replace(/\D/g, ""));
  return { receipt, payments: receipt.getByRole("region", { name: "Payments" }), number };
}

test("a cashier pairs a terminal and sells on it, sells gift cards and redeems one; the owner sees the liability", async ({
  page,
  request,
}) => {
  const token = await openShift(request);
  await storeTokens(page, { [tokenKeys.device]: token });

  // Pairing: the register polls until the terminal confirms, then keeps it as its selected terminal.
  await pairTerminal(page, "Front counter");
  expect(JSON.parse((await readStored(page, "selectedWorldpayTerminal")) ?? "null")).toMatchObject({
    terminalId: "T-100",
    connectionId: expect.stringMatching(/^conn-/),
  });
  expect(JSON.parse((await readStored(page, "worldpayTerminals")) ?? "[]")).toEqual([
    expect.objectContaining({ terminalId: "T-100" }),
  ]);
  await reviewShot(page, "pos-settings-terminals");

  // A sale on the terminal.
  await page.goto("/pos/sale");
  await addToCart(page, company.flower.name);
  let tender = await takePayment(page);
  await tender.getByRole("button", { name: `Pay ${formatCents(flowerTotal)} on terminal` }).click();
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText("Worldpay");
  await reviewShot(page, "tender-terminal");
  // A reload before the sale is completed: the approval is counted again, never asked for twice.
  await page.reload();
  tender = await takePayment(page);
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText(
    `Worldpay${formatCents(flowerTotal)}`,
  );
  await expect(tender.getByRole("button", { name: "Pay on terminal" })).toBeDisabled();
  const terminalSale = await complete(page, tender);
  await expect(terminalSale.payments).toContainText(`Worldpay VISA •••• 4242${formatCents(flowerTotal)}`);
  await reviewShot(page, "receipt-terminal");

  // Two gift cards sold for cash: each activated when the sale completes.
  await page.goto("/pos/sale");
  for (const [number, amount] of [
    [cards.first, "25"],
    [cards.second, "40"],
  ] as const) {
    await addToCart(page, company.giftCard.name);
    const sell = page.getByRole("dialog", { name: `Sell ${company.giftCard.name}` });
    await sell.getByLabel("Card number").fill(number);
    await sell.getByLabel("Amount to load").fill(amount);
    if (number === cards.first) await reviewShot(page, "gift-card-sell");
    await sell.getByRole("button", { name: "Add to cart" }).click();
  }
  await expect(page.getByRole("region", { name: "Cart" })).toContainText("Card •••• 6666");
  tender = await takePayment(page);
  await payRestInCash(tender);
  const cardSale = await complete(page, tender);
  await expect(cardSale.receipt.getByRole("region", { name: "Totals" })).toContainText(formatCents(6500));
  await expect(cardSale.payments).toContainText(`Cash${formatCents(6500)}`);

  // A sale paid with the first card ($25.00, all it holds) and the rest in cash.
  await page.goto("/pos/sale");
  await addToCart(page, company.flower.name);
  tender = await takePayment(page);
  await tender.getByLabel("Gift card number").fill(cards.first);
  await tender.getByRole("button", { name: "Pay with gift card" }).click();
  await expect(tender.getByRole("status")).toContainText(
    `Gift card •••• 3333 paid $25.00. ${formatCents(flowerTotal - 2500)} remains to pay.`,
  );
  await reviewShot(page, "tender-gift-card");
  await payRestInCash(tender);
  const redeemed = await complete(page, tender);
  await expect(redeemed.payments).toContainText(`Gift card •••• 3333${formatCents(2500)}`);
  await expect(redeemed.payments).toContainText(`Cash${formatCents(flowerTotal - 2500)}`);
  await reviewShot(page, "receipt-gift-card");

  // A return without a receipt: the manager puts $10.00 back on the emptied card, with a reason.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: "Credit a gift card" })
    .click();
  const credit = page.getByRole("dialog", { name: "Credit a gift card" });
  await credit.getByLabel("Card number").fill(cards.first);
  await credit.getByLabel("Amount").fill("10");
  await credit.getByLabel("Manager passcode").fill(passcode);
  await credit.getByRole("button", { name: "Credit the card" }).click();
  await expect(credit.getByRole("alert")).toContainText("Enter the reason for the credit");
  await credit.getByLabel("Reason").fill("Returned without a receipt");
  await reviewShot(page, "gift-card-credit");
  await credit.getByRole("button", { name: "Credit the card" }).click();
  await expect(toast(page, "$10.00 put on gift card •••• 3333: it now holds $10.00")).toBeVisible();
  await expect(credit).toBeHidden();

  // The owner: the shift report, the sales list and the gift-card liability.
  const { shiftId, base } = await endShiftAsOwner(page, request, token);
  const payments = await shiftPayments(page, base, shiftId);
  await expect(payments).toContainText(`Worldpay${formatCents(flowerTotal)}`);
  await expect(payments).toContainText(`Cash${formatCents(6500 + flowerTotal - 2500)}`);
  await expect(payments).toContainText(`Other${formatCents(2500)}`);
  await expect(payments).toContainText(`Total${formatCents(flowerTotal + 6500 + flowerTotal)}`);

  await page.goto(`${base}/sales/list`);
  const row = (number: number) => page.getByRole("row").filter({ hasText: `#${number}` });
  for (const [sale, total, tenders] of [
    [terminalSale.number, flowerTotal, "Worldpay"],
    [cardSale.number, 6500, "Cash"],
    [redeemed.number, flowerTotal, "Other, Cash"],
  ] as const) {
    await page.getByLabel("Sale number").fill(String(sale));
    await expect(row(sale)).toHaveCount(1);
    await expect(row(sale)).toContainText(formatCents(total));
    await expect(row(sale)).toContainText(tenders);
  }

  await page.goto(`${base}/settings/giftcards`);
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  await expect(page.getByTestId("liability-total")).toHaveText(formatCents(5000));
  await expect(page.getByTestId("liability-count")).toHaveText("2");
  await expect(page.getByRole("row").filter({ hasText: "•••• 6666" })).toContainText(formatCents(4000));
  // The credit: on the card's balance, and on the list of credits with who approved it, where and why.
  const credited = page.getByRole("row").filter({ hasText: "Returned without a receipt" });
  await expect(credited).toHaveCount(1);
  for (const text of ["•••• 3333", formatCents(1000), company.employee.name, company.location])
    await expect(credited).toContainText(text);
  await expect(page.getByRole("row").filter({ hasText: "•••• 3333" }).first()).toContainText(
    formatCents(1000),
  );
  await reviewShot(page, "settings-gift-cards");
});

test("a terminal sale is refunded on the terminal from the refund dialog; a charged cart that is cleared is voided", async ({
  page,
  request,
}) => {
  const token = await openShift(request);
  await storeTokens(page, { [tokenKeys.device]: token });
  // The first test paired the front counter: this register pairs the back counter.
  await pairTerminal(page, "Back counter");

  await page.goto("/pos/sale");
  await addToCart(page, company.flower.name);
  let tender = await takePayment(page);
  await tender.getByRole("button", { name: `Pay ${formatCents(flowerTotal)} on terminal` }).click();
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText("Worldpay");
  const sale = await complete(page, tender);

  // The customer brings the jar back: the refund dialog gives it back on the selected terminal.
  await page.goto("/pos/payments");
  await page.getByLabel("Find a sale by number").fill(String(sale.number));
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: `#${sale.number}` }).click();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Refund sale #${sale.number}` });
  await dialog.getByRole("button", { name: "Refund everything" }).click();
  const summary = dialog.getByRole("region", { name: "Refund summary" });
  await expect(summary).toContainText(`Back on Worldpay${formatCents(flowerTotal)}`);
  await expect(summary).toContainText("goes back on the terminal Back counter");
  await dialog.getByLabel("Manager passcode").fill(passcode);
  await reviewShot(page, "refund-dialog-terminal");
  await dialog.getByRole("button", { name: `Refund ${formatCents(flowerTotal)}` }).click();
  await expect(dialog).toBeHidden();
  const receipt = page.getByRole("article", { name: `Receipt of sale ${sale.number}` });
  await expect(receipt.getByRole("region", { name: "Refunds" })).toContainText(
    `-${formatCents(flowerTotal)}`,
  );

  // A cart charged on the terminal, then cleared: the register voids the approval at once.
  await page.goto("/pos/sale");
  await addToCart(page, company.flower.name);
  tender = await takePayment(page);
  await tender.getByRole("button", { name: `Pay ${formatCents(flowerTotal)} on terminal` }).click();
  await expect(tender.getByRole("list", { name: "Payments" })).toContainText("Worldpay");
  const { checkoutKey } = JSON.parse(
    (await page.evaluate(() => (globalThis as unknown as InPage).sessionStorage.getItem("posOpenCart"))) ??
      "{}",
  ) as { checkoutKey: string };
  const held = async () =>
    (await trpcQuery(request, "giftCards.openSaleCharges", { checkoutKey }, token)).data;
  expect(await held()).toEqual([expect.objectContaining({ kind: "terminal", amount: flowerTotal })]);
  await page.keyboard.press("Escape");
  await page.getByRole("region", { name: "Cart" }).getByRole("button", { name: "Clear" }).click();
  await page.getByRole("button", { name: "Clear cart" }).click();
  await expect.poll(held).toEqual([]);

  const { shiftId, base } = await endShiftAsOwner(page, request, token);
  // The refund nets the shift's Worldpay takings to nothing; the voided approval never was a sale.
  const payments = await shiftPayments(page, base, shiftId);
  await expect(payments).toContainText(`Worldpay${formatCents(0)}`);
  await expect(payments).toContainText(`Total${formatCents(0)}`);

  await page.goto(`${base}/sales/list`);
  await page.getByLabel("Sale number").fill(String(sale.number));
  const row = page.getByRole("row").filter({ hasText: `#${sale.number}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Refunded");
  await expect(row).toContainText(`−${formatCents(flowerTotal)} refunded`);
  await expect(row).toContainText("Worldpay");
});
