import { getCompanyFlags, setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { ZSetFeatureFlagInput, ZSetPermissionFlagInput } from "@pos/core/company/feature-flags.schema";
import { adminProcedure, companyProcedure, deviceProcedure, router } from "../init";

export const flagsRouter = router({
  forCompany: companyProcedure().query(({ input }) => getCompanyFlags(input.companyId)),
  /** The register's own company, for the POS. */
  forDevice: deviceProcedure.query(({ ctx }) => getCompanyFlags(ctx.actor.companyId)),
  set: adminProcedure.input(ZSetFeatureFlagInput).mutation(({ input, ctx }) => setFeatureFlag(input, ctx.by)),
  setPermission: adminProcedure
    .input(ZSetPermissionFlagInput)
    .mutation(({ input, ctx }) => setPermissionFlag(input, ctx.by)),
});
