import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/** The one live password-reset code of a user (a new request replaces it); only its digest is stored. */
export const PasswordResetCode = new Entity(
  {
    model: { entity: "passwordResetCode", version: "1", service: "pos" },
    attributes: {
      userId: { type: "string", required: true },
      codeDigest: { type: "string", required: true },
      attempts: { type: "number", required: true, default: 0 },
      codeExpiresAt: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type PasswordResetCodeItem = EntityItem<typeof PasswordResetCode>;

/** A single-use e-mail verification link, stored as the digest of its token. */
export const EmailVerification = new Entity(
  {
    model: { entity: "emailVerification", version: "1", service: "pos" },
    attributes: {
      tokenDigest: { type: "string", required: true },
      userId: { type: "string", required: true },
      linkExpiresAt: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byToken: {
        pk: { field: "pk", composite: ["tokenDigest"], casing: "none" },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type EmailVerificationItem = EntityItem<typeof EmailVerification>;
