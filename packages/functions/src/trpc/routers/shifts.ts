import { ZPageInput } from "@pos/core/db/pagination";
import { getCashSettings, updateCashSettings } from "@pos/core/shifts/cash-settings";
import { ZCashSettingsInput } from "@pos/core/shifts/cash-settings.schema";
import { endShiftCheck } from "@pos/core/shifts/end-check";
import { companyShiftReport, registerShiftReport } from "@pos/core/shifts/shift-report-data";
import {
  ZAddFloatCountInput,
  ZCompanyShiftReportInput,
  ZEndShiftInput,
  ZShiftRef,
  ZShiftReportInput,
  ZStartShiftInput,
} from "@pos/core/shifts/shift.schema";
import {
  addFloatCount,
  currentShift,
  endShift,
  getRegisterShift,
  listShifts,
  startShift,
} from "@pos/core/shifts/shifts";
import { z } from "zod";
import { companyProcedure, deviceProcedure, router } from "../init";

const reports = companyProcedure("CAN_VIEW_REPORTS", "location");

export const shiftsRouter = router({
  current: deviceProcedure.query(({ ctx }) => currentShift(ctx.actor)),
  start: deviceProcedure.input(ZStartShiftInput).mutation(({ ctx, input }) => startShift(ctx.actor, input)),
  endCheck: deviceProcedure.query(({ ctx }) => endShiftCheck(ctx.actor)),
  end: deviceProcedure.input(ZEndShiftInput).mutation(({ ctx, input }) => endShift(ctx.actor, input)),
  get: deviceProcedure.input(ZShiftRef).query(({ ctx, input }) => getRegisterShift(ctx.actor, input)),
  report: deviceProcedure
    .input(ZShiftReportInput)
    .query(({ ctx, input }) => registerShiftReport(ctx.actor, input)),
  list: reports
    .input(z.object({ locationId: z.string().min(1).max(64), page: ZPageInput.partial().default({}) }))
    .query(({ input }) => listShifts(input.companyId, input.locationId, input.page)),
  getReport: reports.input(ZCompanyShiftReportInput).query(({ input }) => companyShiftReport(input)),
  addFloatCount: reports.input(ZAddFloatCountInput).mutation(({ input }) => addFloatCount(input)),
  cashSettings: reports.query(({ input }) => getCashSettings(input.companyId)),
  updateCashSettings: companyProcedure("CAN_MANAGE_COMPANY", "company")
    .input(ZCashSettingsInput.omit({ companyId: true }))
    .mutation(({ input }) => updateCashSettings(input)),
});
