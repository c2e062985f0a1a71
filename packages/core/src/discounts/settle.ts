import { allocate, type Application, type LineShare, type LineToPrice } from "./allocate";
import type { Candidate } from "./candidates";
import type { NotAppliedDiscount } from "./pricing.schema";

export interface Settled {
  shares: Map<string, LineShare[]>;
  discountTotal: number;
  loyalty: { id: string; points: number }[];
  notApplied: NotAppliedDiscount[];
}

const lineIdsOf = (candidate: Candidate, withAuto: boolean): string[] =>
  withAuto ? [...new Set([...candidate.chosenLineIds, ...candidate.autoLineIds])] : candidate.chosenLineIds;

/**
 * Prices the cart with the given candidates; `withAuto` says whose automatic lines count. Loyalty rewards are paid
 * for from the customer's points: chosen ones first, then automatic ones, each by id; a reward the points left
 * cannot pay for is left out. Only a reward that takes something off the cart costs points.
 */
export function settle(
  lines: readonly LineToPrice[],
  candidates: readonly Candidate[],
  withAuto: (candidate: Candidate) => boolean,
  stacking: boolean,
  points: number,
): Settled {
  const notApplied: NotAppliedDiscount[] = [];
  const wanted = candidates
    .map((candidate) => ({ candidate, lineIds: lineIdsOf(candidate, withAuto(candidate)) }))
    .filter((entry) => entry.lineIds.length > 0);
  const payOrder = [
    ...wanted.filter((entry) => entry.candidate.chosenLineIds.length > 0),
    ...wanted.filter((entry) => entry.candidate.chosenLineIds.length === 0),
  ];
  let pointsLeft = Math.max(0, points);
  const kept = payOrder.filter(({ candidate }) => {
    const { discount } = candidate;
    const cost = discount.isLoyalty ? (discount.loyaltyCost ?? 0) : 0;
    if (cost <= pointsLeft) {
      pointsLeft -= cost;
      return true;
    }
    for (const lineId of candidate.requests)
      notApplied.push({ discountId: discount.id, lineId, reason: "points" });
    return false;
  });
  const applications: Application[] = kept.map(({ candidate, lineIds }) => ({
    discount: candidate.discount,
    lineIds,
  }));
  const shares = allocate(lines, applications, stacking);
  const took = (discountId: string, lineId: string | null) =>
    [...shares].some(
      ([shareLineId, lineShares]) =>
        (lineId === null || lineId === shareLineId) &&
        lineShares.some((share) => share.discount.id === discountId),
    );
  for (const { candidate } of kept) {
    for (const lineId of candidate.requests) {
      if (!took(candidate.discount.id, lineId)) {
        notApplied.push({ discountId: candidate.discount.id, lineId, reason: "outdone" });
      }
    }
  }
  const loyalty = kept
    .map(({ candidate }) => candidate.discount)
    .filter((discount) => discount.isLoyalty && took(discount.id, null))
    .map((discount) => ({ id: discount.id, points: discount.loyaltyCost ?? 0 }));
  const discountTotal = [...shares.values()].flat().reduce((sum, share) => sum + share.amount, 0);
  return { shares, discountTotal, loyalty, notApplied };
}
