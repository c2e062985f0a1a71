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
      lines: { type: CustomAttributeType<PaymentLineView[]>("any"), required: true },
      transactions: { type: CustomAttributeType<TransactionView[]>("any"), required: true },
      refunds: { type: CustomAttributeType<RefundView[]>("any"), required: true, default: () => [] },
      taxes: { type: CustomAttributeType<LineTax[]>("any"), required: true },
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
