import { rollbackAudit } from "@pos/core/inventory/audit-rollback";
import { ZRollbackAuditInput } from "@pos/core/inventory/audit-rollback.schema";
import { getInventorySettings, saveInventorySettings } from "@pos/core/inventory/inventory-settings";
import {
  ZInventorySettingsRef,
  ZSaveInventorySettingsInput,
} from "@pos/core/inventory/inventory-settings.schema";
import { adminProcedure, router } from "../init";

/** The admin company detail's inventory settings and audit rollback card (admin.md 3, 5, 7). */
export const adminInventoryRouter = router({
  settings: adminProcedure
    .input(ZInventorySettingsRef)
    .query(({ input }) => getInventorySettings(input.companyId)),
  saveSettings: adminProcedure
    .input(ZSaveInventorySettingsInput)
    .mutation(({ input, ctx }) => saveInventorySettings(input, ctx.by)),
  rollbackAudit: adminProcedure
    .input(ZRollbackAuditInput)
    .mutation(({ input, ctx }) => rollbackAudit(ctx.by, input)),
});
