import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CardSale } from "@pos/core/card-payments/card-payments.entity";
import { cardPaymentMessages } from "@pos/core/card-payments/card-payments.schema";
import { savePaymentOption } from "@pos/core/card-payments/payment-options";
import { ExternalCharge } from "@pos/core/payments/external-charge.entity";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { runHeldChargeVoids } from "@pos/core/payments/void-charges";
import { blazePayOption } from "@pos/functions/local/demo-card-payments";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { chargeCard } from "../support/card-world";
import { cardWorld, startCardSimulator, stopCardSimulator, type CardWorld } from "../support/gift-card-world";
import { sell } from "../support/sale-world";
import { failureOf } from "../support/world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startCardSimulator();
  simulator.terminals.config = { retryIntervalMs: 10, pendingPolls: 0, timeoutDelayMs: 60_000 };
  simulator.cards.processingMs = 30;
  process.env.CARD_PROVIDER_URL = simulator.cardsUrl;
  process.env.CARD_PROVIDER_API_KEY = "sim_test_key";
  await savePaymentOption(blazePayOption);
});
afterAll(async () => {
  delete process.env.CARD_PROVIDER_URL;
  delete process.env.CARD_PROVIDER_API_KEY;
  await stopCardSimulator(simulator);
});

const cardNumber = () => `6000${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;

async function paired(world: CardWorld) {
  const started = await world.register.terminals.pair({ terminalId: "T-100", pairingCode: "123456" });
  let status = started;
  for (let poll = 0; poll < 5 && status.status === "PENDING"; poll += 1)
    status = await world.register.terminals.pairStatus({ requestId: started.requestId });
  return status.connectionId!;
}

/** A gift card holding `amount`, sold for cash. */
async function issuedCard(world: CardWorld, amount: number) {
  const number = cardNumber();
  await sell(world, [
    {
      productId: world.giftCardProduct.productId,
      quantity: 1,
      priceOverride: amount,
      giftCardNumber: number,
    },
  ]);
  return number;
}

const terminalCharge = (world: CardWorld, connectionId: string, amount: number, checkoutKey: string) =>
  world.register.terminals.sale({ connectionId, amount, checkoutKey, idempotencyKey: randomUUID() });

const redeem = (world: CardWorld, number: string, amount: number, checkoutKey: string) =>
  world.register.giftCards.redeem({ cardNumber: number, amount, checkoutKey, idempotencyKey: randomUUID() });

const chargeItem = async (world: CardWorld, chargeId: string) =>
  (await ExternalCharge.get({ companyId: world.companyId, chargeId }).go({ consistent: true })).data!;

/** A card payment with the provider, followed until the provider answers. */
const approvedCardSale = (world: CardWorld, amount: number, checkoutKey?: string) =>
  chargeCard(world.register, { idempotencyKey: randomUUID(), provider: "blazepay", amount, checkoutKey });

describe("charges of an abandoned sale, voided by the register", () => {
  it("voids the terminal approval and puts the gift card's money back, once; the sale can no longer count them", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const number = await issuedCard(world, 3000);
    const checkoutKey = randomUUID();
    const approval = await terminalCharge(world, connectionId, 1200, checkoutKey);
    const redemption = await redeem(world, number, 1000, checkoutKey);
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(2000);

    // The cashier clears the cart: the register gives back what that sale took.
    expect(await world.register.giftCards.voidOpenSaleCharges({ checkoutKey })).toEqual({
      voided: 2,
      left: 0,
    });
    expect(simulator.terminals.transactions.get(`void:${approval.chargeId}`)!.result).toMatchObject({
      statusCode: "Approved",
      approvedAmount: "12.00",
    });
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(3000);
    expect((await chargeItem(world, approval.chargeId)).status).toBe("voided");
    expect(await world.register.giftCards.openSaleCharges({ checkoutKey })).toEqual([]);

    // Again: nothing more goes back.
    expect(await world.register.giftCards.voidOpenSaleCharges({ checkoutKey })).toEqual({
      voided: 0,
      left: 0,
    });
    expect(simulator.terminals.transactions.get(`void:${approval.chargeId}`)!.calls).toBe(1);
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(3000);

    const lines = [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }];
    const quote = await world.register.sales.quote({ lines });
    expect(
      await failureOf(
        sell(
          world,
          lines,
          [
            { paymentTypeId: "other", amount: 1000, chargeId: redemption.chargeId },
            { paymentTypeId: "cash", amount: quote.total - 1000 },
          ],
          { idempotencyKey: checkoutKey },
        ),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: paymentMessages.chargeUnknown });
  });

  it("leaves a charge a sale counted, and another register's", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const lines = [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }];
    const quote = await world.register.sales.quote({ lines });
    const checkoutKey = randomUUID();
    const approval = await terminalCharge(world, connectionId, quote.total, checkoutKey);
    const sale = await sell(
      world,
      lines,
      [{ paymentTypeId: "worldpay", amount: quote.total, chargeId: approval.chargeId }],
      { idempotencyKey: checkoutKey },
    );
    const used = await chargeItem(world, approval.chargeId);
    expect(used).toMatchObject({ status: "approved", usedByPaymentId: sale.id });
    expect(used.heldSince).toBeUndefined();
    expect(await world.register.giftCards.voidOpenSaleCharges({ checkoutKey })).toEqual({
      voided: 0,
      left: 0,
    });
    expect(simulator.terminals.transactions.has(`void:${approval.chargeId}`)).toBe(false);
  });
});

describe("card payments of an abandoned sale, voided by the register", () => {
  it("cancels the approved payment taken for the sale, once, and a sale can no longer take it", async () => {
    const world = await cardWorld();
    const lines = [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }];
    const quote = await world.register.sales.quote({ lines });
    const checkoutKey = randomUUID();
    const card = await approvedCardSale(world, quote.total, checkoutKey);
    expect(card.status).toBe("APPROVED");

    expect(await world.register.giftCards.voidOpenSaleCharges({ checkoutKey })).toEqual({
      voided: 1,
      left: 0,
    });
    expect(await world.register.cardPayments.status({ idempotencyKey: card.idempotencyKey })).toMatchObject({
      status: "CANCELLED",
    });
    expect(await world.register.giftCards.voidOpenSaleCharges({ checkoutKey })).toEqual({
      voided: 0,
      left: 0,
    });
    expect(await world.register.cardPayments.unfinished()).not.toContainEqual(
      expect.objectContaining({ idempotencyKey: card.idempotencyKey }),
    );
    expect(
      await failureOf(
        sell(world, lines, [
          { paymentTypeId: "blazepay", amount: quote.total, cardSaleKey: card.idempotencyKey },
        ]),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: cardPaymentMessages.notApproved });
  });

  it("leaves a payment a sale took, and one started for another sale", async () => {
    const world = await cardWorld();
    const lines = [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }];
    const quote = await world.register.sales.quote({ lines });
    const checkoutKey = randomUUID();
    const taken = await approvedCardSale(world, quote.total, checkoutKey);
    const other = await approvedCardSale(world, 700, randomUUID());
    await sell(
      world,
      lines,
      [{ paymentTypeId: "blazepay", amount: quote.total, cardSaleKey: taken.idempotencyKey }],
      {
        idempotencyKey: checkoutKey,
      },
    );

    expect(await world.register.giftCards.voidOpenSaleCharges({ checkoutKey })).toEqual({
      voided: 0,
      left: 0,
    });
    for (const sale of [taken, other])
      expect(await world.register.cardPayments.status({ idempotencyKey: sale.idempotencyKey })).toMatchObject(
        {
          status: "APPROVED",
        },
      );
  });
});

describe("the void-held-charges job", () => {
  /** Makes a held charge look approved long ago (a tab closed hours ago). */
  const heldLongAgo = (world: CardWorld, chargeId: string) =>
    ExternalCharge.patch({ companyId: world.companyId, chargeId })
      .set({ heldSince: "2000-01-01T00:00:00.000Z" })
      .go();

  it("voids terminal approvals, gift-card redemptions and card payments no sale took within the bound", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const number = await issuedCard(world, 2500);
    const approval = await terminalCharge(world, connectionId, 800, randomUUID());
    const redemption = await redeem(world, number, 500, randomUUID());
    const recent = await terminalCharge(world, connectionId, 900, randomUUID());
    const card = await approvedCardSale(world, 1500);
    expect(card.status).toBe("APPROVED");
    await heldLongAgo(world, approval.chargeId);
    await heldLongAgo(world, redemption.chargeId);
    await CardSale.patch({ companyId: world.companyId, idempotencyKey: card.idempotencyKey })
      .set({ heldQueue: "held", heldSince: "2000-01-01T00:00:00.000Z" })
      .go();

    const run = await runHeldChargeVoids();
    expect(run.voided).toBeGreaterThanOrEqual(3);
    expect((await chargeItem(world, approval.chargeId)).status).toBe("voided");
    expect((await chargeItem(world, redemption.chargeId)).status).toBe("voided");
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(2500);
    expect(await world.register.cardPayments.status({ idempotencyKey: card.idempotencyKey })).toMatchObject({
      status: "CANCELLED",
    });
    // Approved a moment ago: the customer may still be at the counter.
    expect((await chargeItem(world, recent.chargeId)).status).toBe("approved");
    // Nothing is held any more: the next run leaves them alone.
    await runHeldChargeVoids();
    expect(simulator.terminals.transactions.get(`void:${approval.chargeId}`)!.calls).toBe(1);
  });
});
