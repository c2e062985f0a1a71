import { recordOfflineSale } from "@pos/core/offline/offline-sale";
import { ZOfflineSaleInput, ZOutboxReport, ZRegisterDataInput } from "@pos/core/offline/offline-sale.schema";
import {
  recordOfflineCashMovement,
  recordOfflineClock,
  recordOfflineEndShift,
} from "@pos/core/offline/offline-shift-work";
import {
  ZOfflineCashMovementInput,
  ZOfflineClockInput,
  ZOfflineEndShiftInput,
} from "@pos/core/offline/offline-shift-work.schema";
import { offlineStatus, registerOfflineData, reportOutbox } from "@pos/core/offline/register-data";
import { companyProcedure, deviceProcedure, router } from "../init";

/** The offline register (issue 24): its local data, its outbox's sync and report, and the dashboard's view. */
export const offlineRouter = router({
  registerData: deviceProcedure
    .input(ZRegisterDataInput)
    .query(({ ctx, input }) => registerOfflineData(ctx.actor, input)),
  syncSale: deviceProcedure
    .input(ZOfflineSaleInput)
    .mutation(({ ctx, input }) => recordOfflineSale(ctx.actor, input)),
  syncCashMovement: deviceProcedure
    .input(ZOfflineCashMovementInput)
    .mutation(({ ctx, input }) => recordOfflineCashMovement(ctx.actor, input)),
  syncClock: deviceProcedure
    .input(ZOfflineClockInput)
    .mutation(({ ctx, input }) => recordOfflineClock(ctx.actor, input)),
  syncEndShift: deviceProcedure
    .input(ZOfflineEndShiftInput)
    .mutation(({ ctx, input }) => recordOfflineEndShift(ctx.actor, input)),
  reportOutbox: deviceProcedure
    .input(ZOutboxReport)
    .mutation(({ ctx, input }) => reportOutbox(ctx.actor, input)),
  status: companyProcedure("CAN_MANAGE_DEVICES").query(({ input }) => offlineStatus(input.companyId)),
});
