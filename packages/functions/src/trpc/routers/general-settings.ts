import {
  createCompanyLogoUpload,
  getGeneralSettings,
  saveGeneralSettings,
} from "@pos/core/company/general-settings";
import {
  ZCompanyLogoUploadInput,
  ZGeneralSettingsRef,
  ZSaveGeneralSettingsInput,
} from "@pos/core/company/general-settings.schema";
import { companyProcedure, router } from "../init";

const manageCompany = companyProcedure("CAN_MANAGE_COMPANY", "company");

/** settings/general: the company's name, address, time zone, tax number, penny rounding and loyalty multiplier. */
export const generalSettingsRouter = router({
  get: manageCompany.input(ZGeneralSettingsRef).query(({ input }) => getGeneralSettings(input.companyId)),
  save: manageCompany
    .input(ZSaveGeneralSettingsInput)
    .mutation(({ input, ctx }) => saveGeneralSettings(input, ctx.by)),
  presignLogoUpload: manageCompany
    .input(ZCompanyLogoUploadInput)
    .mutation(({ input }) => createCompanyLogoUpload(input)),
});
