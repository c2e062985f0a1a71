import { ZReceiptSettingsRef, ZSaveReceiptSettingsInput } from "@pos/core/receipts/receipt-settings.schema";
import { getReceiptSettings, saveReceiptSettings } from "@pos/core/receipts/receipt-settings";
import { companyProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_COMPANY", "location");

export const receiptSettingsRouter = router({
  get: manage.input(ZReceiptSettingsRef).query(({ input }) => getReceiptSettings(input)),
  save: manage.input(ZSaveReceiptSettingsInput).mutation(({ input }) => saveReceiptSettings(input)),
});
