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
import { companyProcedure, router } from "../init";
import { userActor } from "../ledger-actor";

/** Every procedure names the location: the permission is checked there, and the audit must be at it. */
const inventory = companyProcedure("CAN_MANAGE_INVENTORY", "location");

export const inventoryAuditsRouter = router({
  list: inventory.input(ZListAuditsInput).query(({ input }) => listAudits(input)),
  start: inventory.input(ZStartAuditInput).mutation(({ input, ctx }) => startAudit(input, userActor(ctx.by))),
  sheet: inventory.input(ZAuditRef).query(({ input }) => countSheet(input)),
  count: inventory.input(ZCountInput).mutation(({ input, ctx }) => countLine(input, userActor(ctx.by))),
  review: inventory.input(ZReviewInput).query(({ input }) => reviewAudit(input)),
  complete: inventory
    .input(ZCompleteAuditInput)
    .mutation(({ input, ctx }) => completeAudit(input, userActor(ctx.by))),
  cancel: inventory.input(ZAuditRef).mutation(({ input }) => cancelAudit(input)),
});
