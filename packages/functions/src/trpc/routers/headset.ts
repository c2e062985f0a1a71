import { z } from "zod";
import {
  headsetKeysOf,
  listHeadsetSyncs,
  requestHeadsetSync,
  updateHeadsetKeys,
} from "@pos/core/headset/headset";
import { ZHeadsetSyncInput, ZUpdateHeadsetKeysInput } from "@pos/core/headset/headset.schema";
import { adminProcedure, router } from "../init";

const ZCompany = z.object({ companyId: z.number().int().positive() });

export const headsetRouter = router({
  keys: adminProcedure.input(ZCompany).query(({ input }) => headsetKeysOf(input.companyId)),
  updateKeys: adminProcedure.input(ZUpdateHeadsetKeysInput).mutation(({ input }) => updateHeadsetKeys(input)),
  syncs: adminProcedure.input(ZCompany).query(({ input }) => listHeadsetSyncs(input.companyId)),
  sync: adminProcedure
    .input(ZHeadsetSyncInput)
    .mutation(({ ctx, input }) => requestHeadsetSync(ctx.actor.userId, input)),
});
