import {
  approverAtRegister,
  clearCurrentEmployee,
  clockIn,
  clockOut,
  currentEmployee,
  employeeStatus,
  registerEmployees,
  startBreak,
} from "@pos/core/shifts/hours";
import { ZApproverInput, ZHoursPasscodeInput } from "@pos/core/shifts/hours.schema";
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
  approver: deviceProcedure
    .input(ZApproverInput)
    .mutation(({ ctx, input }) => approverAtRegister(ctx.actor, input)),
  status: deviceProcedure
    .input(ZHoursPasscodeInput)
    .mutation(({ ctx, input }) => employeeStatus(ctx.actor, input)),
});
