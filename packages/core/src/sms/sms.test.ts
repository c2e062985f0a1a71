import { describe, expect, it } from "vitest";
import { smsUsagePercent, ZEnableSmsInput, ZUpdateSmsInput } from "./sms.schema";

describe("SMS quota rules", () => {
  it("gives the usage as a share of the replenish rate with one decimal", () => {
    expect(smsUsagePercent(0, 500)).toBe(0);
    expect(smsUsagePercent(1, 3)).toBe(33.3);
    expect(smsUsagePercent(2, 3)).toBe(66.7);
    expect(smsUsagePercent(250, 500)).toBe(50);
    expect(smsUsagePercent(600, 500)).toBe(120);
    expect(smsUsagePercent(3, 0)).toBe(100);
  });

  it("asks for the quantity and the replenish rate with the spec's messages", () => {
    const enable = ZEnableSmsInput.safeParse({ companyId: 1 });
    expect(enable.error?.issues[0]?.message).toBe("Please enter the quantity to add");
    const update = ZUpdateSmsInput.safeParse({ companyId: 1, changeQuantity: 10 });
    expect(update.error?.issues[0]?.message).toBe("Please enter the replenish rate");
  });
});
