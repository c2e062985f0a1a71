import { AppError } from "../common/errors";
import type { TransactionView } from "../payments/payment.schema";
import { refundMessages, type RefundTender } from "../payments/refund.schema";
import { centsToDollars } from "./terminal-sale";
import { terminalFailure, terminalProvider } from "./terminals";
import { terminalMessages } from "./terminals.schema";

/** A Worldpay refund transaction's metadata: what the terminal gave back on which of the sale's approvals. */
export interface TerminalRefundMetadata {
  type: "terminalRefund";
  refunds: { chargeId: string; authNumber: string; amount: number }[];
}

interface TerminalPaid {
  chargeId: string;
  authNumber: string | null;
  amount: number;
}

const parse = (transaction: TransactionView): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(transaction.metadata ?? "null");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The sale's terminal approvals, oldest first; a Worldpay tender without its charge cannot go back. */
function approvals(transactions: readonly TransactionView[]): TerminalPaid[] {
  return transactions.flatMap((transaction) => {
    if (transaction.paymentTypeId !== "worldpay" || transaction.refundId !== null) return [];
    const { type, chargeId, authNumber } = parse(transaction);
    if (type !== "terminal" || typeof chargeId !== "string")
      throw new AppError("INVALID_INPUT", refundMessages.invalidMethod);
    return [
      {
        chargeId,
        authNumber: typeof authNumber === "string" ? authNumber : null,
        amount: transaction.amount,
      },
    ];
  });
}

/** What earlier refunds gave back on each approval. */
function refundedBefore(transactions: readonly TransactionView[]): Map<string, number> {
  const given = new Map<string, number>();
  for (const transaction of transactions) {
    if (transaction.paymentTypeId !== "worldpay" || transaction.refundId === null) continue;
    const { refunds } = parse(transaction) as Partial<TerminalRefundMetadata>;
    for (const refund of refunds ?? [])
      given.set(refund.chargeId, (given.get(refund.chargeId) ?? 0) + refund.amount);
  }
  return given;
}

/**
 * Gives a refund's Worldpay tenders back on the register's selected terminal, approval by approval, before the
 * refund is written; the terminal's answer is final (it answers when the card holder is done). Each approval's
 * reference is `{refundId}:{chargeId}`: the terminal answers a repeated reference with its first answer, so a
 * refund retried after a failure (same refund key) never gives the money back twice.
 */
export async function refundOnTerminal(
  merchantId: string,
  transactions: readonly TransactionView[],
  tenders: readonly RefundTender[],
  refundId: string,
  connectionId: string | null,
): Promise<Map<number, TerminalRefundMetadata>> {
  const results = new Map<number, TerminalRefundMetadata>();
  if (!tenders.some((tender) => tender.paymentTypeId === "worldpay")) return results;
  if (!connectionId) throw new AppError("INVALID_INPUT", terminalMessages.notSelected);
  const paid = approvals(transactions);
  const given = refundedBefore(transactions);
  for (const [index, tender] of tenders.entries()) {
    if (tender.paymentTypeId !== "worldpay") continue;
    const metadata: TerminalRefundMetadata = { type: "terminalRefund", refunds: [] };
    let remaining = tender.amount;
    for (const approval of paid) {
      const take = Math.min(approval.amount - (given.get(approval.chargeId) ?? 0), remaining);
      if (take <= 0) continue;
      const call = await terminalProvider().refund(merchantId, {
        connectionId,
        reference: `${refundId}:${approval.chargeId}`,
        transactionAmount: centsToDollars(take),
        originalAuthNumber: approval.authNumber,
      });
      if (call.kind === "failed") throw terminalFailure(call, terminalMessages.refundFailed);
      if (call.body.statusCode !== "Approved" || !call.body.authNumber)
        throw new AppError("CONFLICT", terminalMessages.refundFailed);
      metadata.refunds.push({ chargeId: approval.chargeId, authNumber: call.body.authNumber, amount: take });
      given.set(approval.chargeId, (given.get(approval.chargeId) ?? 0) + take);
      remaining -= take;
    }
    if (remaining > 0) throw new AppError("INVALID_INPUT", refundMessages.amountNotFound);
    results.set(index, metadata);
  }
  return results;
}
