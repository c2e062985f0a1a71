import {
  createLogoUploadUrl,
  withLogoUrl,
  ZLogoUploadInput,
} from "@pos/core/integrations/external-source-logo";
import {
  createExternalSource,
  getExternalSource,
  listExternalSources,
  setExternalSourcePermissions,
  updateExternalSource,
} from "@pos/core/integrations/external-sources";
import {
  ZCreateExternalSourceInput,
  ZExternalSourceRef,
  ZSetExternalSourcePermissionsInput,
  ZUpdateExternalSourceInput,
} from "@pos/core/integrations/external-sources.schema";
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
  presignLogoUpload: adminProcedure
    .input(ZLogoUploadInput)
    .mutation(({ input }) => createLogoUploadUrl(input)),
});
