import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { pendingEvents } from "@pos/core/events/pending-events";
import { Payment } from "@pos/core/payments/payment.entity";
import type { PaymentView, TransactionView } from "@pos/core/payments/payment.schema";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import { passcodes } from "../support/register";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

afterEach(() => setClock(null));

const at = (iso: string) => setClock(fixedClock(iso));
/** The sale world's location is in America/Toronto (UTC−4 in April 2026). */
const torontoDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-CA", { timeZone: "America/Toronto" });

/**
 * What a card terminal records on a transaction: the card's brand in its metadata (no register tender names one
 * yet), in the sale and in its outbox event, before the rollup job reads it.
 */
async function cardTypes(world: SaleWorld, sale: PaymentView, cardType: string): Promise<PaymentView> {
  const transactions = sale.transactions.map((tx) =>
    tx.paymentTypeId === "credit" ? { ...tx, metadata: JSON.stringify({ cardType }) } : tx,
  );
  const paid = { ...sale, transactions };
  await Payment.patch({ companyId: world.companyId, paymentId: sale.id }).set({ transactions }).go();
  const events = await pendingEvents("rollups", 1_000);
  for (const event of events)
    if (event.type === "payment.completed" && (event.data as PaymentView).id === sale.id)
      await DomainEvent.patch({ companyId: event.companyId, eventId: event.eventId })
        .set({ data: paid })
        .go();
  return paid;
}

/**
 * Two card sales (VISA with a debit split, MASTERCARD) on 1 April, a cash sale on 2 April, and the cash sale's
 * soda line refunded whole on 4 April.
 */
async function moneyWorld() {
  const world = await saleWorld();
  const { products } = world;
  at("2026-04-01T15:00:00.000Z");
  const flowerQuote = await world.register.sales.quote({
    lines: [{ lineId: "line-1", productId: products.flower.productId, quantity: 2 }],
  });
  const visa = await cardTypes(
    world,
    await sell(
      world,
      [{ productId: products.flower.productId, quantity: 2 }],
      [
        { paymentTypeId: "debit", amount: 2000 },
        { paymentTypeId: "credit", amount: flowerQuote.total - 2000 },
      ],
    ),
    "VISA",
  );
  at("2026-04-02T03:30:00.000Z"); // 23:30 on 1 April in Toronto
  const gummyQuote = await world.register.sales.quote({
    lines: [{ lineId: "line-1", productId: products.gummies.productId, quantity: 1 }],
  });
  const mastercard = await cardTypes(
    world,
    await sell(
      world,
      [{ productId: products.gummies.productId, quantity: 1 }],
      [{ paymentTypeId: "credit", amount: gummyQuote.total }],
    ),
    "MASTERCARD",
  );
  at("2026-04-02T16:00:00.000Z");
  const cash = await sell(world, [
    { productId: products.soda.productId, quantity: 2 },
    { productId: products.gummies.productId, quantity: 1 },
  ]);
  at("2026-04-04T14:00:00.000Z");
  const refunded = await world.register.payments.refund({
    paymentId: cash.id,
    idempotencyKey: randomUUID(),
    lines: [{ lineId: "line-1", units: 2, restock: true }],
    reason: "Flat",
    passcode: passcodes.manager,
  });
  setClock(null);
  await runRollupJob();
  return { ...world, sales: [visa, mastercard, cash], refunded };
}

type MoneyWorld = Awaited<ReturnType<typeof moneyWorld>>;

/** Each complete transaction on its own local day, keyed as the terminal named it. */
function expectedTenders(world: MoneyWorld) {
  const transactions: TransactionView[] = [
    ...world.sales.flatMap((sale) => sale.transactions),
    ...world.refunded.payment.transactions.filter((tx) => tx.refundId === world.refunded.refund.id),
  ];
  const expected = new Map<string, { amount: number; count: number }>();
  for (const tx of transactions) {
    if (tx.status !== "complete") continue;
    const card = tx.metadata ? (JSON.parse(tx.metadata) as { cardType?: string }).cardType : undefined;
    const id = `${torontoDay(tx.createDate)} ${card ? `${tx.paymentTypeId}:${card}` : tx.paymentTypeId}`;
    const sum = expected.get(id) ?? { amount: 0, count: 0 };
    expected.set(id, { amount: sum.amount + tx.amount, count: sum.count + 1 });
  }
  return expected;
}

const period = (world: MoneyWorld, locationIds = [world.location.id]) => ({
  companyId: world.companyId,
  locationIds,
  from: "2026-04-01",
  to: "2026-04-30",
});

describe("analytics/paymentTypes", () => {
  it("totals each payment type and card type per local day and location, refunds on their own day", async () => {
    const world = await moneyWorld();
    const report = await world.caller.moneyReports.paymentTypes(period(world));
    const expected = expectedTenders(world);

    expect(
      new Map(report.rows.map((row) => [`${row.day} ${row.key}`, { amount: row.amount, count: row.count }])),
    ).toEqual(expected);
    expect(report.rows.every((row) => row.locationId === world.location.id)).toBe(true);
    expect(report.rows.map((row) => `${row.day} ${row.key}`)).toEqual(
      [
        "2026-04-01 cash",
        "2026-04-01 credit:MASTERCARD",
        "2026-04-01 credit:VISA",
        "2026-04-01 debit",
        "2026-04-02 cash",
        "2026-04-04 cash",
      ].filter((id) => expected.has(id)),
    );
    expect(report.rows.find((row) => row.key === "credit:VISA")).toMatchObject({
      paymentTypeId: "credit",
      cardType: "VISA",
      amount: world.sales[0]!.total - 2000,
      count: 1,
    });
    const refundDay = report.rows.find((row) => row.day === "2026-04-04");
    expect(refundDay).toMatchObject({ key: "cash", count: 1, amount: -world.refunded.refund.amount });

    const all = [...expected.values()];
    expect(report.total).toEqual({
      amount: all.reduce((sum, row) => sum + row.amount, 0),
      count: all.reduce((sum, row) => sum + row.count, 0),
    });
    expect(report.total.amount).toBe(
      world.sales.reduce((sum, sale) => sum + sale.actualTotal, 0) - world.refunded.refund.amount,
    );
    expect(report.byTender.map((row) => row.key)).toEqual(
      [...new Set([...expected.keys()].map((id) => id.split(" ")[1]!))].sort(),
    );
  });

  it("puts a card refund on the card type of the sale's card tender", async () => {
    const world = await moneyWorld();
    const [visa, mastercard] = world.sales;
    at("2026-04-06T14:00:00.000Z");
    const refunds = [];
    for (const sale of [visa!, mastercard!])
      refunds.push(
        await world.register.payments.refund({
          paymentId: sale.id,
          idempotencyKey: randomUUID(),
          lines: sale.lines.map((line) => ({ lineId: line.lineId, units: line.units, restock: true })),
          reason: "",
          passcode: passcodes.manager,
        }),
      );
    setClock(null);
    await runRollupJob();
    const given = refunds.flatMap(({ payment, refund }) =>
      payment.transactions.filter((tx) => tx.refundId === refund.id),
    );
    expect(given.map((tx) => [tx.paymentTypeId, tx.metadata])).toEqual([
      ["debit", null],
      ["credit", JSON.stringify({ cardType: "VISA" })],
      ["credit", JSON.stringify({ cardType: "MASTERCARD" })],
    ]);

    const report = await world.caller.moneyReports.paymentTypes(period(world));
    const refundDay = report.rows.filter((row) => row.day === "2026-04-06");
    const onCard = (cardType: string) => given.find((tx) => tx.metadata?.includes(cardType))!.amount;
    expect(refundDay.map((row) => [row.key, row.amount, row.count])).toEqual([
      ["credit:MASTERCARD", onCard("MASTERCARD"), 1],
      ["credit:VISA", onCard("VISA"), 1],
      ["debit", -2000, 1],
    ]);
    expect(report.rows.some((row) => row.key === "credit")).toBe(false);
  });

  it("refuses more than 12 months with a 400", async () => {
    const world = await saleWorld();
    const query = (from: string, to: string) =>
      world.caller.moneyReports.paymentTypes({
        companyId: world.companyId,
        locationIds: [world.location.id],
        from,
        to,
      });
    expect(await failureOf(query("2025-03-31", "2026-03-31"))).toEqual(
      badInput("Reports are limited to 12 months"),
    );
    await expect(query("2025-04-01", "2026-03-31")).resolves.toMatchObject({
      rows: [],
      total: { amount: 0 },
    });
  });
});

describe("tax report", () => {
  it("gives each tax per location net of refunds, and the net sales, from the raw sales", async () => {
    const world = await moneyWorld();
    const [visa, mastercard, cash] = world.sales as [PaymentView, PaymentView, PaymentView];
    const soda = cash.lines.find((line) => line.lineId === "line-1")!;
    const taxOf = (name: string) =>
      [visa, mastercard, cash].reduce(
        (sum, sale) => sum + (sale.taxes.find((tax) => tax.name === name)?.amount ?? 0),
        0,
      ) - (soda.taxes.find((tax) => tax.name === name)?.amount ?? 0);
    const lineNet = (line: PaymentView["lines"][number]) =>
      line.total - line.depositFee - line.taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const netSales =
      [visa, mastercard, cash].flatMap((sale) => sale.lines).reduce((sum, line) => sum + lineNet(line), 0) -
      lineNet(soda);

    const report = await world.caller.moneyReports.taxes(period(world));
    expect(report.lines).toEqual([
      { locationId: world.location.id, tax: "GST", amount: taxOf("GST") },
      { locationId: world.location.id, tax: "PST", amount: taxOf("PST") },
    ]);
    expect(taxOf("PST")).toBeGreaterThan(0);
    expect(report.byTax).toEqual([
      { tax: "GST", amount: taxOf("GST") },
      { tax: "PST", amount: taxOf("PST") },
    ]);
    expect(report.locations).toEqual([
      { locationId: world.location.id, netSales, taxes: taxOf("GST") + taxOf("PST") },
    ]);
    expect(report.total).toEqual({ netSales, taxes: taxOf("GST") + taxOf("PST") });

    // The refund's day only: the soda's taxes come off in the period that holds the refund.
    const refundDay = await world.caller.moneyReports.taxes({
      ...period(world),
      from: "2026-04-04",
      to: "2026-04-04",
    });
    expect(refundDay.byTax).toEqual(
      soda.taxes
        .map((tax) => ({ tax: tax.name, amount: -tax.amount }))
        .sort((a, b) => a.tax.localeCompare(b.tax)),
    );
  });

  it("refuses more than 12 months, and shows a reader granted one location only that location", async () => {
    const world = await moneyWorld();
    expect(
      await failureOf(
        world.caller.moneyReports.taxes({ ...period(world), from: "2025-01-01", to: "2026-04-30" }),
      ),
    ).toEqual(badInput("Reports are limited to 12 months"));

    const other = await createLocation({ companyId: world.companyId, name: "Other store" });
    const reader = await makeStaff(world.companyId, ["CAN_VIEW_REPORTS"], world.location.id);
    const mine = await reader.caller.moneyReports.taxes(period(world));
    expect(mine.locations.map((location) => location.locationId)).toEqual([world.location.id]);
    expect(await failureOf(reader.caller.moneyReports.taxes(period(world, [other.id])))).toEqual(
      missingPermission("CAN_VIEW_REPORTS"),
    );
    expect(
      await failureOf(reader.caller.moneyReports.paymentTypes(period(world, [world.location.id, other.id]))),
    ).toEqual(missingPermission("CAN_VIEW_REPORTS"));
    const seller = await makeStaff(world.companyId, ["CAN_VIEW_SALES"]);
    expect(await failureOf(seller.caller.moneyReports.paymentTypes(period(world)))).toEqual(
      missingPermission("CAN_VIEW_REPORTS"),
    );
  });
});
