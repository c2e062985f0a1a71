import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * A customer's sale: written in the sale's own transaction, in the customer's partition, sorted by time. The
 * sale itself stays the one place its status, total and refunds are kept: the history reads them from it.
 */
export const CustomerPaymentLink = new Entity(
  {
    model: { entity: "customerPayment", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      customerId: { type: "string", required: true },
      paymentId: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byCustomer: {
        pk: { field: "pk", composite: ["companyId", "customerId"] },
        sk: { field: "sk", composite: ["createDate", "paymentId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
