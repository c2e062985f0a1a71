import { describe, expect, it } from "vitest";
import {
  globalStatsOf,
  lastStatsDay,
  windowDays,
  type BarcodeFacts,
  type DayFacts,
} from "./global-stats-math";

const day = (fields: Partial<DayFacts>): DayFacts => ({
  companyId: 1,
  day: "2026-05-10",
  sales: 1,
  total: 1000,
  customerIds: [],
  ...fields,
});

describe("global stats", () => {
  const now = new Date("2026-05-10T20:00:00.000Z");

  const window = windowDays("2026-05-10");

  it("covers 30 days ending with the locations' latest local day", () => {
    expect(window).toHaveLength(30);
    expect(window[0]).toBe("2026-04-11");
    expect(window[29]).toBe("2026-05-10");
    expect(lastStatsDay(["2026-05-09", "2026-05-10"], new Date("2026-05-11T02:00:00.000Z"))).toBe(
      "2026-05-10",
    );
    expect(lastStatsDay([], now)).toBe("2026-05-10");
  });

  it("adds up sales per day over locations, their total, distinct customers per company and active companies", () => {
    const stats = globalStatsOf(
      [
        day({ customerIds: ["c1"] }),
        day({ customerIds: ["c1"], total: 500 }),
        day({ companyId: 2, customerIds: ["c1"], day: "2026-05-09" }),
        day({ companyId: 4, sales: 0, total: 0, customerIds: ["c7"] }),
        day({ companyId: 3, day: "2026-01-01" }),
      ],
      [],
      window,
      now,
    );
    expect(stats.numberOfSalesFromLicensedStores.at(-1)).toEqual({ date: "2026-05-10", numberOfSales: 2 });
    expect(stats.salesInDollarsFromLicensedStores.at(-1)).toEqual({ date: "2026-05-10", salesTotal: 1500 });
    expect(stats.numberOfCustomersFromLicensedStores.at(-1)?.numberOfCustomers).toBe(1);
    expect(stats.numberOfCustomersFromLicensedStores.at(-2)?.numberOfCustomers).toBe(1);
    expect(stats.numberOfActiveClients).toBe(2);
  });

  it("ranks barcodes by units sold less refunded over every location, all time", () => {
    const facts = (barcode: string, units: number): BarcodeFacts => ({
      barcode,
      productName: `P ${barcode}`,
      units,
    });
    const stats = globalStatsOf(
      [],
      [facts("A", 5), facts("B", 3), facts("B", 3), facts("C", 0)],
      window,
      now,
    );
    expect(stats.topSellingBarcodesAllTimeFromLicensedStores).toEqual([
      { barcode: "B", productName: "P B", unitsSold: 6 },
      { barcode: "A", productName: "P A", unitsSold: 5 },
    ]);
  });
});
