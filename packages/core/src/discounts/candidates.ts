import { compareIds } from "./amounts";
import { covers } from "./coverage";
import type { Discount } from "./discount.schema";
import type { CartLine, NotAppliedDiscount, NotAppliedReason, PriceCartData } from "./pricing.schema";
import { isScheduledAt } from "./schedule";

/** A discount that may apply, the lines it would apply to, and who asked for it. */
export interface Candidate {
  discount: Discount;
  /** Lines it applies to by itself (applyAutomatically). */
  autoLineIds: string[];
  /** Lines it was chosen for by the cashier, or that carried it on an unpaid order. */
  chosenLineIds: string[];
  /** Accepted requests (a line id, or null for the cart), to explain a discount that ends up taking nothing. */
  requests: (string | null)[];
}

type Context = Pick<PriceCartData, "channel" | "locationId" | "at" | "timeZone" | "customer" | "settings">;

/** Why a discount cannot be used at this moment, here, on this channel; null when it can. */
function unusable(discount: Discount, context: Context): NotAppliedReason | null {
  if (!discount.isActive) return "inactive";
  if (!discount.salesChannels.includes(context.channel)) return "channel";
  if (discount.locationIds.length > 0 && !discount.locationIds.includes(context.locationId))
    return "location";
  if (!isScheduledAt(discount.schedule, new Date(context.at), context.timeZone)) return "schedule";
  return null;
}

/**
 * Who may use what. A chosen discount passes every filter (active, channel, location, schedule, products, a
 * customer for a loyalty reward). A discount an unpaid order line carries (and that survived
 * reconcileUnpaidOrderLines) keeps applying to that line while it is active, whatever the schedule, channel or
 * location now: it was granted when the order was placed. A loyalty reward applies by itself only with the
 * autoLoyaltyDiscount flag.
 */
export function buildCandidates(
  discounts: readonly Discount[],
  lines: readonly CartLine[],
  orderDiscountIds: readonly string[],
  context: Context,
): { candidates: Candidate[]; notApplied: NotAppliedDiscount[] } {
  const notApplied: NotAppliedDiscount[] = [];
  const known = new Set(discounts.map((discount) => discount.id));
  const chosenRequests = [
    ...orderDiscountIds.map((discountId) => ({ discountId, lineId: null })),
    ...lines.flatMap((line) =>
      line.manualDiscountIds.map((discountId) => ({ discountId, lineId: line.lineId })),
    ),
  ];
  for (const request of chosenRequests) {
    if (!known.has(request.discountId)) notApplied.push({ ...request, reason: "notFound" });
  }
  const candidates: Candidate[] = [];
  for (const discount of [...discounts].sort((a, b) => compareIds(a.id, b.id))) {
    const reject = (lineId: string | null, reason: NotAppliedReason) =>
      notApplied.push({ discountId: discount.id, lineId, reason });
    const needsCustomer = discount.isLoyalty && context.customer === null;
    const reason = unusable(discount, context) ?? (needsCustomer ? "noCustomer" : null);
    const covered = lines.filter((line) => covers(discount, line)).map((line) => line.lineId);
    const chosen = new Set<string>();
    const accepted: (string | null)[] = [];
    for (const { lineId } of chosenRequests.filter((request) => request.discountId === discount.id)) {
      if (reason) reject(lineId, reason);
      else if (lineId === null ? covered.length === 0 : !covered.includes(lineId)) reject(lineId, "product");
      else {
        accepted.push(lineId);
        for (const id of lineId === null ? covered : [lineId]) chosen.add(id);
      }
    }
    for (const line of lines.filter((cartLine) => cartLine.discountId === discount.id)) {
      const carriedReason = !discount.isActive ? "inactive" : needsCustomer ? "noCustomer" : null;
      if (carriedReason) reject(line.lineId, carriedReason);
      else {
        accepted.push(line.lineId);
        chosen.add(line.lineId);
      }
    }
    const automatic =
      reason === null &&
      discount.applyAutomatically &&
      (!discount.isLoyalty || context.settings.autoLoyaltyDiscount);
    const autoLineIds = automatic ? covered : [];
    const chosenLineIds = lines.map((line) => line.lineId).filter((lineId) => chosen.has(lineId));
    if (autoLineIds.length > 0 || chosenLineIds.length > 0) {
      candidates.push({ discount, autoLineIds, chosenLineIds, requests: accepted });
    }
  }
  return { candidates, notApplied };
}
