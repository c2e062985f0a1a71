import { AppError } from "../common/errors";
import { cardProviderIds } from "../card-payments/card-payments.schema";
import type { PaymentLineView, PaymentTypeId, PaymentView, TransactionView } from "./payment.schema";
import { refundMessages, type RefundRequestLine, type RefundTender } from "./refund.schema";

export interface PlannedRefundLine {
  lineId: string;
  units: number;
  restock: boolean;
  amount: number;
  /** What goes back to stock, in the stock holder's unit (0 without restocking or for untracked goods). */
  restockQuantity: number;
  stockProductId: string | null;
  batchId: string | null;
  /** Cents per unit the sale took the goods at (its cost of goods), null when unknown or not restocked. */
  unitCost: number | null;
}

export interface RefundPlan {
  lines: PlannedRefundLine[];
  amount: number;
  tenders: RefundTender[];
  /** After this refund every unit of the sale is refunded. */
  completesSale: boolean;
}

type RefundablePayment = Pick<PaymentView, "lines" | "transactions" | "refunds" | "actualTotal">;

const epsilon = 1e-9;

/**
 * The share of `whole` for `units` more of `lineUnits`, after `done` were refunded. Computed as the difference of
 * two cumulative roundings, so the shares of a line always add up to the whole exactly.
 */
export function cumulativeShare(
  whole: number,
  lineUnits: number,
  done: number,
  units: number,
  step = 1,
): number {
  const upTo = (count: number) =>
    count >= lineUnits - epsilon ? whole : Math.round(((whole * count) / lineUnits) * step) / step;
  return Math.round((upTo(done + units) - upTo(done)) * step) / step;
}

/** Cards (the provider's, then the paired terminal's) and other electronic tenders go back first, then cash, loyalty points last. */
const refundOrder: PaymentTypeId[] = [
  ...cardProviderIds,
  "worldpay",
  "debit",
  "credit",
  "etransfer",
  "other",
  "cash",
  "loyalty",
];

const metadataOf = (transaction: TransactionView): Record<string, unknown> => {
  if (!transaction.metadata) return {};
  try {
    const parsed: unknown = JSON.parse(transaction.metadata);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const pointsOf = (transaction: TransactionView): number | null => {
  const { points } = metadataOf(transaction);
  return typeof points === "number" ? points : null;
};

/**
 * The card type a card tender recorded (VISA, MASTERCARD…), null without one; a gift card's label ("Gift card ••••
 * 1234"), so each card is a tender of its own and its refund goes back onto it.
 */
const cardTypeOf = (transaction: TransactionView): string | null => {
  const { cardType, type, label } = metadataOf(transaction);
  if (type === "giftCard" && typeof label === "string") return label;
  return typeof cardType === "string" && cardType.length > 0 ? cardType : null;
};

interface TenderBalance {
  paymentTypeId: PaymentTypeId;
  cardType: string | null;
  left: number;
  paid: number;
  points: number;
}

/** What each tender (a payment type, with its card type) paid, less what earlier refunds gave back on it. */
function tenderBalances(transactions: TransactionView[]): TenderBalance[] {
  const balances = new Map<string, TenderBalance>();
  for (const transaction of transactions) {
    if (transaction.status !== "complete") continue;
    const cardType = cardTypeOf(transaction);
    const key = `${transaction.paymentTypeId}:${cardType ?? ""}`;
    const entry = balances.get(key) ?? {
      paymentTypeId: transaction.paymentTypeId,
      cardType,
      left: 0,
      paid: 0,
      points: 0,
    };
    entry.left += transaction.amount;
    if (transaction.refundId === null) {
      entry.paid += transaction.amount;
      entry.points += pointsOf(transaction) ?? 0;
    }
    balances.set(key, entry);
  }
  return [...balances.values()];
}

/**
 * Splits an amount over the sale's tenders in refund order, never more than each tender has left. A card refund
 * keeps the card type of the tender it gives back to.
 */
export function allocateTenders(transactions: TransactionView[], amount: number): RefundTender[] {
  const balances = tenderBalances(transactions);
  const tenders: RefundTender[] = [];
  let remaining = amount;
  for (const paymentTypeId of refundOrder) {
    for (const balance of balances.filter((entry) => entry.paymentTypeId === paymentTypeId)) {
      if (remaining <= 0 || balance.left <= 0) continue;
      const take = Math.min(balance.left, remaining);
      const points =
        paymentTypeId === "loyalty" && balance.paid > 0
          ? Math.round((balance.points * take) / balance.paid)
          : null;
      tenders.push({ paymentTypeId, cardType: balance.cardType, amount: take, points });
      remaining -= take;
    }
  }
  if (remaining > 0) {
    const other = balances.some((entry) => !refundOrder.includes(entry.paymentTypeId));
    throw new AppError("INVALID_INPUT", other ? refundMessages.invalidMethod : refundMessages.amountNotFound);
  }
  return tenders;
}

const unitsText = (units: number) => String(Math.round(units * 1000) / 1000);

/** A sale recorded before costs were kept has none: NaN, not a cost. */
const unitCostOf = (line: PaymentLineView): number | null => {
  const unitCost = line.cost / line.inventorySubtracted;
  return Number.isFinite(unitCost) ? unitCost : null;
};

function planLine(line: PaymentLineView, request: RefundRequestLine): PlannedRefundLine {
  const left = line.units - line.refundedUnits;
  if (request.units > left + epsilon)
    throw new AppError(
      "INVALID_INPUT",
      refundMessages.tooMany(line.productName, unitsText(Math.max(0, left))),
    );
  const units = Math.min(request.units, left);
  const restocks = request.restock && line.stockProductId !== null && line.inventorySubtracted > 0;
  return {
    lineId: line.lineId,
    units,
    restock: request.restock,
    amount: cumulativeShare(line.total, line.units, line.refundedUnits, units),
    restockQuantity: restocks
      ? cumulativeShare(line.inventorySubtracted, line.units, line.refundedUnits, units, 1_000_000)
      : 0,
    stockProductId: line.stockProductId,
    batchId: line.batchId,
    unitCost: restocks ? unitCostOf(line) : null,
  };
}

/**
 * How much a refund of these lines returns and on which tenders. The refund that makes the sale fully refunded
 * returns whatever is left of what the customer paid (penny rounding included), so the refunds of a sale add up
 * to exactly what was paid.
 */
export function planRefund(payment: RefundablePayment, requests: RefundRequestLine[]): RefundPlan {
  const byId = new Map(payment.lines.map((line) => [line.lineId, line]));
  const lines = requests.map((request) => {
    const line = byId.get(request.lineId);
    if (!line) throw new AppError("INVALID_INPUT", refundMessages.unknownLine);
    return planLine(line, request);
  });
  const refunded = new Map(lines.map((line) => [line.lineId, line.units]));
  const completesSale = payment.lines.every(
    (line) => line.refundedUnits + (refunded.get(line.lineId) ?? 0) >= line.units - epsilon,
  );
  const linesAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const before = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const amount = completesSale ? payment.actualTotal - before : linesAmount;
  return { lines, amount, tenders: allocateTenders(payment.transactions, amount), completesSale };
}
