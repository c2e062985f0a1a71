import { describe, expect, it } from "vitest";
import { ZDiscount } from "./discount.schema";
import { discount } from "./engine.fixtures";
import { applyLoyaltyMode, loyaltyMode } from "./loyalty-mode";

const reward = ZDiscount.parse(discount("reward", { isLoyalty: true, loyaltyCost: 500 }));
const externalReward = ZDiscount.parse(discount("external", { isLoyalty: true, loyaltyCost: 100 }));
const plain = ZDiscount.parse(discount("plain"));
const all = [reward, externalReward, plain];

describe("the external loyalty rule (dashboard.md 4)", () => {
  it("internal loyalty without external loyalty changes nothing", () => {
    const settings = { internalLoyalty: true, externalLoyalty: false, externalRewardCosts: { external: 40 } };
    expect(loyaltyMode(settings)).toBe("internal");
    expect(applyLoyaltyMode(all, settings)).toEqual(all);
  });

  it.each([
    { internalLoyalty: false, externalLoyalty: false },
    { internalLoyalty: false, externalLoyalty: true },
    { internalLoyalty: true, externalLoyalty: true },
  ])("with %o: external costs overwrite, internal rewards are switched off", (flags) => {
    const settings = { ...flags, externalRewardCosts: { external: 40, plain: 7 } };
    expect(loyaltyMode(settings)).toBe("external");
    expect(applyLoyaltyMode(all, settings)).toEqual([
      { ...reward, isActive: false },
      { ...externalReward, loyaltyCost: 40 },
      plain,
    ]);
  });
});
