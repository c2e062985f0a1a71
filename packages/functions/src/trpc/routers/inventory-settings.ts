import { getInventorySettings, saveInventorySettings } from "@pos/core/inventory/inventory-settings";
import {
  ZInventorySettingsRef,
  ZSaveInventorySettingsInput,
} from "@pos/core/inventory/inventory-settings.schema";
import { companyProcedure, router } from "../init";

const manageCompany = companyProcedure("CAN_MANAGE_COMPANY", "company");

/** settings/inventory: company-wide inventory settings. */
export const inventorySettingsRouter = router({
  get: manageCompany.input(ZInventorySettingsRef).query(({ input }) => getInventorySettings(input.companyId)),
  save: manageCompany
    .input(ZSaveInventorySettingsInput)
    .mutation(({ input, ctx }) => saveInventorySettings(input, ctx.by)),
});
