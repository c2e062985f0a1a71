import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

export const rateScopes = [
  "signInAccount",
  "signInAddress",
  "passcode",
  "resetByEmail",
  "resetByAddress",
  "contactForm",
] as const;
export type RateScope = (typeof rateScopes)[number];

/** Attempts counted in a fixed window per scope and key (rate-limiter.ts is the only writer). */
export const RateWindow = new Entity(
  {
    model: { entity: "rateWindow", version: "1", service: "pos" },
    attributes: {
      scope: { type: rateScopes, required: true },
      key: { type: "string", required: true },
      count: { type: "number", required: true, default: 0 },
      windowEndsAt: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byKey: {
        pk: { field: "pk", composite: ["scope", "key"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
