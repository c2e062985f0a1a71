import { z } from "zod";
import { ZId, zDateTime, zText } from "../common/bounded.schema";
import { discountScopes } from "../discounts/discount.schema";
import { saleLimits, ZSaleLine } from "../payments/payment.schema";
import type { ReceiptContext } from "../receipts/receipt-settings.schema";

/** admin.md 3: a record made offline is `pending_<uuid>` until the server assigns its id. */
export const pendingPrefix = "pending_";
export const ZPendingId = z
  .string()
  .max(44)
  .regex(/^pending_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Not a pending id");

/** The uuid inside a pending id: the record's idempotency key. */
export const keyOfPendingId = (pendingId: string): string => pendingId.slice(pendingPrefix.length);

/**
 * Tenders a register may record without the server: the ones it records itself. Provider card tenders need the
 * provider, and loyalty points need the customer's current balance.
 */
export const offlineTenders = ["cash", "debit", "credit", "other", "etransfer"] as const;
export type OfflineTender = (typeof offlineTenders)[number];
export const isOfflineTender = (paymentTypeId: string): paymentTypeId is OfflineTender =>
  (offlineTenders as readonly string[]).includes(paymentTypeId);

const ZCents = z.number().int().min(0).max(saleLimits.maxCents);
const ZSignedCents = z.number().int().min(-saleLimits.maxCents).max(saleLimits.maxCents);
const ZTax = z.object({ name: zText(), rate: z.number().min(0).max(100), amount: ZSignedCents });

/** The figures the register charged (quoteSale on its local data), kept when the server now prices otherwise. */
export const ZChargedLine = z.object({
  lineId: ZId,
  price: ZCents,
  linePrice: ZCents,
  discountPrice: ZCents,
  cartDiscountPrice: ZCents,
  discounts: z
    .array(z.object({ id: ZId, name: zText(), scope: z.enum(discountScopes), amount: ZCents }))
    .max(20),
  discountMessage: zText(1_000).nullable(),
  depositFee: ZCents,
  taxes: z.array(ZTax).max(10),
  total: ZSignedCents,
  cannabisEquivalentGrams: z.number().min(0).max(100_000),
});

export const ZChargedQuote = z.object({
  lines: z.array(ZChargedLine).max(saleLimits.lines),
  subtotal: ZCents,
  discountTotal: ZCents,
  taxes: z.array(ZTax).max(10),
  taxTotal: ZSignedCents,
  depositTotal: ZCents,
  total: ZCents,
  cannabisEquivalentGrams: z.number().min(0).max(100_000),
  overLimit: z.boolean(),
  loyaltyDiscountPoints: z.number().int().min(0).max(saleLimits.maxCents),
});
export type ChargedQuote = z.infer<typeof ZChargedQuote>;

/** The employees (by id) who approved, on the register, what the seller may not do alone; checked again on sync. */
export const ZOfflineApprovals = z.object({
  limit: ZId.nullable().default(null),
  price: ZId.nullable().default(null),
  discount: ZId.nullable().default(null),
});

export const ZOfflineSaleInput = z.object({
  pendingId: ZPendingId,
  /** When the register recorded the sale. */
  recordedAt: zDateTime(),
  shiftId: ZId,
  /** The employee clocked in when the sale was made. */
  employeeId: ZId,
  lines: z
    .array(ZSaleLine)
    .min(1, "The cart is empty")
    .max(saleLimits.lines)
    .refine(
      (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
      "Each line of the cart needs its own id",
    ),
  orderDiscountIds: z.array(ZId).max(20).default([]),
  customerId: ZId.nullable().default(null),
  tenders: z
    .array(
      z.object({
        paymentTypeId: z.enum(offlineTenders),
        amount: ZCents.refine((cents) => cents > 0, "Amount must be more than $0.00"),
      }),
    )
    .min(1, "Add a payment")
    .max(saleLimits.tenders),
  charged: ZChargedQuote,
  approvals: ZOfflineApprovals.default({ limit: null, price: null, discount: null }),
});
export type OfflineSaleInput = z.input<typeof ZOfflineSaleInput>;
export type OfflineSaleData = z.output<typeof ZOfflineSaleInput>;

/** Why a synced sale needs a manager's look; the sale is kept as it happened either way. */
export const offlineFlags = [
  "stockNegative",
  "priceChanged",
  "approvalUnverified",
  "ageUnverified",
  "pointsOverspent",
] as const;
export type OfflineFlag = (typeof offlineFlags)[number];

export const offlineFlagLabels: Record<OfflineFlag, string> = {
  stockNegative: "Stock went below zero",
  priceChanged: "Prices or discounts changed before it synced",
  approvalUnverified: "An approval given offline could not be confirmed",
  ageUnverified: "The customer's age could not be confirmed",
  pointsOverspent: "Loyalty points went below zero",
};

export interface OfflineSaleView {
  pendingId: string;
  paymentId: string;
  number: number;
  deviceId: string;
  locationId: string;
  recordedAt: string;
  syncedAt: string;
  flags: OfflineFlag[];
  /** The server's total for the cart at sync, when it differs from what was charged. */
  serverTotal: number | null;
  total: number;
}

export const offlineMessages = {
  cardOffline:
    "Card payments through a terminal need the internet. Take cash or record the card payment manually, or wait for the connection.",
  loyaltyOffline: "Loyalty points cannot be spent while the register is offline.",
  wrongShift: "This sale's shift does not belong to this register",
  unknownEmployee: "The employee of this sale is not an employee of this company",
  chargedMismatch: "The sale's figures do not add up",
  notEnoughTendered: "The payments do not cover the total",
  queueOffline: "Parked sales and online orders can be completed only while the register is online.",
  notSaved: "The register could not save this sale on this device. Check the browser's storage and try again.",
} as const;

export const ZOutboxReport = z.object({
  pending: z.number().int().min(0).max(1_000_000),
  oldestAt: zDateTime().nullable(),
});
export type OutboxReport = z.infer<typeof ZOutboxReport>;


export const ZRegisterDataInput = z.object({
  /** The last answer's asOf: only customers changed since come back. */
  customersSince: zDateTime().nullable().default(null),
});
export type RegisterDataInput = z.input<typeof ZRegisterDataInput>;

/** What the register keeps to check a passcode offline (see passcode-verifier.ts). */
export interface OfflineVerifier {
  salt: string;
  hash: string;
  iterations: number;
}

export interface OfflineEmployee {
  id: string;
  name: string;
  tracksHours: boolean;
  permissions: string[];
  verifier: OfflineVerifier | null;
}

export interface OfflineCustomer {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  loyaltyPoints: number;
  updateDate: string;
}

export interface RegisterOfflineData {
  asOf: string;
  employees: OfflineEmployee[];
  customers: OfflineCustomer[];
  /** More customers changed than one answer carries: ask again with this as customersSince. */
  customersMore: string | null;
  /** How the location prints receipts (pending sales print offline). */
  receipt: ReceiptContext;
}

export interface RegisterOutboxView {
  deviceId: string;
  deviceName: string;
  pending: number;
  oldestAt: string | null;
  reportedAt: string;
}

export interface OfflineStatusView {
  registers: RegisterOutboxView[];
  flagged: OfflineSaleView[];
}
