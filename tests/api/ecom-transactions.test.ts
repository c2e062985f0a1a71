import { describe, expect, it } from "vitest";
import { cardPaymentMessages } from "@pos/core/card-payments/card-payments.schema";
import { savePaymentOption } from "@pos/core/card-payments/payment-options";
import { Payment } from "@pos/core/payments/payment.entity";
import { saleWorld, sell } from "../support/sale-world";
import { callerFor, failureOf, makeUser } from "../support/world";

/** The payment options service's option for online payments (the demo's Moneris e-commerce option). */
const monerisEcom = {
  provider: "moneris" as const,
  posAvailable: false,
  ecomAvailable: true,
  availableCountries: ["Canada" as const, "USA" as const],
  posDisplayName: "Moneris",
  minimumChargeAmount: 100,
  maximumChargeAmount: 1_000_000,
  iconUrl: null,
};

/** A sale whose cash transaction is replaced by an online one holding `metadata` (an order paid on the web shop). */
async function onlineSale(metadata: Record<string, unknown> | null) {
  const world = await saleWorld();
  const sale = await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
  const transaction = sale.transactions[0]!;
  const item = (
    await Payment.query.byLocation({ companyId: world.companyId, locationId: world.location.id }).go()
  ).data[0]!;
  await Payment.patch({ companyId: world.companyId, paymentId: item.paymentId })
    .set({
      transactions: [
        { ...transaction, paymentTypeId: "online", metadata: metadata && JSON.stringify(metadata) },
      ],
    })
    .go();
  const ref = {
    companyId: world.companyId,
    locationId: world.location.id,
    paymentId: sale.id,
    transactionId: transaction.id,
  };
  return { world, sale, ref };
}

describe("dashboard: the ECOM payment service of a transaction", () => {
  it("names the option an online transaction was paid through", async () => {
    await savePaymentOption(monerisEcom);
    const { world, ref, sale } = await onlineSale({ paymentOptionId: "moneris" });
    expect(await world.caller.cardPayments.ecomTransaction(ref)).toMatchObject({
      transactionId: ref.transactionId,
      paymentTypeId: "online",
      amount: sale.transactions[0]!.amount,
      option: { provider: "moneris", posDisplayName: "Moneris", ecomAvailable: true },
    });
  });

  it("says a register's transaction is not an ECOM one, and an option the service lacks is not found", async () => {
    const world = await saleWorld();
    const sale = await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
    const cash = {
      companyId: world.companyId,
      locationId: world.location.id,
      paymentId: sale.id,
      transactionId: sale.transactions[0]!.id,
    };
    expect(await failureOf(world.caller.cardPayments.ecomTransaction(cash))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: cardPaymentMessages.notEcom,
    });
    const unknown = await onlineSale({ paymentOptionId: "paypal" });
    expect(await failureOf(unknown.world.caller.cardPayments.ecomTransaction(unknown.ref))).toMatchObject({
      appCode: "NOT_FOUND",
      message: cardPaymentMessages.optionNotFound,
    });
    expect(
      await failureOf(world.caller.cardPayments.ecomTransaction({ ...cash, transactionId: "nope" })),
    ).toMatchObject({ appCode: "NOT_FOUND", message: cardPaymentMessages.transactionNotFound });
  });

  it("is for those who may see the company's sales", async () => {
    const { world, ref } = await onlineSale({ paymentOptionId: "moneris" });
    const stranger = await callerFor((await makeUser()).token);
    expect(await failureOf(stranger.cardPayments.ecomTransaction(ref))).toMatchObject({
      appCode: "FORBIDDEN",
    });
    expect(await failureOf(world.register.cardPayments.ecomTransaction(ref))).toMatchObject({
      appCode: "UNAUTHENTICATED",
    });
  });
});
