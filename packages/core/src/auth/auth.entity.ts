import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const passwordStatuses = ["current", "temporary", "legacy"] as const;
export type PasswordStatus = (typeof passwordStatuses)[number];

export const User = new Entity(
  {
    model: { entity: "user", version: "1", service: "pos" },
    attributes: {
      userId: { type: "string", required: true },
      /** Absent for register-only staff, who have a passcode but no dashboard account. */
      email: { type: "string" },
      name: { type: "string", required: true },
      /** Absent until the user chooses a password: nothing signs in without one. */
      passwordHash: { type: "string" },
      isAdmin: { type: "boolean", required: true, default: false },
      isActive: { type: "boolean", required: true, default: true },
      passcodeHash: { type: "string" },
      createDate: { type: "string", required: true },
      /** A temporary password must be replaced at first sign-in, a legacy one migrated; absent means current. */
      passwordStatus: { type: passwordStatuses, default: "current" },
      /** When a temporary password stops working. */
      passwordExpiresAt: { type: "string" },
      /** Absent means verified (users created before e-mail verification existed). */
      emailVerified: { type: "boolean", default: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type UserItem = EntityItem<typeof User>;
/** A user with an e-mail: the only kind that can sign in to the dashboard. */
export type AccountUser = UserItem & { email: string };
export const hasAccount = (user: UserItem): user is AccountUser => user.email !== undefined;

/** A user's place in a company: at the company itself or at one of its locations. */
export const Assignment = new Entity(
  {
    model: { entity: "assignment", version: "1", service: "pos" },
    attributes: {
      userId: { type: "string", required: true },
      companyId: { type: "number", required: true },
      entityType: { type: ["company", "location"] as const, required: true },
      entityId: { type: "string", required: true },
      type: { type: "string", required: true, default: "assigned" },
      securityRoleId: { type: "string" },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: ["companyId", "entityType", "entityId"] },
      },
      byCompany: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId"] },
        sk: {
          field: "gsi1sk",
          composite: ["userId", "entityType", "entityId"],
        },
      },
    },
  },
  entityConfig,
);
export type AssignmentItem = EntityItem<typeof Assignment>;

export const SecurityRole = new Entity(
  {
    model: { entity: "securityRole", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      roleId: { type: "string", required: true },
      name: { type: "string", required: true },
      permissions: {
        type: "list",
        items: { type: "string" },
        required: true,
        default: () => [],
      },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["roleId"] },
      },
    },
  },
  entityConfig,
);
export type SecurityRoleItem = EntityItem<typeof SecurityRole>;

export const Session = new Entity(
  {
    model: { entity: "session", version: "1", service: "pos" },
    attributes: {
      tokenHash: { type: "string", required: true },
      kind: { type: ["user", "device"] as const, required: true },
      principal: { type: "string", required: true },
      userId: { type: "string" },
      companyId: { type: "number" },
      deviceId: { type: "string" },
      /** A support session: an admin acting in this one company only (auth/support-sessions.ts). */
      supportCompanyId: { type: "number" },
      createdAt: { type: "string", required: true },
      lastSeenAt: { type: "string", required: true },
      idleExpiresAt: { type: "string", required: true },
      absoluteExpiresAt: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
      /**
       * `idleExpiresAt` rounded up to its bucket (auth/sessions.ts): the sweep's index key, so the sliding expiry
       * moves the index at most once per bucket instead of on every touch.
       */
      sweepAt: { type: "string", required: true },
      /** The write shard of the `byExpiry` partition (db/shards.ts), from the token hash. */
      shard: { type: "number", required: true },
    },
    indexes: {
      byToken: {
        pk: { field: "pk", composite: ["tokenHash"] },
        sk: { field: "sk", composite: [] },
      },
      byPrincipal: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["principal"] },
        sk: { field: "gsi1sk", composite: ["createdAt"] },
      },
      byExpiry: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["shard"] },
        sk: { field: "gsi2sk", composite: ["sweepAt"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type SessionItem = EntityItem<typeof Session>;
