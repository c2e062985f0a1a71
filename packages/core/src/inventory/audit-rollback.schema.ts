import { z } from "zod";
import { ZId, zDateTime } from "../common/bounded.schema";
import { ZCompanyId } from "../company/company.schema";

/** admin.md 5 and 8: the audit rollback card's messages. */
export const auditRollbackMessages = {
  locationRequired: "Please select which location the audit is at",
  auditIdRequired: "Please add the id for the audit you wish to roll back",
  dateRequired: "Please select a date to roll back to",
  futureDate: "The date to roll back to can't be in the future",
  userRequired: "Your user id is required to roll back an audit. Please sign in again.",
  success: "Audit successfully rolled back",
  failed: "There was an issue rolling back this audit",
  noEntries: "This audit has no inventory changes at this location",
  noneAfterDate: "This audit made no inventory changes at this location on or after that date",
  alreadyRolledBack: "These changes of this audit were already rolled back; nothing more to roll back",
  revertsEntry: (logId: string) => `Reverts audit entry ${logId}`,
} as const;

/**
 * admin.md 7 "Inventory log rollback": the audit's entries at the location made at or after `newCreateDate`
 * are reverted.
 */
export const ZRollbackAuditInput = z.object({
  companyId: ZCompanyId,
  locationId: ZId,
  logType: z.literal("AUDIT"),
  logTypeId: ZId,
  /** An instant, or a day (its start in the company's time zone). */
  newCreateDate: z.union([z.iso.date(), zDateTime({ offset: true })]),
});
export type RollbackAuditInput = z.input<typeof ZRollbackAuditInput>;

export interface RollbackAuditResult {
  /** Entries reverted by this call. */
  reverted: number;
}
