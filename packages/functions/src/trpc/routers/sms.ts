import { enableSms, getSmsQuota, updateSmsQuota } from "@pos/core/sms/sms";
import { ZEnableSmsInput, ZSmsCompany, ZUpdateSmsInput } from "@pos/core/sms/sms.schema";
import { adminProcedure, router } from "../init";

/** The SMS outreach quota of a company; `get` answers NOT_FOUND while SMS is not enabled. */
export const smsRouter = router({
  get: adminProcedure.input(ZSmsCompany).query(({ input }) => getSmsQuota(input)),
  enable: adminProcedure
    .input(ZEnableSmsInput)
    .mutation(({ ctx, input }) => enableSms(ctx.actor.userId, input)),
  update: adminProcedure
    .input(ZUpdateSmsInput)
    .mutation(({ ctx, input }) => updateSmsQuota(ctx.actor.userId, input)),
});
