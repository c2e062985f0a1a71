import {
  createLogoUploadUrl,
  withLogoUrl,
  ZLogoUploadInput,
} from "@pos/core/integrations/external-source-logo";
import {
  createExternalSource,
  getExternalSource,
  listExternalSources,
  revokeSourceKey,
  rotateSourceKey,
  setExternalSourcePermissions,
  updateExternalSource,
} from "@pos/core/integrations/external-sources";
import { companySources, connectSource, disconnectSource } from "@pos/core/integrations/source-connections";
import { ZSourceConnectionInput } from "@pos/core/integrations/source-connections.schema";
import { ZCompanyId } from "@pos/core/company/company.schema";
import {
  ZCreateExternalSourceInput,
  ZExternalSourceRef,
  ZSetExternalSourcePermissionsInput,
  ZUpdateExternalSourceInput,
} from "@pos/core/integrations/external-sources.schema";
import { z } from "zod";
import { adminProcedure, router } from "../init";

export const externalSourcesRouter = router({
  list: adminProcedure.query(async () => Promise.all((await listExternalSources()).map(withLogoUrl))),
  get: adminProcedure
    .input(ZExternalSourceRef)
    .query(async ({ input }) => withLogoUrl(await getExternalSource(input))),
  create: adminProcedure
    .input(ZCreateExternalSourceInput)
    .mutation(async ({ input, ctx }) => withLogoUrl(await createExternalSource(input, ctx.by))),
  update: adminProcedure
    .input(ZUpdateExternalSourceInput)
    .mutation(async ({ input, ctx }) => withLogoUrl(await updateExternalSource(input, ctx.by))),
  setPermissions: adminProcedure
    .input(ZSetExternalSourcePermissionsInput)
    .mutation(async ({ input, ctx }) => withLogoUrl(await setExternalSourcePermissions(input, ctx.by))),
  rotateKey: adminProcedure
    .input(ZExternalSourceRef)
    .mutation(async ({ input, ctx }) => withLogoUrl(await rotateSourceKey(input, ctx.by))),
  revokeKey: adminProcedure
    .input(ZExternalSourceRef)
    .mutation(async ({ input, ctx }) => withLogoUrl(await revokeSourceKey(input, ctx.by))),
  /** The admin company page: every source and whether the company connected it. */
  ofCompany: adminProcedure
    .input(z.object({ companyId: ZCompanyId }))
    .query(({ input }) => companySources(input.companyId)),
  connect: adminProcedure
    .input(ZSourceConnectionInput)
    .mutation(({ ctx, input }) => connectSource(input, ctx.by)),
  disconnect: adminProcedure
    .input(ZSourceConnectionInput)
    .mutation(({ ctx, input }) => disconnectSource(input, ctx.by)),
  presignLogoUpload: adminProcedure
    .input(ZLogoUploadInput)
    .mutation(({ input }) => createLogoUploadUrl(input)),
});
