import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import {
  paymentStatuses,
  type PaymentLineView,
  type LineTax,
  type RefundView,
  type TransactionView,
} from "./payment.schema";

const cents = { type: "number", required: true } as const;

/**
 * A list kept as one JSON string: DynamoDB (and DynamoDB Local even more) reads and writes one long string much
 * faster than hundreds of nested map values, and nothing queries inside these lists. Items written as nested
 * lists still read.
 */
function jsonList<T>() {
  return {
    type: CustomAttributeType<T[]>("any"),
    required: true,
    set: (value?: T[]) => (value === undefined ? value : (JSON.stringify(value) as unknown as T[])),
    get: (value: T[] | string) => (typeof value === "string" ? (JSON.parse(value) as T[]) : value),
  } as const;
}

/**
 * One item per sale: its lines, transactions and refunds are lists inside it (a sale of 200 lines stays far
 * under DynamoDB's 400 KB), so a sale and everything that changes with it is one transaction of few items.
 */
export const Payment = new Entity(
  {
    model: { entity: "payment", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      paymentId: { type: "string", required: true },
      number: { type: "number", required: true },
      status: { type: paymentStatuses, required: true },
      locationId: { type: "string", required: true },
      deviceId: { type: "string", required: true },
      shiftId: { type: "string", required: true },
      employeeId: { type: "string", required: true },
      employeeName: { type: "string", required: true },
      customerId: { type: "string" },
      customerName: { type: "string" },
      lines: jsonList<PaymentLineView>(),
      transactions: jsonList<TransactionView>(),
      refunds: { ...jsonList<RefundView>(), default: () => [] },
      taxes: jsonList<LineTax>(),
      subtotal: cents,
      discountTotal: cents,
      taxTotal: cents,
      depositTotal: cents,
      total: cents,
      rounding: cents,
      actualTotal: cents,
      totalPaid: cents,
      changeDue: cents,
      loyaltyDiscountPoints: cents,
      loyaltyPointsEarned: cents,
      cannabisEquivalentGrams: { type: "number", required: true },
      limitOverrideEmployeeId: { type: "string" },
      limitOverrideEmployeeName: { type: "string" },
      priceOverrideEmployeeId: { type: "string" },
      priceOverrideEmployeeName: { type: "string" },
      paymentQueueId: { type: "string" },
      idempotencyKey: { type: "string", required: true },
      createDate: { type: "string", required: true },
      completeDate: { type: "string" },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "paymentId"] },
        sk: { field: "sk", composite: [] },
      },
      byLocation: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi1sk", composite: ["createDate", "paymentId"], casing: "none" },
      },
      byShift: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "shiftId"] },
        sk: { field: "gsi2sk", composite: ["createDate", "paymentId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type PaymentItem = EntityItem<typeof Payment>;

/**
 * A checkout's idempotency key, written (attribute_not_exists) in the same transaction as its payment: a retry
 * finds it and gets the first payment; the hash of the normalized request tells a retry from another sale.
 */
export const CheckoutKey = new Entity(
  {
    model: { entity: "checkoutKey", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      idempotencyKey: { type: "string", required: true },
      requestHash: { type: "string", required: true },
      paymentId: { type: "string", required: true },
      deviceId: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byKey: {
        pk: { field: "pk", composite: ["companyId", "idempotencyKey"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
