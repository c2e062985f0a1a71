import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPaymentMessages, merchantIdOf } from "@pos/core/card-payments/card-payments.schema";
import { CardSale } from "@pos/core/card-payments/card-payments.entity";
import { voidHeldCardSale } from "@pos/core/card-payments/card-sales";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { readShiftTotals } from "@pos/core/shifts/shift-totals";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import type { LocalHttpServer } from "@pos/functions/local/http-server";
import { cardWorld, startCardProvider, stopCardProvider } from "../support/card-world";
import { connected, startGateway, subscribe } from "../support/realtime-client";
import { callerFor, failureOf, makeUser } from "../support/world";

let simulator: ProviderSimulator;
let local: LocalHttpServer;
let port: number;
beforeAll(async () => {
  simulator = await startCardProvider();
  ({ local, port } = await startGateway());
});
afterAll(async () => {
  setClock(null);
  await stopCardProvider(simulator);
  await local.close();
});

describe("card payments with the provider at the register", () => {
  it("offers the provider's tender by the rule and charges an approved card that pays the sale", async () => {
    const world = await cardWorld(2000);
    const options = await world.register.cardPayments.options();
    expect(options).toMatchObject([
      {
        provider: "blazepay",
        posDisplayName: "BlazePay",
        merchantId: merchantIdOf(world.companyId, world.location.id),
        terminalId: "T-blazepay-1",
      },
    ]);
    const sale = await world.charge(2000);
    expect(sale).toMatchObject({
      status: "APPROVED",
      chargedAmount: 2000,
      cardType: "VISA",
      unfinished: false,
    });
    const payment = await world.checkout([world.cardTender(sale)]);
    expect(payment).toMatchObject({ status: "complete", total: 2000, totalPaid: 2000 });
    const [card] = payment.transactions;
    expect(card).toMatchObject({
      paymentTypeId: "blazepay",
      amount: 2000,
      terminalInvoiceId: sale.referenceId,
    });
    expect(JSON.parse(card!.metadata!)).toMatchObject({
      type: "payment",
      provider: "blazepay",
      providerPaymentId: sale.providerPaymentId,
      cardType: "VISA",
    });
    const stored = (
      await CardSale.get({ companyId: world.companyId, idempotencyKey: sale.idempotencyKey }).go()
    ).data;
    expect(stored?.usedByPaymentId).toBe(payment.id);
    // One card payment pays one sale.
    expect(await failureOf(world.checkout([world.cardTender(sale)]))).toMatchObject({
      message: cardPaymentMessages.alreadyUsed,
    });
    // The payment types report splits the card tender by the card type the provider named.
    await runRollupJob();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await world.caller.moneyReports.paymentTypes({
      companyId: world.companyId,
      locationIds: [world.location.id],
      from: day(-1),
      to: day(1),
    });
    expect(report.rows.map((row) => [row.key, row.amount, row.count])).toEqual([["blazepay:VISA", 2000, 1]]);
    const totals = await readShiftTotals(world.companyId, world.shift.id);
    expect(totals.tenders.find((entry) => entry.paymentTypeId === "blazepay")).toMatchObject({
      amount: 2000,
      count: 1,
    });
  });

  it("records a declined card (.01) and refuses it as a tender", async () => {
    const world = await cardWorld(2001);
    const sale = await world.charge(2001);
    expect(sale).toMatchObject({ status: "DECLINED", chargedAmount: 0, failReason: "Card declined" });
    expect(
      await failureOf(world.checkout([{ ...world.cardTender(sale), amount: 2001 }], 2001)),
    ).toMatchObject({
      appCode: "INVALID_INPUT",
      message: cardPaymentMessages.notApproved,
    });
  });

  it("turns a partial approval (.02) into a completed card transaction for the charged amount; cash pays the rest", async () => {
    const world = await cardWorld(2002);
    const sale = await world.charge(2002);
    expect(sale).toMatchObject({ status: "PARTIALLY_APPROVED", chargedAmount: 1001 });
    // The card paid half: alone it does not cover the sale.
    expect(await failureOf(world.checkout([world.cardTender(sale)], 2002))).toMatchObject({
      message: paymentMessages.notEnoughTendered,
    });
    expect(
      await failureOf(world.checkout([{ ...world.cardTender(sale), amount: 2002 }], 2002)),
    ).toMatchObject({
      message: cardPaymentMessages.amountMismatch,
    });
    const payment = await world.checkout(
      [world.cardTender(sale), { paymentTypeId: "cash", amount: 2000 }],
      2002,
    );
    expect(payment).toMatchObject({ status: "complete", total: 2002, totalPaid: 2002, changeDue: 999 });
    expect(payment.transactions.map((tx) => [tx.paymentTypeId, tx.amount, tx.status])).toEqual([
      ["blazepay", 1001, "complete"],
      ["cash", 1001, "complete"],
    ]);
  });

  it("adds the tip a card prompt (.03) took as a tip line and raises the sale's total", async () => {
    const world = await cardWorld(2003);
    const sale = await world.charge(2003);
    expect(sale).toMatchObject({ status: "APPROVED", tipAmount: 300, chargedAmount: 2303 });
    const payment = await world.checkout([world.cardTender(sale)], 2003);
    expect(payment).toMatchObject({ total: 2303, actualTotal: 2303, totalPaid: 2303, subtotal: 2003 });
    expect(payment.lines.map((line) => [line.productName, line.productType, line.total])).toEqual([
      ["Gift box", "product", 2003],
      ["Tip", "tip", 300],
    ]);
  });

  it("fails a payment when the terminal is offline (.04) and keeps a time-out (.05) unfinished until cancelled", async () => {
    const world = await cardWorld(2004);
    const offline = await world.charge(2004);
    expect(offline).toMatchObject({
      status: "FAILED",
      failReason: "The terminal is offline",
      unfinished: false,
    });

    const stuck = await world.register.cardPayments.start({
      idempotencyKey: randomUUID(),
      provider: "blazepay",
      amount: 2005,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const still = await world.register.cardPayments.status({ idempotencyKey: stuck.idempotencyKey });
    expect(still).toMatchObject({ status: "PROCESSING", unfinished: true });
    const unfinished = await world.register.cardPayments.unfinished();
    expect(unfinished.map((sale) => sale.idempotencyKey)).toContain(stuck.idempotencyKey);
    const cancelled = await world.register.cardPayments.cancel({ idempotencyKey: stuck.idempotencyKey });
    expect(cancelled).toMatchObject({ status: "CANCELLED", unfinished: false });
    expect((await world.register.cardPayments.unfinished()).map((sale) => sale.idempotencyKey)).not.toContain(
      stuck.idempotencyKey,
    );
  });

  it("resumes only the last week's card payments: older ones are not read", async () => {
    const world = await cardWorld(2000);
    const sale = await world.charge(1500);
    const keys = async () =>
      (await world.register.cardPayments.unfinished()).map((entry) => entry.idempotencyKey);
    expect(await keys()).toContain(sale.idempotencyKey);
    setClock(fixedClock(new Date(Date.now() + 8 * 86_400_000).toISOString()));
    try {
      expect(await keys()).not.toContain(sale.idempotencyKey);
    } finally {
      setClock(null);
    }
  });

  it("voids an approved card payment no sale took (void before capture)", async () => {
    const world = await cardWorld(2000);
    const sale = await world.charge(1500);
    expect((await world.register.cardPayments.unfinished()).map((entry) => entry.idempotencyKey)).toContain(
      sale.idempotencyKey,
    );
    const voided = await world.register.cardPayments.cancel({ idempotencyKey: sale.idempotencyKey });
    expect(voided).toMatchObject({ status: "CANCELLED", chargedAmount: 0 });
    expect(simulator.cards.charged(sale.idempotencyKey)).toBe(0);
  });

  it("a payment the void job claimed can pay no sale, even when the provider failed to cancel it; the next run does", async () => {
    const world = await cardWorld(2000);
    const sale = await world.charge(2000);
    const item = (
      await CardSale.get({ companyId: world.companyId, idempotencyKey: sale.idempotencyKey }).go()
    ).data!;
    const providerUrl = process.env.CARD_PROVIDER_URL;
    process.env.CARD_PROVIDER_URL = "http://127.0.0.1:9";
    try {
      expect(await voidHeldCardSale(item).catch((error: unknown) => error)).toBeInstanceOf(Error);
    } finally {
      process.env.CARD_PROVIDER_URL = providerUrl;
    }
    expect(await failureOf(world.checkout([world.cardTender(sale)]))).toMatchObject({
      appCode: "CONFLICT",
      message: cardPaymentMessages.beingVoided,
    });
    expect(simulator.cards.charged(sale.idempotencyKey)).toBe(2000);
    expect(await voidHeldCardSale(item)).toBe(true);
    expect(simulator.cards.charged(sale.idempotencyKey)).toBe(0);
  });

  it("applies the provider's minimum and maximum and refuses a key reused for another amount", async () => {
    const world = await cardWorld(2000);
    expect(
      await failureOf(
        world.register.cardPayments.start({ idempotencyKey: randomUUID(), provider: "blazepay", amount: 99 }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: cardPaymentMessages.belowMinimum("$1.00") });
    expect(
      await failureOf(
        world.register.cardPayments.start({
          idempotencyKey: randomUUID(),
          provider: "blazepay",
          amount: 500_001,
        }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: cardPaymentMessages.aboveMaximum("$5,000.00") });
    expect(
      await failureOf(
        world.register.cardPayments.start({ idempotencyKey: randomUUID(), provider: "moneris", amount: 500 }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: cardPaymentMessages.optionOff });
    const sale = await world.charge(1200);
    expect(
      await failureOf(
        world.register.cardPayments.start({
          idempotencyKey: sale.idempotencyKey,
          provider: "blazepay",
          amount: 1300,
        }),
      ),
    ).toMatchObject({ appCode: "CONFLICT", message: cardPaymentMessages.keyReused });
    expect(await failureOf(world.checkout([{ paymentTypeId: "blazepay", amount: 2000 }]))).toMatchObject({
      message: cardPaymentMessages.needsCardSale,
    });
  });
});

describe("the payment option rule and its cache", () => {
  it("turns the option off for a config not approved, not posEnabled or without a live terminal, after the 5-minute cache", async () => {
    const world = await cardWorld(2000);
    const merchantId = merchantIdOf(world.companyId, world.location.id);
    const clock = fixedClock(new Date());
    setClock(clock);
    try {
      expect(await world.register.cardPayments.options()).toHaveLength(1);
      const set = (config: { status: "APPROVED" | "PENDING"; posEnabled: boolean }, isDeleted: boolean) =>
        simulator.cards.setMerchant(merchantId, {
          configs: [{ provider: "blazepay", ...config }],
          terminals: [{ provider: "blazepay", terminalId: "T-9", isDeleted }],
        });
      set({ status: "PENDING", posEnabled: true }, false);
      // Kept 5 minutes for the merchant.
      clock.advance(299_000);
      expect(await world.register.cardPayments.options()).toHaveLength(1);
      clock.advance(2_000);
      expect(await world.register.cardPayments.options()).toEqual([]);
      set({ status: "APPROVED", posEnabled: false }, false);
      clock.advance(300_000);
      expect(await world.register.cardPayments.options()).toEqual([]);
      set({ status: "APPROVED", posEnabled: true }, true);
      clock.advance(300_000);
      expect(await world.register.cardPayments.options()).toEqual([]);
      set({ status: "APPROVED", posEnabled: true }, false);
      clock.advance(300_000);
      expect(await world.register.cardPayments.options()).toMatchObject([{ terminalId: "T-9" }]);
    } finally {
      setClock(null);
    }
  });

  it("shows a location's options on the dashboard, and 'An error occurred while fetching payment options' when the provider is down", async () => {
    const world = await cardWorld(2000);
    const input = { companyId: world.companyId, locationId: world.location.id };
    expect(await world.caller.cardPayments.locationOptions(input)).toMatchObject([{ provider: "blazepay" }]);
    const url = process.env.CARD_PROVIDER_URL;
    process.env.CARD_PROVIDER_URL = "http://127.0.0.1:9/cards";
    try {
      const other = await cardWorld(2000);
      expect(
        await failureOf(
          other.caller.cardPayments.locationOptions({
            companyId: other.companyId,
            locationId: other.location.id,
          }),
        ),
      ).toMatchObject({ message: cardPaymentMessages.fetchOptions });
    } finally {
      process.env.CARD_PROVIDER_URL = url;
    }
  });
});

describe("the register hears its card payments", () => {
  it("publishes each change of a card payment on the cardTransactions topic of the register (with its deviceId)", async () => {
    const world = await cardWorld(2000);
    const client = await connected(port, {
      tenantId: String(world.companyId),
      retailerId: world.location.id,
      authorization: world.device.token,
    });
    expect((await subscribe(client, "cardTransactions")).event).toBe("subscribed");
    const sale = await world.charge(2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const heard = client.messages.filter((message) => message.topic === "cardTransactions");
    expect(heard.map((message) => (message.data as { status: string }).status)).toEqual([
      "PROCESSING",
      "APPROVED",
    ]);
    expect(heard[1]?.data).toMatchObject({
      idempotencyKey: sale.idempotencyKey,
      deviceId: world.device.deviceId,
    });
    client.socket.close();
  });
});

describe("admin v2 payments: the payment options", () => {
  it("lists and saves options (posAvailable, ecomAvailable, countries, display name, minimum, maximum, icon), admins only", async () => {
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const saved = await admin.cardPayments.saveOption({
      provider: "global",
      posAvailable: true,
      ecomAvailable: true,
      availableCountries: ["USA"],
      posDisplayName: "Global Payments",
      minimumChargeAmount: 50,
      maximumChargeAmount: 100_000,
      iconUrl: "https://example.com/global.svg",
    });
    expect(saved).toMatchObject({ id: "global", availableCountries: ["USA"], ecomAvailable: true });
    expect((await admin.cardPayments.adminOptions()).find((option) => option.provider === "global")).toEqual(
      saved,
    );
    expect(
      await failureOf(admin.cardPayments.saveOption({ ...saved, minimumChargeAmount: 200_000 })),
    ).toMatchObject({ appCode: "INVALID_INPUT" });
    const world = await cardWorld(2000);
    // Not available in Canada: removed from the register's options.
    expect((await world.register.cardPayments.options()).map((option) => option.provider)).toEqual([
      "blazepay",
    ]);
    expect(await failureOf(world.caller.cardPayments.adminOptions())).toMatchObject({ appCode: "FORBIDDEN" });
  });
});
