import { z } from "zod";
import { ZCompanyId } from "../company/company.schema";

/** pos-and-accounts.md 9: the register keeps the fees it loaded this long. */
export const paymentFeeTtlMs = 300_000;

export const paymentFeeMessages = {
  loadFailed: "Failed to load payment fees",
  namesTwice: "Each fee needs its own name",
  serverPriced: (name: string) =>
    `${name} is a payment fee: its price is set in the payment fees, not at the register`,
  oncePerSale: (name: string) => `${name} is charged once per sale`,
} as const;

export const ZPaymentFee = z.object({
  feeName: z.string().trim().min(1, "Enter the fee's name").max(80, "A fee's name is at most 80 characters"),
  /** Cents added to each sale. */
  amount: z.number().int().min(1, "A fee is more than $0.00").max(100_000, "A fee is at most $1,000.00"),
});

export const ZSavePaymentFeesInput = z.object({
  companyId: ZCompanyId,
  fees: z
    .array(ZPaymentFee)
    .max(10, "At most 10 fees")
    .refine(
      (fees) => new Set(fees.map((fee) => fee.feeName.toLowerCase())).size === fees.length,
      paymentFeeMessages.namesTwice,
    ),
});
export type SavePaymentFeesInput = z.input<typeof ZSavePaymentFeesInput>;

export const ZPaymentFeesRef = z.object({ companyId: ZCompanyId });

export interface PaymentFeeView {
  feeName: string;
  amount: number;
  /** The fee's product in the system fees category: what the sale's fee line sells. */
  productId: string;
}

export interface StoredPaymentFees {
  fees: PaymentFeeView[];
  /** Epoch ms the register loaded them. */
  fetchedAt: number;
}

/**
 * The register loads the fees again when its cart goes from no line to one line and what it holds is missing or
 * older than the TTL (pos-and-accounts.md 4 "Payment fee").
 */
export function shouldRefetchFees(
  previousLines: number,
  lines: number,
  stored: StoredPaymentFees | null,
  now: number,
): boolean {
  if (!(previousLines === 0 && lines === 1)) return false;
  return stored === null || now - stored.fetchedAt > paymentFeeTtlMs;
}
