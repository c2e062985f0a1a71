import {
  assignDevice,
  cancelQueueEntry,
  getQueueEntry,
  listQueue,
  parkSale,
  removeParkedSale,
} from "@pos/core/payment-queue/payment-queue";
import {
  ZAssignQueueInput,
  ZCancelQueueInput,
  ZParkSaleInput,
  ZQueueRef,
} from "@pos/core/payment-queue/payment-queue.schema";
import { deviceProcedure, router } from "../init";

export const paymentQueueRouter = router({
  list: deviceProcedure.query(({ ctx }) => listQueue(ctx.actor)),
  get: deviceProcedure.input(ZQueueRef).query(({ ctx, input }) => getQueueEntry(ctx.actor, input)),
  park: deviceProcedure.input(ZParkSaleInput).mutation(({ ctx, input }) => parkSale(ctx.actor, input)),
  assignDevice: deviceProcedure
    .input(ZAssignQueueInput)
    .mutation(({ ctx, input }) => assignDevice(ctx.actor, input)),
  cancel: deviceProcedure
    .input(ZCancelQueueInput)
    .mutation(({ ctx, input }) => cancelQueueEntry(ctx.actor, input)),
  remove: deviceProcedure.input(ZQueueRef).mutation(({ ctx, input }) => removeParkedSale(ctx.actor, input)),
});
