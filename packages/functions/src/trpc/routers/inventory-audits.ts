import { cancelAudit, listAudits, startAudit } from "@pos/core/inventory/inventory-audit";
import {
  ZAuditRef,
  ZCompleteAuditInput,
  ZCountInput,
  ZListAuditsInput,
  ZReviewInput,
  ZStartAuditInput,
} from "@pos/core/inventory/inventory-audit.schema";
import { completeAudit, reviewAudit } from "@pos/core/inventory/inventory-audit-complete";
import { countLine, countSheet } from "@pos/core/inventory/inventory-audit-count";
import type { LedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { companyProcedure, router } from "../init";

/** Every procedure names the location: the permission is checked there, and the audit must be at it. */
const inventory = companyProcedure("CAN_MANAGE_INVENTORY", "location");
const actorOf = (by: { userId: string; email: string }): LedgerActor => ({
  kind: "user",
  id: by.userId,
  name: by.email,
});

export const inventoryAuditsRouter = router({
  list: inventory.input(ZListAuditsInput).query(({ input }) => listAudits(input)),
  start: inventory.input(ZStartAuditInput).mutation(({ input, ctx }) => startAudit(input, actorOf(ctx.by))),
  sheet: inventory.input(ZAuditRef).query(({ input }) => countSheet(input)),
  count: inventory.input(ZCountInput).mutation(({ input, ctx }) => countLine(input, actorOf(ctx.by))),
  review: inventory.input(ZReviewInput).query(({ input }) => reviewAudit(input)),
  complete: inventory
    .input(ZCompleteAuditInput)
    .mutation(({ input, ctx }) => completeAudit(input, actorOf(ctx.by))),
  cancel: inventory.input(ZAuditRef).mutation(({ input }) => cancelAudit(input)),
});
