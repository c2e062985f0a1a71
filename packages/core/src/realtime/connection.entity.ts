import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const Connection = new Entity(
  {
    model: { entity: "connection", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      connectionId: { type: "string", required: true },
      principal: { type: "string", required: true },
      /** The session the socket was opened with: revoking it closes the socket. */
      sessionHash: { type: "string", required: true },
      userId: { type: "string" },
      locationId: { type: "string" },
      deviceId: { type: "string" },
      topics: {
        type: "list",
        items: { type: "string" },
        required: true,
        default: () => [],
      },
      connectedAt: { type: "string", required: true },
      expiresAtIso: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
      /** The write shard of the `byExpiry` partition (db/shards.ts), from the connection id. */
      shard: { type: "number", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["connectionId"] },
      },
      byConnection: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["connectionId"] },
        sk: { field: "gsi1sk", composite: [] },
      },
      byExpiry: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["shard"] },
        sk: { field: "gsi2sk", composite: ["expiresAtIso"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type ConnectionItem = EntityItem<typeof Connection>;

/** The sockets opened with one session, so that revoking the session can close them. */
export const SessionConnection = new Entity(
  {
    model: { entity: "sessionConnection", version: "1", service: "pos" },
    attributes: {
      sessionHash: { type: "string", required: true },
      connectionId: { type: "string", required: true },
      companyId: { type: "number", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      bySession: {
        pk: { field: "pk", composite: ["sessionHash"] },
        sk: { field: "sk", composite: ["connectionId"] },
      },
    },
  },
  entityConfig,
);
