import { randomUUID } from "node:crypto";
import { savePaymentOption } from "@pos/core/card-payments/payment-options";
import type { CardSaleView, StartCardSaleInput } from "@pos/core/card-payments/card-payments.schema";
import { setStock } from "@pos/core/inventory/stock";
import type { TenderInput } from "@pos/core/payments/payment.schema";
import { blazePayOption } from "@pos/functions/local/demo-card-payments";
import {
  startProviderSimulator,
  type ProviderSimulator,
} from "@pos/functions/local/provider-simulator/server";
import { productItem, putProducts } from "./catalog";
import { openShift, passcodes } from "./register";

/** The card provider simulator, with the product pointed at it (CARD_PROVIDER_URL) and quick terminals. */
export async function startCardProvider(): Promise<ProviderSimulator> {
  const simulator = await startProviderSimulator();
  simulator.cards.processingMs = 30;
  process.env.CARD_PROVIDER_URL = simulator.cardsUrl;
  process.env.CARD_PROVIDER_API_KEY = "sim_test_key";
  await savePaymentOption(blazePayOption);
  return simulator;
}

export async function stopCardProvider(simulator: ProviderSimulator): Promise<void> {
  delete process.env.CARD_PROVIDER_URL;
  delete process.env.CARD_PROVIDER_API_KEY;
  await simulator.stop();
}

type Register = Awaited<ReturnType<typeof openShift>>["register"];

/** Starts a card payment and follows it until it is final (as the register does). */
export async function chargeCard(register: Register, input: StartCardSaleInput): Promise<CardSaleView> {
  let sale = await register.cardPayments.start(input);
  for (let poll = 0; poll < 100 && sale.unfinished; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    sale = await register.cardPayments.status({ idempotencyKey: input.idempotencyKey });
  }
  return sale;
}

/** A register with an open shift, Avery clocked in, and an untaxed product priced `price` (stock 50). */
export async function cardWorld(price = 2000) {
  const world = await openShift();
  const { companyId, location } = world;
  await world.register.hours.clockIn({ passcode: passcodes.manager });
  const [product] = await putProducts([productItem(companyId, { name: "Gift box", price })]);
  if (!product) throw new Error("product not written");
  await setStock({ companyId, locationId: location.id, productId: product.productId, quantity: 50 });
  const lines = [{ lineId: "l1", productId: product.productId, quantity: 1 }];

  const charge = (amount: number, idempotencyKey = randomUUID()) =>
    chargeCard(world.register, { idempotencyKey, provider: "blazepay", amount });
  const checkout = (tenders: TenderInput[], expectedTotal = price) =>
    world.register.sales.checkout({ idempotencyKey: randomUUID(), lines, tenders, expectedTotal });
  const cardTender = (sale: CardSaleView): TenderInput => ({
    paymentTypeId: "blazepay",
    amount: sale.chargedAmount,
    cardSaleKey: sale.idempotencyKey,
  });
  return { ...world, product, lines, charge, checkout, cardTender };
}
