import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * A company's gift-card provider account: on/off, its client credentials (the secret sealed, write-only) and the
 * access token cached server-side, shared by every register and server of the company.
 */
export const GiftCardAccount = new Entity(
  {
    model: { entity: "giftCardAccount", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      enabled: { type: "boolean", required: true },
      clientId: { type: "string", required: true },
      sealedSecret: { type: "string", required: true },
      accessToken: { type: "string" },
      tokenExpiresAt: { type: "string" },
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

/**
 * The company's copy of each card it issued, as the provider last answered: the balance the owner owes (the
 * gift-card liability). Kept from every answer that moves money, the newest (highest sequence) winning.
 */
export const GiftCard = new Entity(
  {
    model: { entity: "giftCard", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      cardNumber: { type: "string", required: true },
      balance: { type: "number", required: true },
      sequence: { type: "number", required: true },
      issuedAt: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["cardNumber"] },
      },
    },
  },
  entityConfig,
);
