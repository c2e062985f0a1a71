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

/**
 * Value put on a card outside a sale (a refund to a gift card): money the store owes from then on, so who
 * approved it, at which register and why is kept. One per idempotency key.
 */
export const GiftCardCredit = new Entity(
  {
    model: { entity: "giftCardCredit", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      creditId: { type: "string", required: true },
      /** "•••• 1234": the number is a bearer credential and is not kept. */
      masked: { type: "string", required: true },
      amount: { type: "number", required: true },
      balanceAfter: { type: "number", required: true },
      employeeId: { type: "string", required: true },
      employeeName: { type: "string", required: true },
      reason: { type: "string", required: true },
      locationId: { type: "string", required: true },
      deviceId: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byKey: {
        pk: { field: "pk", composite: ["companyId", "creditId"] },
        sk: { field: "sk", composite: [] },
      },
      /** Newest first for settings/giftcards. */
      byCompany: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId"] },
        sk: { field: "gsi1sk", composite: ["createDate", "creditId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
