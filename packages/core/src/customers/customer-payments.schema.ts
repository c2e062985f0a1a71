import { z } from "zod";
import { ZPageKey } from "../common/bounded.schema";
import type { PaymentStatus } from "../payments/payment.schema";
import { ZCustomerRef } from "./customer.schema";

/** customers.payments { companyId, customerId, limit?, lastEvaluatedKey? } -> CustomerPaymentPage, newest first. */
export const customerPaymentsPageSize = 20;

export const ZCustomerPaymentsInput = ZCustomerRef.extend({
  limit: z.number().int().min(1).max(100).default(customerPaymentsPageSize),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type CustomerPaymentsInput = z.input<typeof ZCustomerPaymentsInput>;

/** A sale made to the customer, as its history lists it. */
export interface CustomerPayment {
  id: string;
  /** The sale's number on receipts. */
  number: number;
  /** complete, partiallyRefunded or refunded for register sales. */
  status: PaymentStatus;
  /** When it was paid (the sale's createDate while unfinished). */
  completeDate: string;
  locationId: string;
  /** The location's name; null when the location no longer exists. */
  locationName: string | null;
  /** What the customer paid, in cents. */
  total: number;
  /** What refunds gave back so far, in cents. */
  refunded: number;
}

export interface CustomerPaymentPage {
  items: CustomerPayment[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}
