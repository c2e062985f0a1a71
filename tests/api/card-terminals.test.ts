import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Company } from "@pos/core/company/company.entity";
import { Payment } from "@pos/core/payments/payment.entity";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { adminTerminalsError, terminalMessages } from "@pos/core/terminals/terminals.schema";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { cardWorld, startCardSimulator, stopCardSimulator, type CardWorld } from "../support/gift-card-world";
import { sell } from "../support/sale-world";
import { passcodes } from "../support/register";
import { callerFor, failureOf, makeUser } from "../support/world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startCardSimulator();
});
beforeEach(() => {
  simulator.terminals.config = { retryIntervalMs: 10, pendingPolls: 2, timeoutDelayMs: 60_000 };
});
afterAll(() => stopCardSimulator(simulator));

async function paired(world: CardWorld, terminalId = "T-100") {
  const started = await world.register.terminals.pair({ terminalId, pairingCode: "123456" });
  let status = started;
  for (let poll = 0; poll < 5 && status.status === "PENDING"; poll += 1)
    status = await world.register.terminals.pairStatus({ requestId: started.requestId });
  return status.connectionId!;
}

const charge = (world: CardWorld, connectionId: string, amount: number, checkoutKey = randomUUID()) =>
  world.register.terminals.sale({ connectionId, amount, checkoutKey, idempotencyKey: randomUUID() });

describe("pairing a terminal", () => {
  it("lists the store's terminals, pairs after PENDING polls at the server's interval, then unpairs", async () => {
    const world = await cardWorld();
    const terminals = await world.register.terminals.list();
    expect(terminals.map((terminal) => [terminal.terminalId, terminal.connectionId])).toEqual([
      ["T-100", null],
      ["T-200", null],
      ["T-900", null],
    ]);
    const started = await world.register.terminals.pair({ terminalId: "T-100", pairingCode: "123456" });
    expect(started).toMatchObject({ status: "PENDING", retryIntervalMs: 10, connectionId: null });
    expect((await world.register.terminals.pairStatus({ requestId: started.requestId })).status).toBe(
      "PENDING",
    );
    expect((await world.register.terminals.pairStatus({ requestId: started.requestId })).status).toBe(
      "PENDING",
    );
    const ready = await world.register.terminals.pairStatus({ requestId: started.requestId });
    expect(ready).toMatchObject({ status: "RESPONSE_READY" });
    expect((await world.register.terminals.list())[0]!.connectionId).toBe(ready.connectionId);
    expect(await world.register.terminals.connection({ connectionId: ready.connectionId! })).toMatchObject({
      terminalId: "T-100",
      statusCode: "CONNECTED",
    });
    await world.register.terminals.unpair({ connectionId: ready.connectionId! });
    expect(
      await failureOf(world.register.terminals.connection({ connectionId: ready.connectionId! })),
    ).toMatchObject({
      appCode: "INVALID_INPUT",
      message: terminalMessages.unknownConnection,
    });
  });

  it("reports a refused pairing code as FAILED and a bad code as a 400", async () => {
    const world = await cardWorld();
    const started = await world.register.terminals.pair({ terminalId: "T-200", pairingCode: "000000" });
    expect(started.status).toBe("FAILED");
    expect(
      await failureOf(world.register.terminals.pair({ terminalId: "T-200", pairingCode: "12" })),
    ).toMatchObject({
      appCode: "INVALID_INPUT",
    });
    expect(
      await failureOf(world.register.terminals.pair({ terminalId: "T-404", pairingCode: "123456" })),
    ).toMatchObject({
      appCode: "INVALID_INPUT",
      message: terminalMessages.info,
    });
  });

  it("is refused without the company's Worldpay flag", async () => {
    const world = await cardWorld();
    await Company.patch({ companyId: world.companyId })
      .set({ featureFlags: { worldpay: false } })
      .go();
    expect((await failureOf(world.register.terminals.list())).appCode).toBe("FORBIDDEN");
  });

  it("says the terminal list could not be retrieved when the provider is down", async () => {
    const world = await cardWorld();
    process.env.TERMINALS_API_URL = "http://127.0.0.1:9/terminals";
    try {
      expect(await failureOf(world.register.terminals.list())).toMatchObject({
        appCode: "PROVIDER_UNAVAILABLE",
        message: terminalMessages.list,
      });
    } finally {
      process.env.TERMINALS_API_URL = simulator.terminalsUrl;
    }
  });
});

describe("terminal sales", () => {
  it("approves, and the sale counts the approval as its Worldpay tender", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const checkoutKey = randomUUID();
    const quote = await world.register.sales.quote({
      lines: [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }],
    });
    const approval = await charge(world, connectionId, quote.total, checkoutKey);
    expect(approval).toMatchObject({ status: "approved", amount: quote.total, label: "VISA •••• 4242" });
    // After a reload the register finds the approval of its open sale again (and only its own sale's).
    expect(await world.register.giftCards.openSaleCharges({ checkoutKey })).toEqual([approval]);
    expect(await world.register.giftCards.openSaleCharges({ checkoutKey: randomUUID() })).toEqual([]);
    const payment = await sell(
      world,
      [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }],
      [{ paymentTypeId: "worldpay", amount: quote.total, chargeId: approval.chargeId }],
      { idempotencyKey: checkoutKey },
    );
    expect(payment.transactions).toEqual([
      expect.objectContaining({ paymentTypeId: "worldpay", amount: quote.total, status: "complete" }),
    ]);
    expect(JSON.parse(payment.transactions[0]!.metadata!)).toMatchObject({
      type: "terminal",
      label: "VISA •••• 4242",
      authNumber: approval.authNumber,
    });
  });

  it("takes a partial approval in cents and leaves the rest due for cash", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const checkoutKey = randomUUID();
    const partial = await charge(world, connectionId, 10_002, checkoutKey);
    expect(partial).toMatchObject({ status: "approved", requested: 10_002, amount: 5000 });
    const lines = [{ lineId: "l1", productId: world.products.flower.productId, quantity: 2 }];
    // 2 × 35.00 + 12 % tax = 78.40: 50.00 on the card, 28.40 cash.
    const payment = await sell(
      world,
      lines,
      [
        { paymentTypeId: "worldpay", amount: 5000, chargeId: partial.chargeId },
        { paymentTypeId: "cash", amount: 2840 },
      ],
      { idempotencyKey: checkoutKey },
    );
    expect(payment.transactions.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([
      ["worldpay", 5000],
      ["cash", 2840],
    ]);
  });

  it("refuses a declined card, an offline terminal and a terminal that does not answer in time", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    expect(await failureOf(charge(world, connectionId, 10_001))).toMatchObject({
      appCode: "CONFLICT",
      message: terminalMessages.declined,
    });
    expect(await failureOf(charge(world, connectionId, 10_003))).toMatchObject({
      appCode: "PROVIDER_UNAVAILABLE",
      message: terminalMessages.offline,
    });
    const offline = await paired(world, "T-900");
    expect((await failureOf(charge(world, offline, 500))).message).toBe(terminalMessages.offline);
  });

  it("asks the terminal once per key: a retry after a time-out gets the first answer", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    process.env.TERMINALS_TIMEOUT_MS = "200";
    const input = { connectionId, amount: 10_004, checkoutKey: randomUUID(), idempotencyKey: randomUUID() };
    try {
      expect(await failureOf(world.register.terminals.sale(input))).toMatchObject({
        appCode: "PROVIDER_UNAVAILABLE",
        message: terminalMessages.timeout,
      });
    } finally {
      delete process.env.TERMINALS_TIMEOUT_MS;
    }
    const retried = await world.register.terminals.sale(input);
    expect(retried).toMatchObject({ status: "approved", amount: 10_004 });
    expect(await world.register.terminals.sale(input)).toEqual(retried);
    expect(simulator.terminals.transactions.get(input.idempotencyKey)!.calls).toBe(2);
  });

  it("refuses a Worldpay tender without an approval, of another sale, or for another amount, writing nothing", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const lines = [{ lineId: "l1", productId: world.products.gummies.productId, quantity: 1 }];
    const quote = await world.register.sales.quote({ lines });
    expect(
      await failureOf(sell(world, lines, [{ paymentTypeId: "worldpay", amount: quote.total }])),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: paymentMessages.chargeMissing });
    const other = await charge(world, connectionId, quote.total);
    expect(
      await failureOf(
        sell(world, lines, [{ paymentTypeId: "worldpay", amount: quote.total, chargeId: other.chargeId }]),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: paymentMessages.chargeUnknown });
    const checkoutKey = randomUUID();
    const less = await charge(world, connectionId, quote.total - 100, checkoutKey);
    expect(
      await failureOf(
        sell(world, lines, [{ paymentTypeId: "worldpay", amount: quote.total, chargeId: less.chargeId }], {
          idempotencyKey: checkoutKey,
        }),
      ),
    ).toMatchObject({ appCode: "INVALID_INPUT", message: paymentMessages.chargeMismatch });
    const sales = await Payment.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .go();
    expect(sales.data).toEqual([]);
  });

  it("refunds on the terminal with an auth number, retrying a refund the network failed", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const input = { connectionId, amount: 10_005, originalAuthNumber: null, idempotencyKey: randomUUID() };
    expect(await failureOf(world.register.terminals.refund(input))).toMatchObject({
      message: terminalMessages.refundFailed,
    });
    expect(await world.register.terminals.refund(input)).toMatchObject({
      amount: 10_005,
      authNumber: expect.any(String),
    });
  });
});

describe("refunding a terminal sale", () => {
  const flowerLines = (world: CardWorld) => [
    { lineId: "l1", productId: world.products.flower.productId, quantity: 2 },
  ];

  /** 2 × Flower (78.40): $50.00 approved on the terminal (a partial approval), $28.40 in cash. */
  async function terminalSale(world: CardWorld, connectionId: string) {
    const checkoutKey = randomUUID();
    const partial = await charge(world, connectionId, 10_002, checkoutKey);
    return sell(
      world,
      flowerLines(world),
      [
        { paymentTypeId: "worldpay", amount: 5000, chargeId: partial.chargeId },
        { paymentTypeId: "cash", amount: 2840 },
      ],
      { idempotencyKey: checkoutKey },
    );
  }

  it("gives the Worldpay part back on the selected terminal before cash, once per refund key", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const sale = await terminalSale(world, connectionId);
    const approval = JSON.parse(sale.transactions[0]!.metadata!) as { chargeId: string; authNumber: string };
    const input = {
      paymentId: sale.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: "l1", units: 1, restock: true }],
      passcode: passcodes.manager,
      terminalConnectionId: connectionId,
    };
    const { payment, refund } = await world.register.payments.refund(input);
    const back = payment.transactions.filter((tx) => tx.refundId === refund.id);
    expect(back.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([["worldpay", -3920]]);
    const reference = `${refund.id}:${approval.chargeId}`;
    const sent = simulator.terminals.transactions.get(`refund:${reference}`)!;
    expect(sent.result).toMatchObject({ statusCode: "Approved", transactionAmount: "39.20" });
    expect(JSON.parse(back[0]!.metadata!)).toEqual({
      type: "terminalRefund",
      refunds: [{ chargeId: approval.chargeId, authNumber: sent.result.authNumber, amount: 3920 }],
    });
    // A retry of the same refund returns it without asking the terminal again.
    await world.register.payments.refund(input);
    expect(sent.calls).toBe(1);
    // The other jar: the $10.80 left of the approval goes back on the terminal, the rest in cash.
    const rest = await world.register.payments.refund({ ...input, idempotencyKey: randomUUID() });
    const second = rest.payment.transactions.filter((tx) => tx.refundId === rest.refund.id);
    expect(second.map((tx) => [tx.paymentTypeId, tx.amount])).toEqual([
      ["worldpay", -1080],
      ["cash", -2840],
    ]);
    expect(rest.payment.status).toBe("refunded");
  });

  it("needs a selected terminal, and a refund the terminal failed is retried with the same key, writing nothing before", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const offline = await paired(world, "T-900");
    const sale = await terminalSale(world, connectionId);
    const input = {
      paymentId: sale.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: "l1", units: 2, restock: true }],
      passcode: passcodes.manager,
    };
    expect(await failureOf(world.register.payments.refund(input))).toMatchObject({
      appCode: "INVALID_INPUT",
      message: terminalMessages.notSelected,
    });
    expect(
      await failureOf(world.register.payments.refund({ ...input, terminalConnectionId: offline })),
    ).toMatchObject({ appCode: "PROVIDER_UNAVAILABLE", message: terminalMessages.offline });
    const unchanged = await world.register.payments.get({ paymentId: sale.id });
    expect(unchanged.payment.refunds).toEqual([]);
    const { payment } = await world.register.payments.refund({
      ...input,
      terminalConnectionId: connectionId,
    });
    expect(
      payment.transactions.filter((tx) => tx.refundId !== null).map((tx) => [tx.paymentTypeId, tx.amount]),
    ).toEqual([
      ["worldpay", -5000],
      ["cash", -2840],
    ]);
  });

  it("retries a refund the card network failed once ($100.05): the second press gives it back", async () => {
    const world = await cardWorld();
    const connectionId = await paired(world);
    const checkoutKey = randomUUID();
    const approval = await charge(world, connectionId, 10_005, checkoutKey);
    const lines = [
      {
        lineId: "g1",
        productId: world.giftCardProduct.productId,
        quantity: 1,
        priceOverride: 10_005,
        giftCardNumber: `6000${String(Date.now()).padStart(12, "0")}`,
      },
    ];
    const sale = await sell(
      world,
      lines,
      [{ paymentTypeId: "worldpay", amount: 10_005, chargeId: approval.chargeId }],
      {
        idempotencyKey: checkoutKey,
      },
    );
    const input = {
      paymentId: sale.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: "g1", units: 1, restock: false }],
      passcode: passcodes.manager,
      terminalConnectionId: connectionId,
    };
    expect(await failureOf(world.register.payments.refund(input))).toMatchObject({
      message: terminalMessages.refundFailed,
    });
    expect((await world.register.payments.get({ paymentId: sale.id })).payment.refunds).toEqual([]);
    const { payment } = await world.register.payments.refund(input);
    expect(payment.status).toBe("refunded");
    expect(payment.transactions.at(-1)).toMatchObject({ paymentTypeId: "worldpay", amount: -10_005 });
  });
});

describe("admin: terminals of a merchant by provider", () => {
  it("lists the store's terminals at the provider, says so when it fails, and is admin-only", async () => {
    const world = await cardWorld();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const input = {
      companyId: world.companyId,
      locationId: world.location.id,
      provider: "worldpay" as const,
    };
    expect(await admin.terminals.ofMerchant(input)).toEqual([
      { provider: "worldpay", terminalId: "T-100", name: "Front counter", connected: true },
      { provider: "worldpay", terminalId: "T-200", name: "Back counter", connected: true },
      { provider: "worldpay", terminalId: "T-900", name: "Storage room", connected: false },
    ]);
    expect((await failureOf(world.caller.terminals.ofMerchant(input))).appCode).toBe("FORBIDDEN");
    expect((await failureOf(admin.terminals.ofMerchant({ ...input, locationId: "nope" }))).appCode).toBe(
      "NOT_FOUND",
    );
    process.env.TERMINALS_API_URL = "http://127.0.0.1:9/terminals";
    try {
      expect(await failureOf(admin.terminals.ofMerchant(input))).toMatchObject({
        appCode: "PROVIDER_UNAVAILABLE",
        message: adminTerminalsError,
      });
    } finally {
      process.env.TERMINALS_API_URL = simulator.terminalsUrl;
    }
  });
});
