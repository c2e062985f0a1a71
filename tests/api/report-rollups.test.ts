import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { setStock } from "@pos/core/inventory/stock";
import type { PaymentView, RefundView } from "@pos/core/payments/payment.schema";
import type {
  ReportDimension,
  RollupGrain,
  RollupMeasures,
  RollupRow,
} from "@pos/core/reports/reports.schema";
import { DomainEvent, domainEventItem } from "@pos/core/events/domain-event.entity";
import { applyRollup } from "@pos/core/reports/rollup-apply";
import { backfillRollups, rollUpSale, runRollupJob } from "@pos/core/reports/rollup-job";
import { reportFigures, sumRollups, totalOf } from "@pos/core/reports/rollup-query";
import { Rollup } from "@pos/core/reports/rollup.entity";
import { editProduct, putCategory } from "../support/catalog";
import { passcodes } from "../support/register";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

afterEach(() => setClock(null));

/** America/Toronto is UTC−4 from 8 March 2026: 03:59Z on the 10th is 23:59 on the 9th there. */
const at = (iso: string) => setClock(fixedClock(iso));

async function refund(world: SaleWorld, sale: PaymentView, lines: { lineId: string; units: number }[]) {
  return world.register.payments.refund({
    paymentId: sale.id,
    idempotencyKey: randomUUID(),
    lines: lines.map((line) => ({ ...line, restock: true })),
    reason: "Changed mind",
    passcode: passcodes.manager,
  });
}

/** Three sales over two local days and a refund on the second, each figure known from the raw sales. */
async function reportWorld() {
  // No stock first, so the stock set below starts at these unit costs.
  const world = await saleWorld({ stock: 0 });
  const { companyId, location, products } = world;
  const edibles = await putCategory(companyId, "Edibles");
  await editProduct(products.gummies, { categoryId: edibles });
  const stock = (productId: string, unitCost: number) =>
    setStock({ companyId, locationId: location.id, productId, quantity: 50, unitCost });
  await stock(products.gummies.productId, 480);
  await stock(products.flower.productId, 1725);
  at("2026-03-10T03:59:00.000Z");
  const late = await sell(world, [
    { productId: products.gummies.productId, quantity: 3 },
    { productId: products.soda.productId, quantity: 2 },
  ]);
  at("2026-03-10T04:00:00.000Z");
  const early = await sell(
    world,
    [
      { productId: products.flower.productId, quantity: 1 },
      { productId: products.gummies.productId, quantity: 1 },
    ],
    undefined,
  );
  at("2026-03-10T18:30:00.000Z");
  const quote = await world.register.sales.quote({
    lines: [{ lineId: "l1", productId: products.flower.productId, quantity: 2 }],
  });
  const split = await sell(
    world,
    [{ lineId: "l1", productId: products.flower.productId, quantity: 2 }],
    [
      { paymentTypeId: "debit", amount: 1000 },
      { paymentTypeId: "credit", amount: quote.total - 1000 },
    ],
  );
  const back = await refund(world, late, [{ lineId: "line-1", units: 1 }]);
  setClock(null);
  await runRollupJob();
  return { ...world, sales: { late, early, split }, refund: back, edibles };
}

type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

const read = (
  world: ReportWorld,
  dimension: ReportDimension,
  from = "2026-03-01",
  to = "2026-03-31",
  grain: RollupGrain = "day",
) =>
  world.caller.reports.rollups({
    companyId: world.companyId,
    locationIds: [world.location.id],
    from,
    to,
    dimension,
    grain,
  });

const taxOf = (sale: PaymentView) => sale.taxTotal;
const costOf = (sale: PaymentView) => sale.lines.reduce((sum, line) => sum + line.cost, 0);
const unitsOf = (sale: PaymentView) => sale.lines.reduce((sum, line) => sum + line.units, 0);

/** The measures of some sales and refunds, from their own figures (not the rollup code). */
function expected(
  sales: PaymentView[],
  refunds: { sale: PaymentView; refund: RefundView }[],
): Partial<RollupMeasures> {
  const refundTax = refunds.reduce(
    (sum, { sale, refund }) =>
      sum +
      refund.lines.reduce((inner, line) => {
        const sold = sale.lines.find((candidate) => candidate.lineId === line.lineId)!;
        const lineTax = sold.taxes.reduce((taxes, tax) => taxes + tax.amount, 0);
        return inner + Math.round((lineTax * line.units) / sold.units);
      }, 0),
    0,
  );
  return {
    saleCount: sales.length,
    refundCount: refunds.length,
    gross: sales.reduce((sum, sale) => sum + sale.subtotal, 0),
    discounts: sales.reduce((sum, sale) => sum + sale.discountTotal, 0),
    tax: sales.reduce((sum, sale) => sum + taxOf(sale), 0),
    deposits: sales.reduce((sum, sale) => sum + sale.depositTotal, 0),
    cost: sales.reduce((sum, sale) => sum + costOf(sale), 0),
    units: sales.reduce((sum, sale) => sum + unitsOf(sale), 0),
    refunds: refunds.reduce((sum, { refund }) => sum + refund.amount, 0),
    refundTax,
    refundedUnits: refunds.reduce(
      (sum, { refund }) => sum + refund.lines.reduce((s, l) => s + l.units, 0),
      0,
    ),
  };
}

const byDay = (rows: RollupRow[]) => Object.fromEntries(sumRollups(rows, (row) => row.day));

describe("report rollups", () => {
  it("adds each sale to its local day (23:59 stays on its day) and each refund to the refund's day", async () => {
    const world = await reportWorld();
    const { late, early, split } = world.sales;
    const days = byDay(await read(world, "day"));
    expect(Object.keys(days).sort()).toEqual(["2026-03-09", "2026-03-10"]);
    expect(days["2026-03-09"]).toMatchObject(expected([late], []));
    expect(days["2026-03-10"]).toMatchObject(
      expected([early, split], [{ sale: world.refund.payment, refund: world.refund.refund }]),
    );
    // Gummies cost 4.80 a unit: the sale took 3, the refund put one back.
    expect(days["2026-03-09"]?.cost).toBe(3 * 480);
    expect(days["2026-03-10"]?.refundCost).toBe(480);
  });

  it("derives net sales, margin and basket in one place", async () => {
    const world = await reportWorld();
    const { late, early, split } = world.sales;
    const figures = reportFigures(totalOf(await read(world, "day")));
    const sales = [late, early, split];
    const returned = world.refund.refund;
    const gross = sales.reduce((sum, sale) => sum + sale.subtotal, 0);
    const discounts = sales.reduce((sum, sale) => sum + sale.discountTotal, 0);
    // One gummy of the first sale: its price, its 5 % GST (65 cents), no deposit.
    const returnedTax = Math.round(late.lines[0]!.taxes[0]!.amount / 3);
    const netSales = gross - discounts - (returned.amount - returnedTax);
    const cost = sales.reduce((sum, sale) => sum + costOf(sale), 0) - 480;
    expect(figures).toMatchObject({
      grossSales: gross,
      refunds: returned.amount,
      netSales,
      taxes: sales.reduce((sum, sale) => sum + sale.taxTotal, 0) - returnedTax,
      deposits: sales.reduce((sum, sale) => sum + sale.depositTotal, 0),
      costOfGoods: cost,
      grossMargin: netSales - cost,
      saleCount: 3,
      refundCount: 1,
      averageBasket: Math.round((gross - discounts) / 3),
      units: 3 + 2 + 1 + 1 + 2 - 1,
    });
    expect(netSales).toBe(1299 * 4 + 249 * 2 + 3500 * 3 - 1299);
  });

  it("splits by product, category, employee, register, hour, tender and tax", async () => {
    const world = await reportWorld();
    const { late, early, split } = world.sales;
    const { products } = world;
    const sumBy = async (dimension: ReportDimension) =>
      Object.fromEntries(sumRollups(await read(world, dimension), (row) => row.key));

    const product = await sumBy("product");
    expect(product[products.gummies.productId]).toMatchObject({
      label: "Gummies",
      saleCount: 2,
      refundCount: 1,
      units: 4,
      refundedUnits: 1,
      gross: 1299 * 4,
      cost: 4 * 480,
      refundCost: 480,
    });
    expect(product[products.flower.productId]).toMatchObject({ units: 3, gross: 3500 * 3, cost: 3 * 1725 });
    expect(product[products.soda.productId]).toMatchObject({ units: 2, deposits: 20 });

    const category = await sumBy("category");
    expect(category[world.edibles]).toMatchObject({ label: "Edibles", gross: 1299 * 4, saleCount: 2 });
    expect(category.uncategorized).toMatchObject({ gross: 3500 * 3 + 249 * 2, saleCount: 3 });

    const employee = await sumBy("employee");
    expect(Object.keys(employee).sort()).toEqual([world.employees.blake.id, world.employees.avery.id].sort());
    expect(employee[world.employees.blake.id]).toMatchObject({
      label: "Blake",
      saleCount: 3,
      refundCount: 0,
    });
    expect(employee[world.employees.avery.id]).toMatchObject({
      refundCount: 1,
      refunds: world.refund.refund.amount,
    });

    const register = await sumBy("register");
    expect(Object.keys(register)).toEqual([world.device.deviceId]);
    expect(register[world.device.deviceId]).toMatchObject({ saleCount: 3, refundCount: 1 });

    const hours = await read(world, "hour");
    expect(hours.map((row) => `${row.day} ${row.key} ${row.saleCount}/${row.refundCount}`).sort()).toEqual([
      "2026-03-09 23 1/0",
      "2026-03-10 00 1/0",
      "2026-03-10 14 1/1",
    ]);

    const tender = await sumBy("paymentType");
    const paid = (sale: PaymentView, type: string) =>
      sale.transactions
        .filter((tx) => tx.paymentTypeId === type && tx.status === "complete")
        .reduce((sum, tx) => sum + tx.amount, 0);
    const cash = [late, early, split].reduce((sum, sale) => sum + paid(sale, "cash"), 0);
    const refundedCash = world.refund.payment.transactions
      .filter((tx) => tx.refundId === world.refund.refund.id)
      .reduce((sum, tx) => sum + tx.amount, 0);
    expect(tender.cash).toMatchObject({ amount: cash + refundedCash, count: 3 });
    expect(tender.debit).toMatchObject({ amount: 1000, count: 1 });
    expect(tender.credit).toMatchObject({ amount: split.total - 1000, count: 1 });

    const tax = await sumBy("tax");
    const collected = (name: string) =>
      [late, early, split].reduce(
        (sum, sale) => sum + (sale.taxes.find((entry) => entry.name === name)?.amount ?? 0),
        0,
      );
    expect(tax.GST?.amount).toBe(collected("GST") - Math.round(late.lines[0]!.taxes[0]!.amount / 3));
    expect(tax.PST?.amount).toBe(collected("PST"));
  });

  it("reads whole months from month rows and the partial edge months from day rows, with the same totals", async () => {
    const world = await reportWorld();
    const measures = (rows: RollupRow[]) => totalOf(rows);
    const byDays = await read(world, "product", "2025-04-01", "2026-03-31");
    for (const [from, to] of [
      ["2025-04-01", "2026-03-31"],
      ["2026-02-15", "2026-04-10"],
      ["2026-03-09", "2026-03-10"],
    ] as const) {
      const months = await read(world, "product", from, to, "month");
      expect(new Set(months.map((row) => row.day))).toEqual(new Set(["2026-03"]));
      expect(measures(months)).toEqual(measures(byDays));
      expect(months).toHaveLength(3);
    }
    const onlyThe9th = await read(world, "day", "2026-02-01", "2026-03-09", "month");
    expect(onlyThe9th).toMatchObject([{ day: "2026-03", saleCount: 1, refundCount: 0 }]);
  });

  it("counts each sale and refund once: a second run, a backfill, a crash before the event was cleared", async () => {
    const world = await reportWorld();
    const before = await read(world, "product");
    await runRollupJob();
    expect(await backfillRollups(world.companyId)).toEqual({ sales: 0, refunds: 0 });
    expect(await read(world, "product")).toEqual(before);

    // The consumer wrote a sale's rollups and stopped before clearing its event: the next run adds nothing.
    const next = await sell(world, [{ productId: world.products.soda.productId, quantity: 1 }]);
    expect(await rollUpSale(next)).toBe(1);
    await runRollupJob();
    expect(await rollUpSale(next)).toBe(0);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
    const rows = await read(world, "product", today, today);
    expect(rows.find((row) => row.key === world.products.soda.productId)).toMatchObject({
      units: 1,
      saleCount: 1,
    });
  });

  it("leaves a sale event without a sale uncounted and goes on with the sales behind it", async () => {
    const world = await reportWorld();
    const malformed = domainEventItem({
      companyId: world.companyId,
      locationId: world.location.id,
      type: "payment.completed",
      data: {},
    });
    await DomainEvent.create(malformed).go();
    const next = await sell(world, [{ productId: world.products.soda.productId, quantity: 1 }]);
    await runRollupJob();
    expect(await rollUpSale(next)).toBe(0);
    const left = await DomainEvent.get({ companyId: world.companyId, eventId: malformed.eventId }).go();
    expect(left.data?.rollup).toBeUndefined();
  });

  it("writes a big sale in chunks of 99 rows, each exactly once even after a crash between chunks", async () => {
    const world = await saleWorld();
    const deltas = Array.from({ length: 150 }, (_, index) => ({
      dimension: "product" as const,
      grain: "day" as const,
      day: "2026-04-01",
      key: `p${String(index).padStart(3, "0")}`,
      label: null,
      measures: { units: 1, gross: 100 },
    }));
    // A run that wrote the first chunk and crashed.
    expect(await applyRollup(world.companyId, world.location.id, "sale#big", deltas.slice(0, 99))).toBe(1);
    expect(await applyRollup(world.companyId, world.location.id, "sale#big", deltas)).toBe(1);
    expect(await applyRollup(world.companyId, world.location.id, "sale#big", deltas)).toBe(0);
    const rows = await read(
      { ...world, caller: world.caller } as ReportWorld,
      "product",
      "2026-04-01",
      "2026-04-01",
    );
    expect(rows).toHaveLength(150);
    expect(totalOf(rows)).toMatchObject({ units: 150, gross: 15000 });
    const stored = await Rollup.query
      .byDimension({
        companyId: world.companyId,
        locationId: world.location.id,
        dimension: "product",
        grain: "day",
      })
      .go({ pages: "all" });
    expect(stored.data).toHaveLength(150);
  });

  it("refuses a period over 12 months or backwards with a 400, and accepts exactly 12 months", async () => {
    const world = await saleWorld();
    const query = (from: string, to: string) =>
      world.caller.reports.rollups({
        companyId: world.companyId,
        locationIds: [world.location.id],
        from,
        to,
        dimension: "day",
      });
    expect(await failureOf(query("2025-01-01", "2026-01-01"))).toEqual(
      badInput("Reports are limited to 12 months"),
    );
    expect(await failureOf(query("2025-03-31", "2026-03-31"))).toEqual(
      badInput("Reports are limited to 12 months"),
    );
    expect(await failureOf(query("2026-02-02", "2026-02-01"))).toEqual(
      badInput("The end date must be on or after the start date"),
    );
    expect((await failureOf(query("2026-02-30", "2026-03-01"))).appCode).toBe("INVALID_INPUT");
    await expect(query("2025-01-01", "2025-12-31")).resolves.toEqual([]);
    await expect(query("2024-03-01", "2025-02-28")).resolves.toEqual([]);
  });

  it("shows a reader granted one location only that location's figures", async () => {
    const world = await reportWorld();
    const other = await createLocation({ companyId: world.companyId, name: "Other store" });
    const reader = await makeStaff(world.companyId, ["CAN_VIEW_REPORTS"], world.location.id);
    const query = (locationIds: string[]) =>
      reader.caller.reports.rollups({
        companyId: world.companyId,
        locationIds,
        from: "2026-03-01",
        to: "2026-03-31",
        dimension: "day",
      });
    expect(await query([world.location.id])).toHaveLength(2);
    expect(await failureOf(query([other.id]))).toEqual(missingPermission("CAN_VIEW_REPORTS"));
    expect(await failureOf(query([world.location.id, other.id]))).toEqual(
      missingPermission("CAN_VIEW_REPORTS"),
    );
    const seller = await makeStaff(world.companyId, ["CAN_VIEW_SALES"]);
    expect(
      await failureOf(
        seller.caller.reports.rollups({
          companyId: world.companyId,
          locationIds: [world.location.id],
          from: "2026-03-01",
          to: "2026-03-31",
          dimension: "day",
        }),
      ),
    ).toEqual(missingPermission("CAN_VIEW_REPORTS"));
    // The owner naming a location of no company of theirs: a 400, nothing read.
    expect(
      await failureOf(
        world.caller.reports.rollups({
          companyId: world.companyId,
          locationIds: ["not-a-location"],
          from: "2026-03-01",
          to: "2026-03-31",
          dimension: "day",
        }),
      ),
    ).toEqual(badInput("Choose locations of this company"));
  });

  it("summarises a period against the one before, by day and hour, with the top products, categories and employees", async () => {
    const world = await reportWorld();
    const { late, early, split } = world.sales;
    const summary = await world.caller.reports.summary({
      companyId: world.companyId,
      locationIds: [world.location.id],
      from: "2026-03-10",
      to: "2026-03-11",
    });
    expect(summary.previousPeriod).toEqual({ from: "2026-03-08", to: "2026-03-09" });
    expect(summary.previous.saleCount).toBe(1);
    expect(summary.previous.grossSales).toBe(late.subtotal);
    expect(summary.figures).toMatchObject({
      saleCount: 2,
      refundCount: 1,
      grossSales: early.subtotal + split.subtotal,
    });
    expect(summary.byDay.map((day) => [day.day, day.saleCount])).toEqual([
      ["2026-03-10", 2],
      ["2026-03-11", 0],
    ]);
    expect(summary.byHour).toHaveLength(24);
    expect(summary.byHour.filter((hour) => hour.saleCount > 0).map((hour) => hour.hour)).toEqual([0, 14]);
    expect(summary.topProducts.map((product) => product.label)).toEqual(["Flower 3.5 g", "Gummies"]);
    // The refunded gummy (sold on the 9th) is taken off the 10th, its refund's day.
    expect(summary.topProducts[1]).toMatchObject({ units: 0, netSales: 0 });
    expect(summary.topCategories.map((category) => category.label)).toEqual(["Uncategorized", "Edibles"]);
    expect(summary.topEmployees.map((employee) => employee.label)).toEqual(["Blake", "Avery"]);
  });

  it("gives the home page today and the last 7 days at the locations where the user sees the dashboard", async () => {
    const world = await reportWorld();
    at("2026-03-10T21:00:00.000Z");
    const home = await world.caller.reports.home({ companyId: world.companyId });
    expect(home?.today).toBe("2026-03-10");
    expect(home?.summary.byDay.map((day) => day.day)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(home?.summary.byDay.at(-1)).toMatchObject({ saleCount: 2, refundCount: 1 });
    const other = await createLocation({ companyId: world.companyId, name: "Other store" });
    const clerk = await makeStaff(world.companyId, ["CAN_VIEW_DASHBOARD"], other.id);
    const theirs = await clerk.caller.reports.home({ companyId: world.companyId });
    expect(theirs?.locationIds).toEqual([other.id]);
    expect(theirs?.summary.figures.saleCount).toBe(0);
    const none = await makeStaff(world.companyId, ["CAN_VIEW_SALES"]);
    expect(await none.caller.reports.home({ companyId: world.companyId })).toBeNull();
    expect(await none.caller.reports.locations({ companyId: world.companyId })).toEqual([]);
  });
});
