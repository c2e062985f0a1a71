import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPaymentMessages } from "@pos/core/card-payments/card-payments.schema";
import { Payment } from "@pos/core/payments/payment.entity";
import { refundMessages } from "@pos/core/payments/refund.schema";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { cardWorld, startCardProvider, stopCardProvider } from "../support/card-world";
import { passcodes } from "../support/register";
import { failureOf } from "../support/world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startCardProvider();
});
afterAll(async () => {
  await stopCardProvider(simulator);
});

const refundOf = (paymentId: string, idempotencyKey = randomUUID()) => ({
  paymentId,
  idempotencyKey,
  lines: [{ lineId: "l1", units: 1 }],
  reason: "Returned",
  passcode: passcodes.manager,
});

const providerRefunds = (providerPaymentId: string) =>
  [...simulator.cards.refunds.values()].map((entry) => entry.refund).filter((r) => r.paymentId === providerPaymentId);

async function cardSale(price: number) {
  const world = await cardWorld(price);
  const sale = await world.charge(price);
  const payment = await world.checkout([world.cardTender(sale)], price);
  return { world, sale, payment };
}

describe("refunds to a card", () => {
  it("gives a card sale back through the provider and records the provider's refund on the transaction", async () => {
    const { world, sale, payment } = await cardSale(2000);
    const result = await world.register.payments.refund(refundOf(payment.id));
    expect(result.payment.status).toBe("refunded");
    const refundTx = result.payment.transactions.find((tx) => tx.refundId === result.refund.id);
    expect(refundTx).toMatchObject({ paymentTypeId: "blazepay", amount: -2000, status: "complete" });
    const [given] = providerRefunds(sale.providerPaymentId!);
    expect(given).toMatchObject({ status: "COMPLETED", refundedAmount: 2000, refundType: "FULL" });
    expect(JSON.parse(refundTx!.metadata!)).toMatchObject({
      type: "refund",
      provider: "blazepay",
      cardType: "VISA",
      refunds: [{ providerPaymentId: sale.providerPaymentId, providerRefundId: given!.id, amount: 2000 }],
    });
  });

  it("re-initiates a refund the provider failed (.06) and waits for the final status; a retry never refunds twice", async () => {
    const { world, sale, payment } = await cardSale(2006);
    const input = refundOf(payment.id);
    const result = await world.register.payments.refund(input);
    expect(result.refund.amount).toBe(2006);
    expect(providerRefunds(sale.providerPaymentId!).map((refund) => refund.status)).toEqual(["FAILED", "COMPLETED"]);
    const again = await world.register.payments.refund(input);
    expect(again.refund.id).toBe(result.refund.id);
    expect(providerRefunds(sale.providerPaymentId!)).toHaveLength(2);
  });

  it("refuses a card refund without the transaction's metadata, of another metadata type, or of a payment the provider does not know", async () => {
    const { world, payment } = await cardSale(2000);
    const key = { companyId: world.companyId, paymentId: payment.id };
    const stored = (await Payment.get(key).go()).data!;
    const withMetadata = async (metadata: string | null) =>
      Payment.patch(key)
        .set({ transactions: stored.transactions.map((tx) => ({ ...tx, metadata })) })
        .go();
    await withMetadata(null);
    expect(await failureOf(world.register.payments.refund(refundOf(payment.id)))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: cardPaymentMessages.metadataNotFound,
    });
    await withMetadata(JSON.stringify({ type: "refund" }));
    expect(await failureOf(world.register.payments.refund(refundOf(payment.id)))).toMatchObject({
      message: cardPaymentMessages.invalidMethod,
    });
    await withMetadata(JSON.stringify({ type: "payment", providerPaymentId: "sale_unknown", cardType: null }));
    expect(await failureOf(world.register.payments.refund(refundOf(payment.id)))).toMatchObject({
      appCode: "NOT_FOUND",
      message: refundMessages.notFound,
    });
    // Nothing was written by the refused refunds.
    expect((await Payment.get(key).go()).data?.refunds).toEqual([]);
  });
});
