import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { documentAuditAttributes, documentLineAttributes } from "../inventory/stock-document.attributes";
import { purchaseOrderStatuses, returnReasons } from "./purchase-order.schema";

/**
 * A purchase order from a supplier to a location, or a return to the supplier (isReturn), with its lines on the
 * item. An order line keeps what each receipt brought per lot (`lots`) and what went back of it; a return line
 * names the lot it takes. Every write is conditioned on `version`, in the transaction that moves the stock.
 */
export const PurchaseOrder = new Entity(
  {
    model: { entity: "purchaseOrder", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      purchaseOrderId: { type: "string", required: true },
      number: { type: "number", required: true },
      isReturn: { type: "boolean", required: true },
      supplierId: { type: "string", required: true },
      locationId: { type: "string", required: true },
      status: { type: purchaseOrderStatuses, required: true },
      reason: { type: returnReasons },
      sourceOrderId: { type: "string" },
      notes: { type: "string", required: true, default: "" },
      shipping: { type: "number", required: true },
      fees: { type: "number", required: true },
      taxes: { type: "number", required: true },
      lines: {
        type: "list",
        required: true,
        items: {
          type: "map",
          properties: {
            ...documentLineAttributes,
            unitCost: { type: "number", required: true },
            lots: {
              type: "list",
              required: true,
              items: {
                type: "map",
                properties: {
                  batchId: { type: "string", required: true },
                  received: { type: "number", required: true },
                  returned: { type: "number", required: true },
                },
              },
            },
          },
        },
      },
      /** The latest receipts' ids: a receipt sent again is not received twice. */
      receiptIds: { type: "list", required: true, items: { type: "string" } },
      ...documentAuditAttributes,
      orderedDate: { type: "string" },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId", "purchaseOrderId"] },
        sk: { field: "sk", composite: [] },
      },
      byCompany: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId"] },
        sk: { field: "gsi1sk", composite: ["createDate", "purchaseOrderId"] },
      },
      byStatus: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId", "status"] },
        sk: { field: "gsi2sk", composite: ["createDate", "purchaseOrderId"] },
      },
    },
  },
  entityConfig,
);
export type PurchaseOrderItem = EntityItem<typeof PurchaseOrder>;
export type PurchaseOrderLineItem = PurchaseOrderItem["lines"][number];
