import type { AuditActor } from "@pos/core/audit/audit";
import type { LedgerActor } from "@pos/core/inventory/inventory-log.schema";

/** The signed-in dashboard user as the ledger names who changed stock. */
export const userActor = (by: AuditActor): LedgerActor => ({ kind: "user", id: by.userId, name: by.email });
