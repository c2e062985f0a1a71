import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import type { EmployeeAssignment } from "./employees.schema";

/**
 * An invitation to someone who already has an account to join a company as an employee. Found by the SHA-256 of
 * the link's token (the token itself is only in the e-mail); deleted when accepted, expired by TTL.
 */
export const EmployeeInvitation = new Entity(
  {
    model: { entity: "employeeInvitation", version: "1", service: "pos" },
    attributes: {
      tokenDigest: { type: "string", required: true },
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      assignments: { type: CustomAttributeType<EmployeeAssignment[]>("any"), required: true },
      tracksHours: { type: "boolean", required: true },
      invitedBy: { type: "string", required: true },
      createDate: { type: "string", required: true },
      linkExpiresAt: { type: "string", required: true },
      expiresAt: { type: "number", required: true },
    },
    indexes: {
      byToken: {
        pk: { field: "pk", composite: ["tokenDigest"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  entityConfig,
);
export type EmployeeInvitationItem = EntityItem<typeof EmployeeInvitation>;
