import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import type { PaymentView, RefundView } from "@pos/core/payments/payment.schema";
import type { AdvancedDefinition } from "@pos/core/reports/advanced-report.schema";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import { editProduct, putCategory, putSupplier } from "../support/catalog";
import { passcodes } from "../support/register";
import { saleWorld, sell, type SaleWorld } from "../support/sale-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

afterEach(() => setClock(null));

const at = (iso: string) => setClock(fixedClock(iso));

/**
 * Four sales over two weeks of March 2026 (Toronto), two customers (Ada buys twice, Bo once), a supplier for
 * gummies and flower, gummies in Edibles, a split tender, and one gummy refunded.
 */
async function advancedWorld() {
  const world = await saleWorld({ stock: 50 });
  const { companyId, products, caller } = world;
  const edibles = await putCategory(companyId, "Edibles");
  const farms = await putSupplier(companyId, "Green Farms");
  await editProduct(products.gummies, { categoryId: edibles, supplierId: farms });
  await editProduct(products.flower, { supplierId: farms });
  const ada = await caller.customers.create({ companyId, customer: { name: "Ada" } });
  const bo = await caller.customers.create({ companyId, customer: { name: "Bo" } });
  at("2026-03-04T15:00:00.000Z");
  const first = await sell(
    world,
    [
      { productId: products.gummies.productId, quantity: 3 },
      { productId: products.soda.productId, quantity: 2 },
    ],
    undefined,
    { customerId: ada.id },
  );
  at("2026-03-11T15:00:00.000Z");
  const second = await sell(
    world,
    [
      { productId: products.flower.productId, quantity: 1 },
      { productId: products.gummies.productId, quantity: 1 },
    ],
    undefined,
    { customerId: ada.id },
  );
  const quote = await world.register.sales.quote({
    lines: [{ lineId: "l1", productId: products.flower.productId, quantity: 2 }],
  });
  const third = await sell(
    world,
    [{ lineId: "l1", productId: products.flower.productId, quantity: 2 }],
    [
      { paymentTypeId: "debit", amount: 1000 },
      { paymentTypeId: "credit", amount: quote.total - 1000 },
    ],
    { customerId: bo.id },
  );
  const fourth = await sell(world, [{ productId: products.soda.productId, quantity: 1 }]);
  at("2026-03-12T15:00:00.000Z");
  const back = await world.register.payments.refund({
    paymentId: first.id,
    idempotencyKey: randomUUID(),
    lines: [{ lineId: "line-1", units: 1, restock: true }],
    reason: "Changed mind",
    passcode: passcodes.manager,
  });
  setClock(null);
  await runRollupJob();
  return {
    ...world,
    edibles,
    farms,
    customers: { ada, bo },
    sales: [first, second, third, fourth],
    refund: { sale: back.payment, refund: back.refund },
  };
}
type World = Awaited<ReturnType<typeof advancedWorld>>;

const run = (
  world: SaleWorld,
  definition: Partial<AdvancedDefinition>,
  from = "2026-03-01",
  to = "2026-03-31",
) =>
  world.caller.advancedReports.run({
    companyId: world.companyId,
    locationIds: [world.location.id],
    from,
    to,
    definition: { filters: [], sort: null, measures: ["netSales"], dimensions: ["product"], ...definition },
  });

/** A product's figures straight from the raw sales and the refund (not the rollup code). */
function rawProduct(world: World, productId: string) {
  const lines = world.sales.flatMap((sale) => sale.lines.filter((line) => line.productId === productId));
  const gross = lines.reduce((sum, line) => sum + line.linePrice, 0);
  const { sale, refund } = world.refund;
  const refunded = refund.lines.flatMap((returned) => {
    const sold = sale.lines.find((line) => line.lineId === returned.lineId)!;
    if (sold.productId !== productId) return [];
    const tax = sold.taxes.reduce((sum, t) => sum + t.amount, 0);
    const share = (part: number) => Math.round((part * returned.units) / sold.units);
    return [{ preTax: returned.amount - share(tax) - share(sold.depositFee), units: returned.units }];
  });
  return {
    gross,
    netSales: gross - refunded.reduce((sum, r) => sum + r.preTax, 0),
    units: lines.reduce((sum, line) => sum + line.units, 0) - refunded.reduce((sum, r) => sum + r.units, 0),
    saleCount: world.sales.filter((s) => s.lines.some((line) => line.productId === productId)).length,
  };
}

const netOf = (world: World, productIds: string[]) =>
  productIds.reduce((sum, id) => sum + rawProduct(world, id).netSales, 0);

describe("advanced report", () => {
  it("groups by product, supplier, brand, category, week, customer and payment type to the raw sales' figures", async () => {
    const world = await advancedWorld();
    const { gummies, flower, soda } = world.products;

    const byProduct = await run(world, { measures: ["netSales", "grossSales", "units", "saleCount"] });
    expect(byProduct.rows.map((row) => row.labels[0])).toEqual(["Flower 3.5 g", "Gummies", "Soda"]);
    for (const product of [gummies, flower, soda]) {
      const row = byProduct.rows.find((r) => r.keys[0] === product.productId)!;
      const raw = rawProduct(world, product.productId);
      expect(row.values).toEqual({
        netSales: raw.netSales,
        grossSales: raw.gross,
        units: raw.units,
        saleCount: raw.saleCount,
      });
    }
    const all = [gummies, flower, soda].map((p) => p.productId);
    expect(byProduct.totals.netSales).toBe(netOf(world, all));
    // A sale of two products is one sale in the totals (the product rows would count it twice).
    expect(byProduct.totals.saleCount).toBe(4);

    const supplierSales = await run(world, { dimensions: ["supplier"], measures: ["saleCount", "netSales"] });
    // A group of several products can't count sales from product rows: unknown, not wrong.
    expect(supplierSales.rows.map((row) => row.values.saleCount)).toEqual([null, null]);
    const edibleSales = await run(world, {
      measures: ["saleCount"],
      filters: [{ dimension: "category", values: [world.edibles] }],
    });
    expect(edibleSales.rows.map((row) => [row.labels[0], row.values.saleCount])).toEqual([["Gummies", 2]]);
    expect(edibleSales.totals.saleCount).toBeNull();

    const bySupplier = await run(world, {
      dimensions: ["supplier", "brand"],
      sort: { by: "supplier", direction: "asc" },
    });
    expect(bySupplier.rows).toEqual([
      {
        keys: [world.farms, "Green Farms"],
        labels: ["Green Farms", "Green Farms"],
        values: { netSales: netOf(world, [gummies.productId, flower.productId]) },
      },
      {
        keys: ["none", "none"],
        labels: ["No supplier", "No brand"],
        values: { netSales: netOf(world, [soda.productId]) },
      },
    ]);

    const filtered = await run(world, {
      dimensions: ["category"],
      filters: [{ dimension: "supplier", values: [world.farms] }],
    });
    expect(filtered.rows.map((row) => [row.labels[0], row.values.netSales])).toEqual([
      ["Uncategorized", netOf(world, [flower.productId])],
      ["Edibles", netOf(world, [gummies.productId])],
    ]);

    const byWeek = await run(world, { dimensions: ["week"], measures: ["saleCount", "refundCount"] });
    expect(byWeek.rows).toEqual([
      { keys: ["2026-03-02"], labels: ["Week of 2026-03-02"], values: { saleCount: 1, refundCount: 0 } },
      { keys: ["2026-03-09"], labels: ["Week of 2026-03-09"], values: { saleCount: 3, refundCount: 1 } },
    ]);

    const byCustomer = await run(world, { dimensions: ["customer"], measures: ["saleCount", "grossSales"] });
    const grossOf = (sales: PaymentView[]) => sales.reduce((sum, sale) => sum + sale.subtotal, 0);
    const [first, second, third] = world.sales as [PaymentView, PaymentView, PaymentView];
    expect(byCustomer.rows).toEqual([
      {
        keys: [world.customers.ada.id],
        labels: ["Ada"],
        values: { saleCount: 2, grossSales: grossOf([first, second]) },
      },
      {
        keys: [world.customers.bo.id],
        labels: ["Bo"],
        values: { saleCount: 1, grossSales: grossOf([third]) },
      },
    ]);

    const byTender = await run(world, {
      dimensions: ["paymentType"],
      measures: ["tendered", "transactions"],
      sort: { by: "paymentType", direction: "asc" },
    });
    const refund: RefundView = world.refund.refund;
    const cash = world.sales
      .flatMap((sale) => sale.transactions)
      .filter((t) => t.paymentTypeId === "cash" && t.refundId === null)
      .reduce((sum, t) => sum + t.amount, 0);
    expect(byTender.rows.find((row) => row.keys[0] === "cash")?.values).toEqual({
      tendered: cash - refund.amount,
      // Three cash sales and the cash refund: a refund is a transaction too.
      transactions: 3 + 1,
    });
    expect(byTender.rows.find((row) => row.keys[0] === "debit")?.values).toEqual({
      tendered: 1000,
      transactions: 1,
    });
  });

  it("refuses more than 12 months, groupings rollups can't answer and figures of the wrong kind, with a 400", async () => {
    const world = await advancedWorld();
    expect(await failureOf(run(world, {}, "2025-03-01", "2026-03-31"))).toEqual(
      badInput("Reports are limited to 12 months"),
    );
    expect(await failureOf(run(world, { dimensions: ["employee", "customer"] }))).toEqual(
      badInput("These can't be combined in one report: Employee, Customer"),
    );
    expect(
      await failureOf(
        run(world, { dimensions: ["product"], filters: [{ dimension: "employee", values: ["x"] }] }),
      ),
    ).toEqual(badInput("These can't be combined in one report: Product, Employee"));
    expect(await failureOf(run(world, { measures: ["tendered"] }))).toEqual(
      badInput("Tendered and Transactions are figures of payment types: group by Payment type to show them"),
    );
    expect(await failureOf(run(world, { dimensions: ["paymentType"], measures: ["netSales"] }))).toEqual(
      badInput("By payment type, only Tendered and Transactions can be shown"),
    );
    expect(await failureOf(run(world, { sort: { by: "units", direction: "asc" } }))).toEqual(
      badInput("Sort by a grouping or a figure the report shows"),
    );
  });
});

describe("saved advanced reports", () => {
  const definition: AdvancedDefinition = {
    dimensions: ["month", "product"],
    measures: ["netSales", "grossMargin"],
    filters: [],
    sort: { by: "netSales", direction: "desc" },
  };

  it("are each user's own: another user can't list, replace or delete them", async () => {
    const world = await advancedWorld();
    const { companyId } = world;
    const mine = world.caller.advancedReports;
    const saved = await mine.save({ companyId, name: "Monthly products", definition });
    expect(saved).toMatchObject({ name: "Monthly products", definition });
    expect(await mine.saved({ companyId })).toEqual([saved]);
    const renamed = await mine.save({ companyId, reportId: saved.id, name: "By month", definition });
    expect((await mine.saved({ companyId })).map((report) => report.name)).toEqual(["By month"]);
    expect(renamed.id).toBe(saved.id);

    const reader = await makeStaff(companyId, ["CAN_VIEW_REPORTS"], world.location.id);
    const theirs = reader.caller.advancedReports;
    expect(await theirs.saved({ companyId })).toEqual([]);
    const notFound = { code: "NOT_FOUND", appCode: "NOT_FOUND", message: "This saved report does not exist" };
    expect(await failureOf(theirs.delete({ companyId, reportId: saved.id }))).toEqual(notFound);
    expect(
      await failureOf(theirs.save({ companyId, reportId: saved.id, name: "Mine now", definition })),
    ).toEqual(notFound);
    const seller = await makeStaff(companyId, ["CAN_VIEW_SALES"]);
    expect(await failureOf(seller.caller.advancedReports.saved({ companyId }))).toMatchObject({
      code: "FORBIDDEN",
      message: "You may not view reports at any location",
    });
    expect(await mine.saved({ companyId })).toEqual([{ ...renamed }]);

    expect(await failureOf(mine.save({ companyId, name: " ", definition }))).toEqual(
      badInput("Name the report"),
    );
    await mine.delete({ companyId, reportId: saved.id });
    expect(await mine.saved({ companyId })).toEqual([]);
  });

  it("running a report needs CAN_VIEW_REPORTS at its locations", async () => {
    const world = await advancedWorld();
    const seller = await makeStaff(world.companyId, ["CAN_VIEW_SALES"]);
    expect(
      await failureOf(
        seller.caller.advancedReports.run({
          companyId: world.companyId,
          locationIds: [world.location.id],
          from: "2026-03-01",
          to: "2026-03-31",
          definition,
        }),
      ),
    ).toEqual(missingPermission("CAN_VIEW_REPORTS"));
  });
});

describe("insights", () => {
  it("counts returning customers, best and worst sellers and loyalty use from the raw sales", async () => {
    const world = await advancedWorld();
    const { gummies, flower, soda } = world.products;
    const read = () =>
      world.caller.advancedReports.insights({
        companyId: world.companyId,
        locationIds: [world.location.id],
        from: "2026-03-01",
        to: "2026-03-31",
      });
    expect(await failureOf(read())).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: "This feature is not enabled for your company.",
    });
    await setFeatureFlag({ companyId: world.companyId, flag: "insightsDashboards", enabled: true });
    const insights = await read();
    expect(insights.customers).toEqual({
      identified: 2,
      returning: 1,
      returningPercent: 50,
      identifiedSales: 3,
    });
    expect(insights.loyalty).toEqual({ payments: 0, amount: 0, salesPercent: 0 });
    const expectedOrder = [flower, gummies, soda]
      .map((p) => ({ key: p.productId, net: rawProduct(world, p.productId).netSales }))
      .sort((a, b) => b.net - a.net);
    expect(insights.bestSellers.map((row) => [row.key, row.netSales])).toEqual(
      expectedOrder.map((row) => [row.key, row.net]),
    );
    expect(insights.worstSellers[0]?.key).toBe(expectedOrder.at(-1)?.key);
    expect(insights.figures.saleCount).toBe(4);
    expect(insights.trend.find((day) => day.day === "2026-03-11")?.saleCount).toBe(3);
    expect(insights.trend).toHaveLength(31);
  });
});
