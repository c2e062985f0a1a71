import { getRegisterDefaults, saveRegisterDefaults } from "@pos/core/device/register-defaults";
import { ZRegisterDefaultsRef, ZSaveRegisterDefaultsInput } from "@pos/core/device/register-defaults.schema";
import { companyProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_COMPANY", "location");

/** settings/pos: per location, the payment options and register preferences its registers start with. */
export const registerDefaultsRouter = router({
  get: manage.input(ZRegisterDefaultsRef).query(({ input }) => getRegisterDefaults(input)),
  save: manage
    .input(ZSaveRegisterDefaultsInput)
    .mutation(({ input, ctx }) => saveRegisterDefaults(input, ctx.by)),
});
