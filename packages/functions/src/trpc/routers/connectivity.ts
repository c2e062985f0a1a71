import { reportConnectivity } from "@pos/core/connectivity/connectivity";
import { ZConnectivityReport } from "@pos/core/connectivity/connectivity.schema";
import { router, sessionProcedure } from "../init";

export const connectivityRouter = router({
  report: sessionProcedure.input(ZConnectivityReport).mutation(async ({ ctx, input }) => {
    await reportConnectivity(ctx.actor, input);
    return { ok: true as const };
  }),
});
