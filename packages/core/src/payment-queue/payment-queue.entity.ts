import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { orderTypes, queueStatuses, type QueueLine } from "./payment-queue.schema";

/** The `byLocation` index lists a location's entries by status then date, so the PENDING ones are one query. */
export const PaymentQueue = new Entity(
  {
    model: { entity: "paymentQueue", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      paymentQueueId: { type: "string", required: true },
      status: { type: queueStatuses, required: true },
      orderType: { type: orderTypes, required: true },
      locationId: { type: "string", required: true },
      deviceId: { type: "string" },
      /** The register that has it open (resumed it); only that register may complete it. */
      heldByDeviceId: { type: "string" },
      heldByDeviceName: { type: "string" },
      externalSourceId: { type: "string" },
      externalSourceName: { type: "string" },
      externalOrderId: { type: "string" },
      customerId: { type: "string" },
      customerName: { type: "string" },
      note: { type: "string" },
      paymentLines: { type: CustomAttributeType<QueueLine[]>("any"), required: true },
      paidAmount: { type: "number", required: true, default: 0 },
      total: { type: "number", required: true },
      completedPaymentId: { type: "string" },
      createdById: { type: "string" },
      createdByName: { type: "string" },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "paymentQueueId"] },
        sk: { field: "sk", composite: [] },
      },
      byLocation: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "locationId"] },
        sk: { field: "gsi1sk", composite: ["status", "createDate", "paymentQueueId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type PaymentQueueItem = EntityItem<typeof PaymentQueue>;
