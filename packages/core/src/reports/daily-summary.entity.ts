import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/** A user's subscription to one location's daily summary e-mail. */
export const SummarySubscription = new Entity(
  {
    model: { entity: "summarySubscription", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      locationId: { type: "string", required: true },
      userId: { type: "string", required: true },
      /** Where the e-mail goes: the user's address when they subscribed. */
      email: { type: "string", required: true },
      createdAt: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["locationId", "userId"] },
      },
    },
  },
  entityConfig,
);

/** One run of the daily summary job for one company: written "running" first, so a crashed run stays visible. */
export const SummaryRun = new Entity(
  {
    model: { entity: "summaryRun", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      runId: { type: "string", required: true },
      startedAt: { type: "string", required: true },
      finishedAt: { type: "string" },
      status: { type: ["running", "succeeded", "failed"] as const, required: true },
      /** Location-days whose closing had passed and that had subscribers. */
      locations: { type: "number", required: true, default: 0 },
      sent: { type: "number", required: true, default: 0 },
      /** Already sent by an earlier run (the e-mail's id is its location, day and user). */
      alreadySent: { type: "number", required: true, default: 0 },
      /** Subscribers who no longer may view reports at the location. */
      notAllowed: { type: "number", required: true, default: 0 },
      error: { type: "string" },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["startedAt", "runId"] },
      },
    },
  },
  entityConfig,
);
