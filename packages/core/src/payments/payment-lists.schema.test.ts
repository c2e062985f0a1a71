import { describe, expect, it } from "vitest";
import { dayStartUtc, localDay, nextDay, ZCompanyPaymentsInput } from "./payment-lists.schema";

describe("local days of the sales lists", () => {
  it("starts a day at local midnight, across daylight saving changes", () => {
    expect(dayStartUtc("2026-01-15", "America/Toronto")).toBe("2026-01-15T05:00:00.000Z");
    expect(dayStartUtc("2026-07-15", "America/Toronto")).toBe("2026-07-15T04:00:00.000Z");
    expect(dayStartUtc("2026-03-08", "America/Vancouver")).toBe("2026-03-08T08:00:00.000Z");
    expect(dayStartUtc("2026-03-09", "America/Vancouver")).toBe("2026-03-09T07:00:00.000Z");
    expect(dayStartUtc("2026-06-01", "America/Regina")).toBe("2026-06-01T06:00:00.000Z");
  });

  it("reads the local day of an instant and the next day", () => {
    expect(localDay(new Date("2026-01-15T04:59:00Z"), "America/Toronto")).toBe("2026-01-14");
    expect(localDay(new Date("2026-01-15T05:00:00Z"), "America/Toronto")).toBe("2026-01-15");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("refuses a date range that ends before it starts", () => {
    const result = ZCompanyPaymentsInput.safeParse({
      companyId: 1,
      locationId: "100",
      from: "2026-02-02",
      to: "2026-02-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("The end date must be on or after the start date");
  });
});
