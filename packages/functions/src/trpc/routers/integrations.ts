import { createOnlineOrder } from "@pos/core/payment-queue/online-orders";
import { ZCreateOnlineOrderInput, ZQueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { contractOutput } from "../contract-output";
import { integrationProcedure, router } from "../init";

/** Called by external sources with their API key (docs/integrations.md). */
export const integrationsRouter = router({
  createOnlineOrder: integrationProcedure("CREATE_ONLINE_ORDERS")
    .input(ZCreateOnlineOrderInput)
    .output(contractOutput(ZQueueEntryView))
    .mutation(({ ctx, input }) => createOnlineOrder(ctx.source, input)),
});
