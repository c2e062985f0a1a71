import { Entity, Service, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { customerGenders } from "./customer.schema";

const text = { type: "string" } as const;

/**
 * A customer of a company. The `changes` index orders a company's customers by update time: the customer search
 * index reads only what changed (db/incremental-index.ts). Balances change only with a ledger entry.
 */
export const CustomerEntity = new Entity(
  {
    model: { entity: "customer", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      customerId: { type: "string", required: true },
      name: { type: "string", required: true },
      email: text,
      phone: text,
      cardId: text,
      birthday: text,
      gender: { type: customerGenders },
      city: text,
      address: text,
      postalCode: text,
      province: text,
      notes: text,
      loyaltyPoints: { type: "number", required: true, default: 0 },
      creditBalance: { type: "number", required: true, default: 0 },
      /** Express consent per channel (CASL, docs/outreach.md); each change is also kept in the ConsentLog. */
      smsConsent: { type: ["granted", "withdrawn"] as const },
      smsConsentDate: text,
      smsConsentSource: text,
      emailConsent: { type: ["granted", "withdrawn"] as const },
      emailConsentDate: text,
      emailConsentSource: text,
      /** Visit stats, updated in each sale's transaction: the outreach audiences filter on them. */
      lastVisitDate: text,
      totalSpent: { type: "number" },
      visitedLocationIds: { type: "set", items: "string" },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["customerId"] },
      },
      changes: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["companyId"] },
        sk: { field: "gsi2sk", composite: ["updateDate", "customerId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type CustomerItem = EntityItem<typeof CustomerEntity>;

/** One change of a customer's loyalty points or credit balance, with its reason. Newest last in the partition. */
export const LoyaltyLedgerEntity = new Entity(
  {
    model: { entity: "loyaltyLedger", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      customerId: { type: "string", required: true },
      /** createDate then a random suffix: sorts by time. */
      entryId: { type: "string", required: true },
      balance: { type: ["loyaltyPoints", "creditBalance"] as const, required: true },
      change: { type: "number", required: true },
      balanceAfter: { type: "number", required: true },
      reason: { type: "string", required: true },
      actorId: { type: "string", required: true },
      createDate: { type: "string", required: true },
    },
    indexes: {
      byCustomer: {
        pk: { field: "pk", composite: ["companyId", "customerId"] },
        sk: { field: "sk", composite: ["entryId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type LoyaltyLedgerItem = EntityItem<typeof LoyaltyLedgerEntity>;

export const customerService = new Service({ customer: CustomerEntity, ledger: LoyaltyLedgerEntity });
