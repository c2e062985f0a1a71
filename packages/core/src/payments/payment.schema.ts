import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { ZGiftCardNumber } from "../gift-cards/gift-cards.schema";
import type { AppliedDiscount, NotAppliedDiscount } from "../discounts/pricing.schema";
import { cardProviderIds } from "../card-payments/card-payments.schema";

/** pos-and-accounts.md 3: payment type ids. */
export const paymentTypeIds = [
  "cash",
  "credit",
  "debit",
  "other",
  "merrco",
  "moneris",
  "global",
  "etransfer",
  "merrcoDataCandy",
  "online",
  "birchmount",
  "worldpay",
  "loyalty",
  "blazepay",
] as const;
export type PaymentTypeId = (typeof paymentTypeIds)[number];

/** Tenders the register records itself (card terminals come later). */
export const manualTenders = ["cash", "debit", "credit", "other", "etransfer", "loyalty"] as const;
export type ManualTender = (typeof manualTenders)[number];

/** Tenders paid outside the sale first (a terminal's approval, a gift card's redemption), named by a charge. */
export const chargedTenders = ["worldpay"] as const;

/** Health Canada's public possession limit, in grams of dried cannabis equivalent. */
export const purchaseLimitGrams = 30;

export const saleLimits = { lines: 200, tenders: 10, maxCents: 100_000_000 } as const;

const ZRef = ZId;
const ZCents = z.number().int().min(0).max(saleLimits.maxCents);
const ZPasscode = z
  .string()
  .max(8, "Passcode must be 4 to 8 digits")
  .regex(/^\d{4,8}$/, "Passcode must be 4 to 8 digits");

export const ZSaleLine = z.object({
  /** Client-made, unique in the sale; refunds name lines by it. */
  lineId: ZRef,
  productId: ZRef,
  /** Pieces, or grams for goods sold by measure. */
  quantity: z.number().positive().max(100_000),
  /** The lot sold; null lets the server take the lot that expires first. */
  batchId: ZRef.nullable().default(null),
  /** A unit price the cashier set (needs CAN_OVERRIDE_PRICES); also how a free-priced product gets its price. */
  priceOverride: ZCents.nullable().default(null),
  manualDiscountIds: z.array(ZRef).max(20).default([]),
  /** The discount an unpaid order line already carries (parked sale, online order). */
  discountId: ZRef.nullable().default(null),
  /** The card a gift card line activates or reloads with the line's price. */
  giftCardNumber: ZGiftCardNumber.nullable().default(null),
});
export type SaleLineInput = z.input<typeof ZSaleLine>;
export type SaleLine = z.output<typeof ZSaleLine>;

export const ZTenderInput = z.object({
  paymentTypeId: z.enum([...manualTenders, ...cardProviderIds, ...chargedTenders]),
  /** Cents handed over for this tender; cash may exceed what is due (change is given). */
  amount: ZCents.refine((cents) => cents > 0, "Amount must be more than $0.00"),
  /** A card payment provider's tender: the approved card payment (its idempotency key) it records. */
  cardSaleKey: z.uuid().nullable().default(null),
  /** The terminal approval (worldpay) or gift-card redemption (other) this tender is; null for manual tenders. */
  chargeId: ZRef.nullable().default(null),
});
export type TenderInput = z.input<typeof ZTenderInput>;

export const ZCheckoutInput = z.object({
  /** One per checkout attempt, made by the register; a retry sends the same key. */
  idempotencyKey: z.uuid(),
  lines: z
    .array(ZSaleLine)
    .min(1, "The cart is empty")
    .max(saleLimits.lines)
    .refine(
      (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
      "Each line of the cart needs its own id",
    ),
  orderDiscountIds: z.array(ZRef).max(20).default([]),
  customerId: ZRef.nullable().default(null),
  tenders: z
    .array(ZTenderInput)
    .min(1, "Add a payment")
    .max(saleLimits.tenders)
    .refine((tenders) => {
      const keys = tenders.flatMap((tender) => (tender.cardSaleKey ? [tender.cardSaleKey] : []));
      return new Set(keys).size === keys.length;
    }, "Each card payment only once"),
  /** The total the cashier saw; a different total on the server refuses the sale (prices changed meanwhile). */
  expectedTotal: ZCents,
  /** An employee with CAN_OVERRIDE_PURCHASE_LIMIT approving a sale over the possession limit. */
  limitOverridePasscode: ZPasscode.nullable().default(null),
  /** An employee with CAN_OVERRIDE_PRICES approving price overrides the clocked-in employee may not make. */
  priceOverridePasscode: ZPasscode.nullable().default(null),
  /** An employee with CAN_APPLY_DISCOUNTS approving the discounts the clocked-in employee may not give. */
  discountPasscode: ZPasscode.nullable().default(null),
  /** Completing a parked sale or online order. */
  paymentQueueId: ZRef.nullable().default(null),
});
export type CheckoutInput = z.input<typeof ZCheckoutInput>;

/** sales.quote: the server's price of a cart (the register prices it itself; this is for checks and tests). */
export const ZQuoteInput = ZCheckoutInput.pick({ lines: true, orderDiscountIds: true, customerId: true });
export type QuoteInput = z.input<typeof ZQuoteInput>;

export const paymentStatuses = [
  "inProgress",
  "complete",
  "cancelled",
  "refunded",
  "partiallyRefunded",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const transactionStatuses = ["pending", "processing", "complete", "cancelled"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export interface LineTax {
  name: string;
  rate: number;
  amount: number;
}

/** pos-and-accounts.md 3 "Payment line", with the figures the receipt prints. */
export interface PaymentLineView {
  lineId: string;
  type: "product";
  productType: "product" | "service" | "fee" | "tip" | "paymentFee";
  productId: string;
  productName: string;
  sku: string | null;
  barcode: string | null;
  shortDescription: string | null;
  batchId: string | null;
  lotNumber: string | null;
  units: number;
  unit: string;
  /** Unit price charged (after an override). */
  price: number;
  /** The catalogue price when it was overridden; null otherwise. */
  originalPrice: number | null;
  /** units × price */
  linePrice: number;
  discountPrice: number;
  cartDiscountPrice: number;
  discounts: AppliedDiscount[];
  discountId: string | null;
  discountMessage: string | null;
  /** Deposit for all units. */
  depositFee: number;
  taxes: LineTax[];
  /** linePrice − discounts + taxes + deposit. */
  total: number;
  /** What the line took from stock, in the stock holder's unit; 0 for untracked products. */
  inventorySubtracted: number;
  /** The product whose stock moved (the master in bulk mode); null when untracked. */
  stockProductId: string | null;
  /**
   * Cost of goods in cents: inventorySubtracted × the stock item's unit cost at the sale, rounded; 0 when
   * untracked (sales recorded before costs were kept have none).
   */
  cost: number;
  cannabisEquivalentGrams: number;
  refundedUnits: number;
}

export interface TransactionView {
  id: string;
  paymentTypeId: PaymentTypeId;
  /** Cents; negative for a refund; a cash transaction under 5 cents is penny rounding. */
  amount: number;
  /** Cash handed over (cash only; amount + change). */
  tendered: number | null;
  status: TransactionStatus;
  /** JSON text (pos-and-accounts.md 3), e.g. a loyalty transaction's points. */
  metadata: string | null;
  terminalInvoiceId: string | null;
  createDate: string;
  /** The refund this transaction belongs to; null for the sale's own tenders. */
  refundId: string | null;
}

export interface RefundView {
  id: string;
  createDate: string;
  employee: { id: string; name: string };
  lines: { lineId: string; units: number; amount: number; restock: boolean }[];
  amount: number;
  reason: string | null;
}

export interface PaymentView {
  id: string;
  /** A short number shown on receipts, counted per company. */
  number: number;
  status: PaymentStatus;
  companyId: number;
  locationId: string;
  deviceId: string;
  shiftId: string;
  employee: { id: string; name: string };
  customer: { id: string; name: string } | null;
  lines: PaymentLineView[];
  transactions: TransactionView[];
  refunds: RefundView[];
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  taxes: LineTax[];
  depositTotal: number;
  /** What the goods cost: subtotal − discounts + taxes + deposits. */
  total: number;
  /** Penny rounding of the cash part (−2..+2); 0 without rounding. */
  rounding: number;
  /** total + rounding: what the customer paid. */
  actualTotal: number;
  totalPaid: number;
  changeDue: number;
  loyaltyDiscountPoints: number;
  loyaltyPointsEarned: number;
  cannabisEquivalentGrams: number;
  /** The employee who approved going over the possession limit. */
  limitOverride: { employeeId: string; employeeName: string } | null;
  /** The employee who approved the sale's price overrides (the seller when they may override prices). */
  priceOverride: { employeeId: string; employeeName: string } | null;
  paymentQueueId: string | null;
  createDate: string;
  completeDate: string | null;
}

/** What the register shows while the cart is built (quote.ts computes it; the server computes the same again). */
export interface SaleQuoteLine {
  lineId: string;
  price: number;
  linePrice: number;
  discountPrice: number;
  cartDiscountPrice: number;
  discounts: AppliedDiscount[];
  discountMessage: string | null;
  depositFee: number;
  taxes: LineTax[];
  total: number;
  cannabisEquivalentGrams: number;
}

export interface SaleQuote {
  lines: SaleQuoteLine[];
  subtotal: number;
  discountTotal: number;
  taxes: LineTax[];
  taxTotal: number;
  depositTotal: number;
  total: number;
  cannabisEquivalentGrams: number;
  overLimit: boolean;
  loyaltyDiscountPoints: number;
  notApplied: NotAppliedDiscount[];
}

/** How tenders settle a total (settle-tenders.ts): change, penny rounding, and what is left to pay. */
export interface TenderSettlement {
  rounding: number;
  actualTotal: number;
  totalPaid: number;
  changeDue: number;
  /** Still to pay; 0 when the tenders cover the total. */
  remaining: number;
}

export const ZPaymentRef = z.object({ paymentId: ZRef });

export const paymentMessages = {
  emptyCart: "The cart is empty",
  notEnoughTendered: "The payments do not cover the total",
  totalChanged: "Prices changed while this sale was open. Review the cart and take payment again.",
  idempotencyMismatch: "This checkout was already used for a different sale. Start the payment again.",
  overLimit: (grams: string) =>
    `This sale is ${grams} g of dried cannabis equivalent, over the 30 g limit. A manager must approve it.`,
  notInStock: (name: string) => `Not enough ${name} in stock`,
  noPriceOverride: "You do not have permission to override prices",
  freePriceMissing: (name: string) => `Enter a price for ${name}`,
  productUnavailable: (name: string) => `${name} cannot be sold at this location`,
  notFound: "Sale not found",
  nonCashOverpaid:
    "Card, e-transfer, other and loyalty payments cannot be more than the amount due. Only cash gives change.",
  noEmployee: "Select an employee before taking a payment",
  noShift: "Start a shift before taking a payment",
  loyaltyNeedsCustomer: "Attach a customer to pay with loyalty points",
  loyaltyNotEnabled: "Loyalty payments are not enabled for this company",
  loyaltyOverCap: (max: string) => `Loyalty points can pay at most ${max} of this sale`,
  limitOverrideRefused: "This passcode does not belong to an employee who may approve sales over the limit",
  priceOverrideRefused: "This passcode does not belong to an employee who may override prices",
  noDiscount: "You do not have permission to apply discounts. A manager must approve them.",
  discountRefused: "This passcode does not belong to an employee who may apply discounts",
  unknownLot: (name: string) => `This lot of ${name} is not known`,
  pointsChanged: "The customer's points changed during this sale. Review the loyalty payment and try again.",
  queueNotPending: "This parked sale or order was already completed or cancelled",
  chargeMissing: "Pay on the terminal first: a Worldpay payment needs the terminal's approval",
  chargeUnknown: "This card or gift card payment is not known to this sale. Take the payment again.",
  chargeMismatch: "This card or gift card payment was for a different amount. Take the payment again.",
  chargeTwice: "Each card or gift card payment counts once",
  giftCardLine: (name: string) => `Sell one ${name} per line, with the card's number`,
  tooLarge: (max: number) =>
    `This sale changes too many items to record at once (at most ${max}). Split it into two sales.`,
} as const;
