import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GiftCardAccount } from "@pos/core/gift-cards/gift-card.entity";
import { giftCardMessages } from "@pos/core/gift-cards/gift-cards.schema";
import { Payment } from "@pos/core/payments/payment.entity";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { cardWorld, startCardSimulator, stopCardSimulator, type CardWorld } from "../support/gift-card-world";
import { sell } from "../support/sale-world";
import { passcodes } from "../support/register";
import { failureOf } from "../support/world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startCardSimulator();
});
afterAll(() => stopCardSimulator(simulator));

const cardNumber = () => `6000${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;

/** Sells a gift card line loading `amount` on `number`, paid in cash. */
const sellCard = (world: CardWorld, number: string, amount: number, idempotencyKey = randomUUID()) =>
  sell(
    world,
    [
      {
        productId: world.giftCardProduct.productId,
        quantity: 1,
        priceOverride: amount,
        giftCardNumber: number,
      },
    ],
    undefined,
    { idempotencyKey },
  );

describe("selling and checking gift cards", () => {
  it("activates a card on sale, reloads it on another, and a retried checkout loads it once", async () => {
    const world = await cardWorld();
    const number = cardNumber();
    expect(await failureOf(world.register.giftCards.balance({ cardNumber: number }))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: giftCardMessages.unknownCard,
    });
    const key = randomUUID();
    const sale = await sellCard(world, number, 5000, key);
    expect(sale.total).toBe(5000);
    expect(await sellCard(world, number, 5000, key)).toEqual(sale);
    expect(await world.register.giftCards.balance({ cardNumber: number })).toMatchObject({
      balance: 5000,
      masked: `•••• ${number.slice(-4)}`,
    });
    await sellCard(world, `${number.slice(0, 4)} ${number.slice(4)}`, 2500);
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(7500);
    expect(await world.caller.giftCards.liability({ companyId: world.companyId })).toEqual({
      cards: [expect.objectContaining({ masked: `•••• ${number.slice(-4)}`, balance: 7500 })],
      credits: [],
      total: 7500,
      count: 1,
    });
  });

  it("refuses a gift card line without its number, or a number on another product, writing nothing", async () => {
    const world = await cardWorld();
    expect(
      await failureOf(
        sell(world, [{ productId: world.giftCardProduct.productId, quantity: 1, priceOverride: 1000 }]),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: giftCardMessages.numberRequired("Gift card") });
    expect(
      await failureOf(
        sell(world, [
          { productId: world.products.soda.productId, quantity: 1, giftCardNumber: cardNumber() },
        ]),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: giftCardMessages.notGiftCard("Soda") });
    const sales = await Payment.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .go();
    expect(sales.data).toEqual([]);
  });

  it("is refused while gift cards are off for the company", async () => {
    const world = await cardWorld({ giftCards: false });
    expect(await failureOf(world.register.giftCards.balance({ cardNumber: cardNumber() }))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: giftCardMessages.notEnabled,
    });
  });
});

describe("paying with a gift card", () => {
  it("redeems part of a sale (the rest in cash) exactly once per key", async () => {
    const world = await cardWorld();
    const number = cardNumber();
    await sellCard(world, number, 2000);
    const lines = [{ lineId: "l1", productId: world.products.flower.productId, quantity: 1 }];
    const quote = await world.register.sales.quote({ lines });
    const checkoutKey = randomUUID();
    expect(
      await failureOf(
        world.register.giftCards.redeem({
          cardNumber: number,
          amount: quote.total,
          checkoutKey,
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toMatchObject({ appCode: "CONFLICT", message: giftCardMessages.insufficient("$20.00") });
    const redeem = { cardNumber: number, amount: 2000, checkoutKey, idempotencyKey: randomUUID() };
    const charge = await world.register.giftCards.redeem(redeem);
    expect(await world.register.giftCards.redeem(redeem)).toEqual(charge);
    expect(simulator.giftCards.deliveries.get(redeem.idempotencyKey)).toBe(1);
    const payment = await sell(
      world,
      lines,
      [
        { paymentTypeId: "other", amount: 2000, chargeId: charge.chargeId },
        { paymentTypeId: "cash", amount: quote.total - 2000 },
      ],
      { idempotencyKey: checkoutKey },
    );
    expect(payment.transactions.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([
      ["other", 2000],
      ["cash", quote.total - 2000],
    ]);
    expect(JSON.parse(payment.transactions[0]!.metadata!)).toMatchObject({
      type: "giftCard",
      label: `Gift card •••• ${number.slice(-4)}`,
    });
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(0);
    expect((await world.caller.giftCards.liability({ companyId: world.companyId })).total).toBe(0);
  });

  it("refuses an unknown card, and a redemption of another sale used as a tender", async () => {
    const world = await cardWorld();
    expect(
      await failureOf(
        world.register.giftCards.redeem({
          cardNumber: cardNumber(),
          amount: 100,
          checkoutKey: randomUUID(),
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: giftCardMessages.unknownCard });
    const number = cardNumber();
    await sellCard(world, number, 5000);
    const charge = await world.register.giftCards.redeem({
      cardNumber: number,
      amount: 1299 + 65,
      checkoutKey: randomUUID(),
      idempotencyKey: randomUUID(),
    });
    expect(
      (
        await failureOf(
          sell(
            world,
            [{ productId: world.products.gummies.productId, quantity: 1 }],
            [{ paymentTypeId: "other", amount: 1364, chargeId: charge.chargeId }],
          ),
        )
      ).appCode,
    ).toBe("INVALID_INPUT");
  });
});

describe("the access token", () => {
  it("is cached per company, refreshed when 5 minutes or less are left, and after the provider expires it", async () => {
    const world = await cardWorld();
    const number = cardNumber();
    await sellCard(world, number, 1000);
    const account = async () => (await GiftCardAccount.get({ companyId: world.companyId }).go()).data!;
    const first = await account();
    await world.register.giftCards.balance({ cardNumber: number });
    expect((await account()).accessToken).toBe(first.accessToken);
    // 4 minutes left: refreshed before the call.
    await GiftCardAccount.patch({ companyId: world.companyId })
      .set({ tokenExpiresAt: new Date(Date.now() + 4 * 60_000).toISOString() })
      .go();
    await world.register.giftCards.balance({ cardNumber: number });
    const second = await account();
    expect(second.accessToken).not.toBe(first.accessToken);
    // The provider expired it early: the call is refused once, a new token fetched and the call sent again.
    await fetch(`${simulator.giftCardsUrl}/__sim/expire-tokens`, { method: "POST" });
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(1000);
    expect((await account()).accessToken).not.toBe(second.accessToken);
  });
});

describe("refund to a gift card", () => {
  it("puts a refund of a sale paid by gift card back onto the card, once per refund key", async () => {
    const world = await cardWorld();
    const number = cardNumber();
    await sellCard(world, number, 10_000);
    const lines = [{ lineId: "l1", productId: world.products.flower.productId, quantity: 2 }];
    const quote = await world.register.sales.quote({ lines });
    const checkoutKey = randomUUID();
    const charge = await world.register.giftCards.redeem({
      cardNumber: number,
      amount: 5000,
      checkoutKey,
      idempotencyKey: randomUUID(),
    });
    const sale = await sell(
      world,
      lines,
      [
        { paymentTypeId: "other", amount: 5000, chargeId: charge.chargeId },
        { paymentTypeId: "cash", amount: quote.total - 5000 },
      ],
      { idempotencyKey: checkoutKey },
    );
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(5000);
    // One of two jars: $39.20 back, all of it onto the card (card tenders go back before cash).
    const refund = {
      paymentId: sale.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: "l1", units: 1, restock: true }],
      passcode: passcodes.manager,
    };
    const { payment } = await world.register.payments.refund(refund);
    const back = payment.transactions.filter((tx) => tx.refundId === refund.idempotencyKey);
    expect(back.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([["other", -3920]]);
    expect(JSON.parse(back[0]!.metadata!)).toMatchObject({
      type: "giftCard",
      label: `Gift card •••• ${number.slice(-4)}`,
    });
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(5000 + 3920);
    await world.register.payments.refund(refund);
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(5000 + 3920);
    // The other jar: what is left on the card's tender ($10.80) goes back onto it, the rest in cash.
    const rest = await world.register.payments.refund({ ...refund, idempotencyKey: randomUUID() });
    const second = rest.payment.transactions.filter((tx) => tx.refundId === rest.refund.id);
    expect(second.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([
      ["other", -1080],
      ["cash", -2840],
    ]);
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(10_000);
  });

  it("adds value with a refunder's passcode and a reason, once per key, and keeps who, where and why", async () => {
    const world = await cardWorld();
    const number = cardNumber();
    await sellCard(world, number, 1000);
    const input = {
      cardNumber: number,
      amount: 500,
      idempotencyKey: randomUUID(),
      passcode: passcodes.cashier,
      reason: "Returned without a receipt",
    };
    expect((await failureOf(world.register.giftCards.refundToCard(input))).appCode).toBe("FORBIDDEN");
    expect(
      await failureOf(
        world.register.giftCards.refundToCard({ ...input, passcode: passcodes.manager, reason: " " }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: giftCardMessages.reasonRequired });
    expect((await world.register.giftCards.balance({ cardNumber: number })).balance).toBe(1000);
    const refunded = { ...input, passcode: passcodes.manager };
    expect((await world.register.giftCards.refundToCard(refunded)).balance).toBe(1500);
    expect((await world.register.giftCards.refundToCard(refunded)).balance).toBe(1500);
    const { credits, total } = await world.caller.giftCards.liability({ companyId: world.companyId });
    expect(total).toBe(1500);
    expect(credits).toEqual([
      {
        masked: `•••• ${number.slice(-4)}`,
        amount: 500,
        balanceAfter: 1500,
        employeeName: expect.any(String),
        reason: "Returned without a receipt",
        locationId: world.location.id,
        createDate: expect.any(String),
      },
    ]);
  });
});

describe("settings/giftcards", () => {
  it("keeps the secret write-only and needs one to start", async () => {
    const world = await cardWorld({ giftCards: false });
    const ref = { companyId: world.companyId };
    expect(await world.caller.giftCards.settings(ref)).toEqual({
      enabled: false,
      clientId: null,
      secretSet: false,
    });
    expect(
      await failureOf(
        world.caller.giftCards.saveSettings({ ...ref, enabled: true, clientId: "c1", clientSecret: null }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: giftCardMessages.secretRequired });
    await world.caller.giftCards.saveSettings({ ...ref, enabled: true, clientId: "c1", clientSecret: "s" });
    expect(await world.caller.giftCards.settings(ref)).toEqual({
      enabled: true,
      clientId: "c1",
      secretSet: true,
    });
  });

  it("says so when the provider refuses the credentials", async () => {
    const world = await cardWorld({ giftCards: false });
    await world.caller.giftCards.saveSettings({
      companyId: world.companyId,
      enabled: true,
      clientId: "c2",
      clientSecret: "invalid-secret",
    });
    expect(await failureOf(world.register.giftCards.balance({ cardNumber: cardNumber() }))).toMatchObject({
      appCode: "CONFLICT",
      message: giftCardMessages.credentials,
    });
  });
});
