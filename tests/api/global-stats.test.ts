import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { saleLine, setLicensed, storeSale } from "../support/stats-world";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

afterEach(() => setClock(null));

describe("global stats", () => {
  it("computes figures of licensed companies' sales on Refresh and keeps the snapshot", async () => {
    // A day far from any other test's data, so the window holds only this test's sales.
    setClock(fixedClock("2031-07-15T18:00:00.000Z"));
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const licensed = await makeCompany();
    const unlicensed = await makeCompany();
    await setLicensed(licensed.company.id, true);
    const barcode = uniqueName("BC");
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
    expect(await admin.stats.global()).toEqual(stats);
    expect((await admin.stats.refresh()).numberOfSalesFromLicensedStores.at(-1)?.numberOfSales).toBe(3);
    expect((await failureOf((await callerFor(licensed.owner.token)).stats.global())).code).toBe("FORBIDDEN");
  });
});
