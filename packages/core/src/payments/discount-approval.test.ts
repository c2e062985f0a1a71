import { describe, expect, it } from "vitest";
import { ZDiscount, type DiscountInput } from "../discounts/discount.schema";
import { discountsNeedingApproval } from "./discount-approval";

const discount = (fields: Partial<DiscountInput> & { id: string }) =>
  ZDiscount.parse({ name: fields.id, kind: "percentage", value: 10, salesChannels: ["POS"], ...fields });

const discounts = [
  discount({ id: "staff" }),
  discount({ id: "reward", isLoyalty: true, loyaltyCost: 100 }),
  discount({ id: "auto", applyAutomatically: true }),
];

const line = (fields: { manualDiscountIds?: string[]; discountId?: string | null } = {}) => ({
  productId: "p1",
  manualDiscountIds: [],
  discountId: null,
  ...fields,
});

describe("discountsNeedingApproval", () => {
  it("counts the discounts a cashier chooses, once each, and not loyalty rewards", () => {
    expect(discountsNeedingApproval({ lines: [line()] }, discounts)).toEqual([]);
    expect(
      discountsNeedingApproval(
        { lines: [line({ manualDiscountIds: ["staff"] })], orderDiscountIds: ["staff", "reward"] },
        discounts,
      ),
    ).toEqual(["staff"]);
  });

  it("counts a discount a parked sale carries, not one an online order's own line carries", () => {
    const carried = [line({ discountId: "staff" })];
    expect(discountsNeedingApproval({ lines: carried, grantedBy: null }, discounts)).toEqual(["staff"]);
    expect(
      discountsNeedingApproval(
        { lines: carried, grantedBy: [{ productId: "p1", discountId: "staff" }] },
        discounts,
      ),
    ).toEqual([]);
    expect(
      discountsNeedingApproval(
        { lines: carried, grantedBy: [{ productId: "p2", discountId: "staff" }] },
        discounts,
      ),
    ).toEqual(["staff"]);
  });
});
