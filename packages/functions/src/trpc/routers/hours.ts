import {
  clearCurrentEmployee,
  clockIn,
  clockOut,
  currentEmployee,
  employeeStatus,
  registerEmployees,
  startBreak,
} from "@pos/core/shifts/hours";
import { ZHoursPasscodeInput } from "@pos/core/shifts/hours.schema";
import { deviceProcedure, router } from "../init";

/** Passcodes travel in mutation bodies, never in a URL. */
export const hoursRouter = router({
  employees: deviceProcedure.query(({ ctx }) => registerEmployees(ctx.actor)),
  current: deviceProcedure.query(({ ctx }) => currentEmployee(ctx.actor)),
  clockIn: deviceProcedure.input(ZHoursPasscodeInput).mutation(({ ctx, input }) => clockIn(ctx.actor, input)),
  startBreak: deviceProcedure
    .input(ZHoursPasscodeInput)
    .mutation(({ ctx, input }) => startBreak(ctx.actor, input)),
  clockOut: deviceProcedure
    .input(ZHoursPasscodeInput)
    .mutation(({ ctx, input }) => clockOut(ctx.actor, input)),
  clearCurrent: deviceProcedure.mutation(({ ctx }) => clearCurrentEmployee(ctx.actor)),
  status: deviceProcedure
    .input(ZHoursPasscodeInput)
    .mutation(({ ctx, input }) => employeeStatus(ctx.actor, input)),
});
