import type { WireTransactionResult } from "./terminal-wire";

/** Response codes that complete a sale for the amount asked (pos-and-accounts.md 4 "Terminal sale"). */
export const approvedCodes = ["00"] as const;

/** "12.34" → 1234; the provider's text amounts are read exactly, never through floating point sums. */
export function dollarsToCents(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

export const centsToDollars = (cents: number): string =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export type SaleOutcome =
  | { status: "approved"; amount: number }
  | { status: "partial"; amount: number }
  | { status: "declined"; amount: 0 };

/**
 * An approved response code completes for the amount asked; any other answer is a partial approval for the
 * approved amount in cents, and nothing approved is a decline.
 */
export function saleOutcome(result: WireTransactionResult, requested: number): SaleOutcome {
  if ((approvedCodes as readonly string[]).includes(result.responseCode))
    return { status: "approved", amount: requested };
  const approved = Math.min(requested, dollarsToCents(result.approvedAmount));
  return approved > 0 ? { status: "partial", amount: approved } : { status: "declined", amount: 0 };
}
