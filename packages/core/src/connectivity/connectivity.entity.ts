import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** Connection events of one register or one dashboard session, kept 90 days. */
export const ConnectivityEvent = new Entity(
  {
    model: { entity: "connectivityEvent", version: "1", service: "pos" },
    attributes: {
      subject: { type: "string", required: true },
      at: { type: "string", required: true },
      status: {
        type: ["connected", "disconnected", "offline"] as const,
        required: true,
      },
      source: { type: ["client", "server"] as const, required: true },
      companyId: { type: "number" },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      bySubject: {
        pk: { field: "pk", composite: ["subject"] },
        sk: { field: "sk", composite: ["at", "status"] },
      },
    },
  },
  entityConfig,
);
