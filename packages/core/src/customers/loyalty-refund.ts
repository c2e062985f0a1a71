/**
 * What a refund does to the customer's points: the points the sale earned go back in proportion to the money
 * refunded, and points paid with come back (refund-plan.ts says how many).
 */
export interface RefundShare {
  /** Points the sale earned (Payment.loyaltyPointsEarned). */
  earned: number;
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
 * The earned points this refund takes back. Up to any point of a sale's refunds, floor(earned × refunded ÷
 * total) have been taken back, and the refund that completes the sale takes back the rest: each refund takes the
 * difference, so several partial refunds never take back more than the sale earned, and all of them exactly that.
 */
export function earnedPointsTakenBack(share: RefundShare): number {
  const { earned, total, refundedBefore, refunded, completesSale } = share;
  if (earned <= 0) return 0;
  const upTo = (amount: number, complete: boolean) =>
    complete || amount >= total ? earned : Math.floor((earned * Math.max(0, amount)) / total);
  return Math.max(0, upTo(refundedBefore + refunded, completesSale) - upTo(refundedBefore, false));
}

export interface RefundPointsChange {
  before: number;
  after: number;
  /** Points paid with that come back. */
  given: number;
  /** Earned points actually taken back. */
  taken: number;
  /** Earned points that could not be taken back: the customer had already spent them. */
  shortfall: number;
}

/**
 * The balance never goes below 0 (as for every other change of it): when the customer already spent the points
 * the sale earned, the refund takes back what the balance holds and the ledger records what was missing. A refund
 * is never refused over points.
 */
export function refundPointsChange(before: number, given: number, takeBack: number): RefundPointsChange {
  const taken = Math.min(takeBack, Math.max(0, before + given));
  return { before, after: before + given - taken, given, taken, shortfall: takeBack - taken };
}
