import { ZReceiptSettingsRef, ZSaveReceiptSettingsInput } from "@pos/core/receipts/receipt-settings.schema";
import { getReceiptSettings, saveReceiptSettings } from "@pos/core/receipts/receipt-settings";
import { ZSaveLocationDetailsInput, ZSaveTaxNumberInput } from "@pos/core/receipts/store-details.schema";
import { saveLocationDetails, saveTaxNumber } from "@pos/core/receipts/store-details";
import { companyProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_COMPANY", "location");
const manageCompany = companyProcedure("CAN_MANAGE_COMPANY", "company");

export const receiptSettingsRouter = router({
  get: manage.input(ZReceiptSettingsRef).query(({ input }) => getReceiptSettings(input)),
  save: manage.input(ZSaveReceiptSettingsInput).mutation(({ input }) => saveReceiptSettings(input)),
  saveLocationDetails: manage
    .input(ZSaveLocationDetailsInput)
    .mutation(({ input }) => saveLocationDetails(input)),
  saveTaxNumber: manageCompany.input(ZSaveTaxNumberInput).mutation(({ input }) => saveTaxNumber(input)),
});
