import type { Discount } from "../discounts/discount.schema";
import type { SaleLineInput } from "./payment.schema";

/** A line of the unpaid order a sale completes, with the discount the order gave it. */
export interface CarriedLine {
  productId: string;
  discountId: string | null;
}

export interface DiscountRequest {
  lines: readonly Pick<SaleLineInput, "productId" | "manualDiscountIds" | "discountId">[];
  orderDiscountIds?: readonly string[];
  /** The lines of the online order this sale completes: its discounts were granted by the source. */
  grantedBy?: readonly CarriedLine[] | null;
}

/**
 * The discounts the cashier gives in this sale, which need CAN_APPLY_DISCOUNTS (issue 14.2). Not counted:
 * automatic discounts (never requested), loyalty rewards (the customer spends points on them) and a discount an
 * online order's line already carries. A discount a parked sale carries counts: it was chosen at a register.
 * Pure, so the register asks for a manager's passcode by the same rule the server enforces.
 */
export function discountsNeedingApproval(request: DiscountRequest, discounts: readonly Discount[]): string[] {
  const loyalty = new Set(discounts.filter((discount) => discount.isLoyalty).map((discount) => discount.id));
  const granted = new Set(
    (request.grantedBy ?? []).map((line) => `${line.productId}\u0000${line.discountId}`),
  );
  const requested = [
    ...(request.orderDiscountIds ?? []),
    ...request.lines.flatMap((line) => line.manualDiscountIds ?? []),
    ...request.lines.flatMap(({ productId, discountId }) =>
      discountId && !granted.has(`${productId}\u0000${discountId}`) ? [discountId] : [],
    ),
  ];
  return [...new Set(requested)].filter((id) => !loyalty.has(id));
}
