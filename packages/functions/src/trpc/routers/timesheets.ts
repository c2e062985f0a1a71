import { timesheetReport } from "@pos/core/shifts/timesheet";
import { ZTimesheetInput } from "@pos/core/shifts/timesheet.schema";
import { companyProcedure, router } from "../init";

/** analytics/timesheets: employee hours per pay period at a location, overtime flagged. */
export const timesheetsRouter = router({
  report: companyProcedure("CAN_VIEW_REPORTS", "location")
    .input(ZTimesheetInput)
    .query(({ input }) => timesheetReport(input)),
});
