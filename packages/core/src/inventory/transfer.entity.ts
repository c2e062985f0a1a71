import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { documentAuditAttributes, documentLineAttributes } from "./stock-document.attributes";
import { transferStatuses } from "./transfer.schema";

/**
 * A transfer of stock between two of a company's locations, with its lines on the item. Each line records
 * whether its units have left the source (`sent`) and, when a sent transfer is cancelled, whether they are back
 * (`returned`): a transfer bigger than one transaction is moved in chunks, each safe to run again.
 */
export const Transfer = new Entity(
  {
    model: { entity: "transfer", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      transferId: { type: "string", required: true },
      number: { type: "number", required: true },
      fromLocationId: { type: "string", required: true },
      toLocationId: { type: "string", required: true },
      status: { type: transferStatuses, required: true },
      notes: { type: "string", required: true, default: "" },
      lines: {
        type: "list",
        required: true,
        items: {
          type: "map",
          properties: {
            ...documentLineAttributes,
            receivedQuantity: { type: "number", required: true },
            unitCost: { type: "number" },
            sent: { type: "boolean", required: true },
            returned: { type: "boolean", required: true },
          },
        },
      },
      ...documentAuditAttributes,
      sentDate: { type: "string" },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "transferId"] },
        sk: { field: "sk", composite: [] },
      },
      byCompany: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId"] },
        sk: { field: "gsi1sk", composite: ["createDate", "transferId"] },
      },
      byStatus: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "status"] },
        sk: { field: "gsi2sk", composite: ["createDate", "transferId"] },
      },
    },
  },
  entityConfig,
);
export type TransferItem = EntityItem<typeof Transfer>;
export type TransferLineItem = TransferItem["lines"][number];
