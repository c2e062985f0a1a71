import { z } from "zod";
import { ZId, ZPageKey } from "../common/bounded.schema";
import { ZCompanyId } from "../company/company.schema";
import { paymentStatuses, type PaymentStatus, type PaymentTypeId } from "./payment.schema";

const ZRef = ZId;
const ZDay = z.iso.date({ message: "Dates are YYYY-MM-DD" });
const ZPaging = {
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
};

/** The register's list: the location's sales of today (its time zone), newest first, or one sale by number. */
export const ZRegisterPaymentsInput = z.object({
  number: z.number().int().positive().nullish(),
  ...ZPaging,
});
export type RegisterPaymentsInput = z.input<typeof ZRegisterPaymentsInput>;

export const ZCompanyPaymentsInput = z
  .object({
    companyId: ZCompanyId,
    locationId: ZRef,
    /** Days in the company's time zone, both included. */
    from: ZDay.nullish(),
    to: ZDay.nullish(),
    status: z.enum(paymentStatuses).nullish(),
    number: z.number().int().positive().nullish(),
    ...ZPaging,
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ["to"],
    message: "The end date must be on or after the start date",
  });
export type CompanyPaymentsInput = z.input<typeof ZCompanyPaymentsInput>;

export const ZCompanyPaymentRef = z.object({ companyId: ZCompanyId, locationId: ZRef, paymentId: ZRef });
export type CompanyPaymentRef = z.input<typeof ZCompanyPaymentRef>;

export interface PaymentListRow {
  id: string;
  number: number;
  status: PaymentStatus;
  /** In progress, or holding a pending or processing transaction. */
  unfinished: boolean;
  createDate: string;
  employeeName: string;
  customerName: string | null;
  /** What the customer paid (actualTotal). */
  total: number;
  refunded: number;
  /** The sale's own tenders, each type once. */
  tenders: PaymentTypeId[];
}

/** The UTC instant a local calendar day starts in a time zone (DST-safe). */
export function dayStartUtc(day: string, timeZone: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    const local = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    return local - instant;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first)).toISOString();
}

/** The local calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export const paymentTypeLabels: Record<PaymentTypeId, string> = {
  cash: "Cash",
  credit: "Credit",
  debit: "Debit",
  other: "Other",
  merrco: "Merrco",
  moneris: "Moneris",
  global: "Global Payments",
  etransfer: "E-transfer",
  merrcoDataCandy: "Merrco DataCandy",
  online: "Online",
  birchmount: "Birchmount",
  worldpay: "Worldpay",
  loyalty: "Loyalty points",
  blazepay: "BlazePay",
};

/** The badge a sale shows in the lists; an unfinished sale shows "Unfinished" whatever its status. */
export function paymentBadge(row: Pick<PaymentListRow, "status" | "unfinished">): string {
  if (row.unfinished) return "Unfinished";
  const labels: Record<PaymentStatus, string> = {
    inProgress: "Unfinished",
    complete: "Complete",
    cancelled: "Cancelled",
    refunded: "Refunded",
    partiallyRefunded: "Partially refunded",
  };
  return labels[row.status];
}
