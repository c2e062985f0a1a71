import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { offlineFlags } from "./offline-sale.schema";

/**
 * A sale a register recorded offline, written in the sale's own transaction when it syncs: the pending id the
 * register printed, the id the server gave, and what a manager should look at (`review` "flagged").
 */
export const OfflineSale = new Entity(
  {
    model: { entity: "offlineSale", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      pendingId: { type: "string", required: true },
      paymentId: { type: "string", required: true },
      number: { type: "number", required: true },
      deviceId: { type: "string", required: true },
      locationId: { type: "string", required: true },
      recordedAt: { type: "string", required: true },
      syncedAt: { type: "string", required: true },
      flags: { type: "set", items: offlineFlags, required: false },
      review: { type: ["flagged", "clean"] as const, required: true },
      serverTotal: { type: "number" },
      total: { type: "number", required: true },
    },
    indexes: {
      byPendingId: {
        pk: { field: "pk", composite: ["companyId", "pendingId"] },
        sk: { field: "sk", composite: [] },
      },
      byReview: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "review"] },
        sk: { field: "gsi1sk", composite: ["syncedAt", "pendingId"] },
      },
    },
  },
  entityConfig,
);
export type OfflineSaleItem = EntityItem<typeof OfflineSale>;

/** What a register last said about its outbox: the dashboard lists registers with sales waiting. */
export const RegisterOutbox = new Entity(
  {
    model: { entity: "registerOutbox", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      deviceId: { type: "string", required: true },
      pending: { type: "number", required: true },
      oldestAt: { type: "string" },
      reportedAt: { type: "string", required: true },
    },
    indexes: {
      byDevice: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["deviceId"] },
      },
    },
  },
  entityConfig,
);
