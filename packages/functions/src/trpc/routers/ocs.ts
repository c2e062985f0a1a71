import { z } from "zod";
import { listOcsAttempts } from "@pos/core/compliance/ocs-attempts";
import {
  ZOcsAttemptsInput,
  ZOcsEventRef,
  ZSetOcsCredentialsInput,
  ZSetOcsStoreInput,
} from "@pos/core/compliance/ocs.schema";
import { getOcsSetup, ocsHashKeys, setOcsCredentials, setOcsStore } from "@pos/core/compliance/ocs-setup";
import { assertOntarioCompany, ocsSubmissions, resubmitOcsEvent } from "@pos/core/compliance/ocs-submissions";
import { adminProcedure, featureProcedure, router } from "../init";

const ZCompany = z.object({ companyId: z.number().int().positive() });

/** admin.md 6: manage-compliance-reporting at the company, the OCS compliance flag, and an Ontario company. */
const ontarioCompliance = featureProcedure("ocsCompliance", "CAN_MANAGE_COMPLIANCE_REPORTING", "company").use(
  async ({ input, next }) => {
    await assertOntarioCompany(input.companyId);
    return next();
  },
);

/** OCS compliance: the admin setup and attempts log (admin.md 2, 7, 9), the dashboard's submissions view. */
export const ocsRouter = router({
  setup: adminProcedure.input(ZCompany).query(({ input }) => getOcsSetup(input.companyId)),
  setStore: adminProcedure.input(ZSetOcsStoreInput).mutation(({ input, ctx }) => setOcsStore(input, ctx.by)),
  setCredentials: adminProcedure
    .input(ZSetOcsCredentialsInput)
    .mutation(({ input, ctx }) => setOcsCredentials(input, ctx.by)),
  hashKeys: adminProcedure.input(ZCompany).query(({ input }) => ocsHashKeys(input.companyId)),
  attempts: adminProcedure.input(ZOcsAttemptsInput).query(({ input }) => listOcsAttempts(input)),
  submissions: ontarioCompliance.query(({ input }) => ocsSubmissions(input.companyId)),
  resubmit: ontarioCompliance.input(ZOcsEventRef).mutation(({ input }) => resubmitOcsEvent(input)),
});
