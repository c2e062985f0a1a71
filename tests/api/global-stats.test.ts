import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { backfillRollups } from "@pos/core/reports/rollup-job";
import { statsPageSize } from "@pos/core/stats/stats-rollups";
import { LocationProductTotals } from "@pos/core/stats/stats-snapshot.entity";
import { productItem, putProducts } from "../support/catalog";
import { saleLine, setLicensed, storeSale } from "../support/stats-world";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

afterEach(() => setClock(null));

/** The sales' product ("1" in stats-world's lines) with the barcode the stats report. */
const putBarcodeProduct = (companyId: number, barcode: string) =>
  putProducts([productItem(companyId, { productId: "1", name: `Product ${barcode}`, barcode })]);

describe("global stats", () => {
  it("computes figures of licensed companies' sales from their rollups on Refresh and keeps the snapshot", async () => {
    // A day far from any other test's data, so the window holds only this test's sales.
    setClock(fixedClock("2031-07-15T18:00:00.000Z"));
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const licensed = await makeCompany();
    const unlicensed = await makeCompany();
    await setLicensed(licensed.company.id, true);
    const barcode = uniqueName("BC");
    await putBarcodeProduct(licensed.company.id, barcode);
    const at = (day: string) => `2031-07-${day}T12:00:00.000Z`;
    const sell = (world: typeof licensed, day: string, units: number, customerId?: string) =>
      storeSale(world.company.id, world.location.id, {
        date: at(day),
        lines: [saleLine(barcode, units, 1000)],
        customerId,
      });
    await sell(licensed, "15", 400, "c1");
    await sell(licensed, "15", 300, "c2");
    await sell(licensed, "14", 500, "c1");
    await sell(unlicensed, "15", 9000, "c9");
    await storeSale(licensed.company.id, licensed.location.id, {
      date: at("15"),
      lines: [saleLine(barcode, 9000, 1000)],
      status: "cancelled",
    });
    await backfillRollups(licensed.company.id);
    await backfillRollups(unlicensed.company.id);

    const stats = await admin.stats.refresh();
    expect(stats.computedAt).toBe("2031-07-15T18:00:00.000Z");
    expect(stats.numberOfActiveClients).toBe(1);
    expect(stats.numberOfSalesFromLicensedStores).toHaveLength(30);
    expect(stats.numberOfSalesFromLicensedStores.slice(-2)).toEqual([
      { date: "2031-07-14", numberOfSales: 1 },
      { date: "2031-07-15", numberOfSales: 2 },
    ]);
    expect(stats.salesInDollarsFromLicensedStores.at(-1)).toEqual({
      date: "2031-07-15",
      salesTotal: 700_000,
    });
    expect(stats.numberOfCustomersFromLicensedStores.at(-1)).toEqual({
      date: "2031-07-15",
      numberOfCustomers: 2,
    });
    expect(stats.topSellingBarcodesAllTimeFromLicensedStores[0]).toEqual({
      barcode,
      productName: `Product ${barcode}`,
      unitsSold: 1200,
    });

    await sell(licensed, "15", 1);
    await backfillRollups(licensed.company.id);
    expect(await admin.stats.global()).toEqual(stats);
    expect((await admin.stats.refresh()).numberOfSalesFromLicensedStores.at(-1)?.numberOfSales).toBe(3);
    expect((await failureOf((await callerFor(licensed.owner.token)).stats.global())).code).toBe("FORBIDDEN");
  });

  it("reads more than a page of rollup rows, and folds closed months into the location's all-time totals", async () => {
    setClock(fixedClock("2032-03-20T18:00:00.000Z"));
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const world = await makeCompany();
    const companyId = world.company.id;
    await setLicensed(companyId, true);
    const barcode = uniqueName("BP");
    await putBarcodeProduct(companyId, barcode);
    const customers = statsPageSize + 20;
    for (let start = 0; start < customers; start += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          storeSale(companyId, world.location.id, {
            date: `2032-03-${String(1 + ((start + index) % 19)).padStart(2, "0")}T15:00:00.000Z`,
            lines: [saleLine(barcode, 1, 500)],
            customerId: `c${start + index}`,
          }),
        ),
      );
    // Sales of months before: both ended more than a week before the refresh, so both are folded.
    await storeSale(companyId, world.location.id, {
      date: "2032-01-10T15:00:00.000Z",
      lines: [saleLine(barcode, 7, 500)],
    });
    await storeSale(companyId, world.location.id, {
      date: "2032-02-10T15:00:00.000Z",
      lines: [saleLine(barcode, 3, 500)],
    });
    await backfillRollups(companyId);

    const stats = await admin.stats.refresh();
    const march = stats.numberOfCustomersFromLicensedStores.filter((entry) =>
      entry.date.startsWith("2032-03"),
    );
    expect(march.reduce((sum, entry) => sum + entry.numberOfCustomers, 0)).toBe(customers);
    // The window starts on 2032-02-20: the sales of January and February 10 are outside it.
    expect(stats.numberOfSalesFromLicensedStores.reduce((sum, entry) => sum + entry.numberOfSales, 0)).toBe(
      customers,
    );
    const top = stats.topSellingBarcodesAllTimeFromLicensedStores.find((entry) => entry.barcode === barcode);
    expect(top?.unitsSold).toBe(customers + 10);
    const saved = await LocationProductTotals.get({ companyId, locationId: world.location.id }).go();
    expect(saved.data).toMatchObject({ through: "2032-02", units: { "1": { units: 10 } } });
    // The next refresh reads March from the rollups again and the closed months from the saved totals.
    expect(
      (await admin.stats.refresh()).topSellingBarcodesAllTimeFromLicensedStores.find(
        (entry) => entry.barcode === barcode,
      )?.unitsSold,
    ).toBe(customers + 10);
  });
});
