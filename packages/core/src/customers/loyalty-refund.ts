/**
 * What a refund does to the customer's points: the points the sale earned go back in proportion to the money
 * refunded, the points spent on the sale's loyalty rewards come back in the same proportion, and points paid
 * with come back (refund-plan.ts says how many).
 */
export interface RefundShare {
  /** The sale's points to share: earned (loyaltyPointsEarned) or spent on rewards (loyaltyDiscountPoints). */
  points: number;
  /** What the customer paid (actualTotal), in cents. */
  total: number;
  /** Refunded by earlier refunds of the sale, in cents. */
  refundedBefore: number;
  /** Refunded by this refund, in cents. */
  refunded: number;
  /** This refund leaves nothing of the sale unrefunded. */
  completesSale: boolean;
}

/**
 * This refund's share of the sale's points. Up to any point of a sale's refunds, floor(points × refunded ÷
 * total) have been shared out, and the refund that completes the sale takes the rest: each refund takes the
 * difference, so several partial refunds never share out more than the sale's points, and all of them exactly
 * that. A sale that cost nothing (total 0) shares all of them out with the refund that completes it.
 */
export function refundShareOfPoints(share: RefundShare): number {
  const { points, total, refundedBefore, refunded, completesSale } = share;
  if (points <= 0) return 0;
  const upTo = (amount: number, complete: boolean) => {
    if (complete) return points;
    if (total <= 0) return 0;
    return amount >= total ? points : Math.floor((points * Math.max(0, amount)) / total);
  };
  return Math.max(0, upTo(refundedBefore + refunded, completesSale) - upTo(refundedBefore, false));
}

/** The points a refund moves, before the balance is known. */
export interface RefundPoints {
  /** Points paid with that come back. */
  given: number;
  /** Points spent on the sale's loyalty rewards that come back. */
  rewards: number;
  /** Earned points to take back. */
  takeBack: number;
}

export interface RefundPointsChange {
  before: number;
  after: number;
  given: number;
  rewards: number;
  /** Earned points actually taken back. */
  taken: number;
  /** Earned points that could not be taken back: the customer had already spent them. */
  shortfall: number;
}

/**
 * The balance never goes below 0 (as for every other change of it): when the customer already spent the points
 * the sale earned, the refund takes back what the balance (with the points it gives back) holds and the ledger
 * records what was missing. A refund is never refused over points.
 */
export function refundPointsChange(before: number, points: RefundPoints): RefundPointsChange {
  const { given, rewards, takeBack } = points;
  const taken = Math.min(takeBack, Math.max(0, before + given + rewards));
  return {
    before,
    after: before + given + rewards - taken,
    given,
    rewards,
    taken,
    shortfall: takeBack - taken,
  };
}
