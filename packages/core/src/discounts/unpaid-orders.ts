import { coverageMiss, type CoveredItem } from "./coverage";
import type { Discount } from "./discount.schema";

/** A line of an unpaid order (a parked sale or an online order) with the discount it was given. */
export interface UnpaidOrderLine extends CoveredItem {
  lineId: string;
  discountId: string | null;
}

export type DroppedDiscountReason = "discountGone" | "notIncluded" | "excluded";

export interface DroppedDiscount {
  lineId: string;
  discountId: string;
  reason: DroppedDiscountReason;
}

/**
 * dashboard.md 4 "Discounts on unpaid orders", exactly: a line's discount is dropped if the discount no longer
 * exists, if the product is not in an include list, or if the product is in an exclude list. Nothing else drops
 * it here. Returns the lines (same order) with dropped discount ids set to null, and what was dropped and why;
 * the amounts are worked out again by priceCart.
 */
export function reconcileUnpaidOrderLines<Line extends UnpaidOrderLine>(
  lines: readonly Line[],
  discounts: readonly Pick<Discount, "id" | "products" | "categories">[],
): { lines: Line[]; dropped: DroppedDiscount[] } {
  const byId = new Map(discounts.map((discount) => [discount.id, discount]));
  const dropped: DroppedDiscount[] = [];
  const kept = lines.map((line) => {
    if (line.discountId === null) return line;
    const discount = byId.get(line.discountId);
    const reason = discount ? coverageMiss(discount, line) : "discountGone";
    if (reason === null) return line;
    dropped.push({ lineId: line.lineId, discountId: line.discountId, reason });
    return { ...line, discountId: null };
  });
  return { lines: kept, dropped };
}
