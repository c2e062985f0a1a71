import { describe, expect, it } from "vitest";
import { globalStatsOf, windowDays, type SaleFacts } from "./global-stats-math";

const sale = (fields: Partial<SaleFacts>): SaleFacts => ({
  companyId: 1,
  status: "complete",
  date: "2026-05-10T15:00:00.000Z",
  total: 1000,
  customerId: null,
  lines: [],
  ...fields,
});

describe("global stats", () => {
  const now = new Date("2026-05-10T20:00:00.000Z");

  it("covers the last 30 UTC days ending today", () => {
    const days = windowDays(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-04-11");
    expect(days[29]).toBe("2026-05-10");
  });

  it("counts completed sales per day, their total, distinct customers and active companies", () => {
    const stats = globalStatsOf(
      [
        sale({ customerId: "c1" }),
        sale({ customerId: "c1", total: 500 }),
        sale({ companyId: 2, customerId: "c1", date: "2026-05-09T10:00:00.000Z" }),
        sale({ status: "cancelled", total: 9999 }),
        sale({ status: "inProgress", total: 9999 }),
        sale({ companyId: 3, date: "2026-01-01T10:00:00.000Z" }),
      ],
      now,
    );
    const last = stats.numberOfSalesFromLicensedStores.at(-1);
    expect(last).toEqual({ date: "2026-05-10", numberOfSales: 2 });
    expect(stats.salesInDollarsFromLicensedStores.at(-1)).toEqual({ date: "2026-05-10", salesTotal: 1500 });
    expect(stats.numberOfCustomersFromLicensedStores.at(-1)?.numberOfCustomers).toBe(1);
    expect(stats.numberOfCustomersFromLicensedStores.at(-2)?.numberOfCustomers).toBe(1);
    expect(stats.numberOfActiveClients).toBe(2);
  });

  it("ranks barcodes by units sold less refunded, all time", () => {
    const line = (barcode: string | null, units: number, refundedUnits = 0) => ({
      barcode,
      productName: `P ${barcode}`,
      units,
      refundedUnits,
    });
    const stats = globalStatsOf(
      [
        sale({ date: "2025-01-01T00:00:00.000Z", lines: [line("A", 5), line("B", 3)] }),
        sale({ lines: [line("B", 4, 1), line(null, 50), line("C", 1, 1)] }),
      ],
      now,
    );
    expect(stats.topSellingBarcodesAllTimeFromLicensedStores).toEqual([
      { barcode: "B", productName: "P B", unitsSold: 6 },
      { barcode: "A", productName: "P A", unitsSold: 5 },
    ]);
  });
});
