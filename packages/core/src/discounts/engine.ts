/**
 * The discount engine: one pure function, priceCart, that every sale, parked sale, online order and the
 * dashboard's preview run through. Same input, same output, whatever the order of the discounts array.
 *
 * 1. Loyalty mode (applyLoyaltyMode): with no internal loyalty or with external loyalty, rewards take the external
 *    program's costs and internal-loyalty rewards are switched off. The customer pays rewards from their internal
 *    points (internal mode) or their external points (external mode).
 * 2. Unpaid orders (reconcileUnpaidOrderLines): a carried discount is dropped when it is gone, the product is not
 *    in its include list or is in its exclude list.
 * 3. Who may use what (candidates.ts): active, sales channel, location (none listed: all), schedule in the
 *    location's time zone, include and exclude lists; a loyalty reward needs a customer.
 * 4. overlappingAutoDiscounts off: at most one automatic discount applies to the cart, the one that takes the most
 *    off the cart together with the cashier's choices (a tie goes to the smaller id); the others still apply to
 *    lines they were chosen for. On: every automatic discount applies to every line it covers.
 * 5. stackingDiscounts off: each line carries one discount, the one that saves most on that line (allocate.ts).
 *    On: all the line's discounts apply one after another on what is left, in this order: item fixed prices, item
 *    percentages, item fixed amounts, order percentages, order fixed amounts (strongest first within each, then
 *    by id). A line never goes below 0.
 * 6. autoLoyaltyDiscount on: a reward marked applyAutomatically applies by itself when the customer's points pay
 *    for it; off: rewards apply only when chosen.
 */
import { compareIds } from "./amounts";
import { buildCandidates, type Candidate } from "./candidates";
import { applyLoyaltyMode, loyaltyMode } from "./loyalty-mode";
import {
  type PriceCartData,
  type PriceCartInput,
  type PricedCart,
  type PricedLine,
  ZPriceCartInput,
} from "./pricing.schema";
import { settle } from "./settle";
import { reconcileUnpaidOrderLines } from "./unpaid-orders";

function pointsAvailable({ customer, settings }: PriceCartData): number {
  if (!customer) return 0;
  return loyaltyMode(settings) === "internal" ? customer.loyaltyPoints : (customer.externalPoints ?? 0);
}

/** overlappingAutoDiscounts off: the one automatic discount that, with the cashier's choices, saves the most. */
function automaticWinner(
  run: (withAuto: (candidate: Candidate) => boolean) => number,
  candidates: readonly Candidate[],
): string | null {
  let winner: { id: string; total: number } | null = null;
  for (const candidate of candidates.filter((entry) => entry.autoLineIds.length > 0)) {
    const total = run((entry) => entry === candidate);
    if (!winner || total > winner.total) winner = { id: candidate.discount.id, total };
  }
  return winner?.id ?? null;
}

export function priceCart(input: PriceCartInput): PricedCart {
  const data = ZPriceCartInput.parse(input);
  const discounts = applyLoyaltyMode(data.discounts, data.settings);
  const { lines, dropped } = reconcileUnpaidOrderLines(data.lines, discounts);
  const { candidates, notApplied } = buildCandidates(discounts, lines, data.orderDiscountIds, data);
  const toPrice = lines.map((line) => ({
    lineId: line.lineId,
    quantity: line.quantity,
    linePrice: Math.round(line.quantity * line.unitPrice),
  }));
  const points = pointsAvailable(data);
  const run = (withAuto: (candidate: Candidate) => boolean) =>
    settle(toPrice, candidates, withAuto, data.settings.stackingDiscounts, points);
  // Candidates are in id order, so the first of equal totals has the smaller id.
  const winner = data.settings.overlappingAutoDiscounts
    ? null
    : automaticWinner((withAuto) => run(withAuto).discountTotal, candidates);
  const settled = run(
    (candidate) => data.settings.overlappingAutoDiscounts || candidate.discount.id === winner,
  );

  const pricedLines: PricedLine[] = toPrice.map(({ lineId, linePrice }) => {
    const shares = settled.shares.get(lineId) ?? [];
    const applied = shares.map(({ discount, amount }) => ({
      id: discount.id,
      name: discount.name,
      scope: discount.scope,
      amount,
    }));
    const sumOf = (scope: "item" | "order") =>
      applied.filter((entry) => entry.scope === scope).reduce((sum, entry) => sum + entry.amount, 0);
    const discountPrice = sumOf("item");
    const cartDiscountPrice = sumOf("order");
    const main = applied.reduce<(typeof applied)[number] | null>(
      (best, entry) => (best === null || entry.amount > best.amount ? entry : best),
      null,
    );
    return {
      lineId,
      linePrice,
      discountPrice,
      cartDiscountPrice,
      total: linePrice - discountPrice - cartDiscountPrice,
      discounts: applied,
      discountId: main?.id ?? null,
      discountMessage: applied.length > 0 ? applied.map((entry) => entry.name).join(", ") : null,
    };
  });
  const subtotal = pricedLines.reduce((sum, line) => sum + line.linePrice, 0);
  const discountTotal = pricedLines.reduce(
    (sum, line) => sum + line.discountPrice + line.cartDiscountPrice,
    0,
  );
  const byDiscountThenLine = (
    a: { discountId: string; lineId: string | null },
    b: { discountId: string; lineId: string | null },
  ) => compareIds(a.discountId, b.discountId) || compareIds(a.lineId ?? "", b.lineId ?? "");
  return {
    lines: pricedLines,
    subtotal,
    discountTotal,
    total: subtotal - discountTotal,
    loyalty: {
      points: settled.loyalty.reduce((sum, reward) => sum + reward.points, 0),
      discounts: settled.loyalty,
    },
    notApplied: [...notApplied, ...settled.notApplied].sort(byDiscountThenLine),
    dropped,
  };
}
