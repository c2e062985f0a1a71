import { describe, expect, it } from "vitest";
import { describeSchedule, describeValue } from "./discount-text";

describe("describeValue", () => {
  it("names each kind the way the list shows it", () => {
    expect(describeValue({ kind: "percentage", value: 12.5 })).toBe("12.5% off");
    expect(describeValue({ kind: "fixedAmount", value: 500, scope: "item" })).toBe("$5.00 off each item");
    expect(describeValue({ kind: "fixedAmount", value: 500, scope: "order" })).toBe("$5.00 off the order");
    expect(describeValue({ kind: "fixedPrice", value: 1000 })).toBe("$10.00 each");
  });

  it("shows a dash for a value not typed yet", () => {
    expect(describeValue({ kind: "percentage", value: Number.NaN })).toBe("—");
  });
});

describe("describeSchedule", () => {
  it("reads no schedule as any time", () => {
    expect(describeSchedule(null)).toBe("Any time");
  });

  it("names days, hours and dates", () => {
    const schedule = {
      days: ["mon", "fri"] as const,
      from: "16:00",
      to: "18:00",
      startDate: null,
      endDate: null,
    };
    expect(describeSchedule({ ...schedule, days: [...schedule.days] })).toBe("Mon, Fri 16:00–18:00");
    expect(
      describeSchedule({
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        from: null,
        to: null,
        startDate: "2026-01-01",
        endDate: null,
      }),
    ).toBe("Every day, from 2026-01-01");
  });
});
