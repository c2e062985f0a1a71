import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** The company's payment fees, each with the product in the system fees category that sells it. */
export const PaymentFeeConfig = new Entity(
  {
    model: { entity: "paymentFeeConfig", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      fees: {
        type: "list",
        required: true,
        items: {
          type: "map",
          properties: {
            feeName: { type: "string", required: true },
            amount: { type: "number", required: true },
            productId: { type: "string", required: true },
          },
        },
      },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
