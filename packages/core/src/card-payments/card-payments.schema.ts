import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";
import { ZCompanyId } from "../company/company.schema";

/** The card payment providers reached through the provider API (their payment type ids; Worldpay pairs instead). */
export const cardProviderIds = ["blazepay", "merrco", "moneris", "global"] as const;
export type CardProviderId = (typeof cardProviderIds)[number];
export const ZCardProviderId = z.enum(cardProviderIds);

export const cardProviderLabels: Record<CardProviderId, string> = {
  blazepay: "BlazePay",
  merrco: "Merrco",
  moneris: "Moneris",
  global: "Global Payments",
};

export const isCardProvider = (id: string): id is CardProviderId =>
  (cardProviderIds as readonly string[]).includes(id);

/** pos-and-accounts.md 9: 'blc-{company}-{location}'. */
export const merchantIdOf = (companyId: number, locationId: string) => `blc-${companyId}-${locationId}`;

export const countries = ["Canada", "USA"] as const;

const ZCentsLimit = z.number().int().min(0).max(100_000_000);

/** pos-and-accounts.md 3: a payment option of the payment options service (admin v2 payments/payment-options). */
export const ZPaymentOptionInput = z
  .object({
    provider: ZCardProviderId,
    posAvailable: z.boolean(),
    ecomAvailable: z.boolean(),
    availableCountries: z.array(z.enum(countries)).max(countries.length),
    posDisplayName: zText(60).trim().min(1, "Enter a display name"),
    minimumChargeAmount: ZCentsLimit,
    maximumChargeAmount: ZCentsLimit,
    iconUrl: z.url("Enter the icon's address").max(500).nullable().default(null),
  })
  .refine((option) => option.minimumChargeAmount <= option.maximumChargeAmount, {
    message: "The minimum charge cannot be more than the maximum",
    path: ["maximumChargeAmount"],
  });
export type PaymentOptionInput = z.input<typeof ZPaymentOptionInput>;

export interface PaymentOptionView {
  id: string;
  provider: CardProviderId;
  posAvailable: boolean;
  ecomAvailable: boolean;
  availableCountries: (typeof countries)[number][];
  posDisplayName: string;
  minimumChargeAmount: number;
  maximumChargeAmount: number;
  iconUrl: string | null;
  updateDate: string;
}

/** A payment option that is on for a merchant, with the provider's terminal the register charges on. */
export interface ActivePaymentOption extends PaymentOptionView {
  merchantId: string;
  terminalId: string;
}

export const ZLocationOptionsInput = z.object({ companyId: ZCompanyId, locationId: ZId });

/** A transaction of a sale on the dashboard, to look up the ECOM payment service it was paid through. */
export const ZEcomTransactionInput = z.object({
  companyId: ZCompanyId,
  locationId: ZId,
  paymentId: ZId,
  transactionId: ZId,
});

export interface EcomTransactionView {
  transactionId: string;
  paymentTypeId: string;
  amount: number;
  option: PaymentOptionView;
}

export const cardSaleStatuses = [
  "PENDING",
  "PROCESSING",
  "APPROVED",
  "PARTIALLY_APPROVED",
  "DECLINED",
  "FAILED",
  "CANCELLED",
] as const;
export type CardSaleStatus = (typeof cardSaleStatuses)[number];

export const ZStartCardSaleInput = z.object({
  /** Made by the register once per card payment and kept until it ends: a retry never charges twice. */
  idempotencyKey: z.uuid(),
  provider: ZCardProviderId,
  /** Cents asked of the card (the tip comes on top). */
  amount: z.number().int().positive("Amount must be more than $0.00").max(100_000_000),
  /**
   * The open sale it is taken for: when the register abandons that sale, the payment is voided at once. Without
   * one, the payment is an open sale of its own (its idempotency key).
   */
  checkoutKey: z.uuid().optional(),
});
export type StartCardSaleInput = z.input<typeof ZStartCardSaleInput>;

export const ZCardSaleRef = z.object({ idempotencyKey: z.uuid() });

/** A card payment at a register, as the register follows it (also the cardTransactions topic's data). */
export interface CardSaleView {
  idempotencyKey: string;
  provider: CardProviderId;
  deviceId: string;
  status: CardSaleStatus;
  /** Pending or processing: the payment is unfinished. */
  unfinished: boolean;
  requestedAmount: number;
  /** What the card paid, tip included (less than requested on a partial approval). */
  chargedAmount: number;
  tipAmount: number;
  cardType: string | null;
  referenceId: string | null;
  providerPaymentId: string | null;
  failReason: string | null;
  /** The sale it paid, once the checkout took it. */
  usedByPaymentId: string | null;
  createDate: string;
  updateDate: string;
}

/** pos-and-accounts.md 9 and the register's waits. */
export const cardTimings = {
  optionsCacheMs: 300_000,
  waitMs: 600_000,
  completionThrottleMs: 300,
  pollMs: 1_000,
} as const;

/** pos-and-accounts.md 8 "Payments", dashboard.md 8, and the rules of this area. */
export const cardPaymentMessages = {
  failedPayment: "Failed to process payment",
  failedRefund: "Failed to process refund",
  fetchOptions: "An error occurred while fetching payment options",
  notEcom: "Transaction is not an ECOM payment service transaction",
  optionNotFound: "Payment service option is not found",
  transactionNotFound: "This transaction is not part of the sale",
  metadataNotFound: "Transaction metadata is not found",
  amountNotFound: "Original transaction amount is not found",
  invalidMethod: "Invalid refund method. Please select a different method.",
  optionOff: "This card payment option is not available at this register",
  belowMinimum: (min: string) => `The card payment must be at least ${min}`,
  aboveMaximum: (max: string) => `The card payment can be at most ${max}`,
  declined: "The card was declined",
  keyReused: "This card payment was already started with a different amount. Start the payment again.",
  notFound: "Card payment not found",
  notApproved: "This card payment is not approved",
  alreadyUsed: "This card payment already paid another sale",
  beingVoided: "This card payment was left unused and is being voided: take the card again",
  amountMismatch: "The card tender must be the amount the card paid",
  notCancellable: "Only an unfinished or unused card payment can be cancelled",
  needsCardSale: "A card payment needs its card transaction",
  notConfigured: "The card payment provider is not configured",
} as const;
