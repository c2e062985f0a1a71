import { ZId } from "@pos/core/common/bounded.schema";
import { homeReport, reportLocations } from "@pos/core/reports/report-locations";
import { reportLimits, ZRollupQuery, ZSummaryInput } from "@pos/core/reports/reports.schema";
import { readRollups } from "@pos/core/reports/rollup-query";
import { summaryReport } from "@pos/core/reports/summary";
import { z } from "zod";
import { companyProcedure, companyProcedureAt, router } from "../init";

const ZNamedLocations = z.object({ locationIds: z.array(ZId).max(reportLimits.locations) });

/** A report names its locations; the reader needs CAN_VIEW_REPORTS at each (a company grant covers all). */
async function namedLocations(_companyId: number, rawInput: unknown): Promise<string[]> {
  const parsed = ZNamedLocations.safeParse(rawInput);
  return parsed.success ? parsed.data.locationIds : [];
}

export const reportProcedure = companyProcedureAt("CAN_VIEW_REPORTS", namedLocations);

/** The report read API (reports/rollup-query.ts) and the screens built on it. */
export const reportsRouter = router({
  rollups: reportProcedure.input(ZRollupQuery).query(({ input }) => readRollups(input)),
  summary: reportProcedure.input(ZSummaryInput).query(({ input }) => summaryReport(input)),
  /** The locations the caller may report on (the pickers' choices). */
  locations: companyProcedure().query(({ ctx, input }) =>
    reportLocations(ctx.access, input.companyId, "CAN_VIEW_REPORTS"),
  ),
  /** The dashboard home's sales at the caller's locations (CAN_VIEW_DASHBOARD at each). */
  home: companyProcedure().query(({ ctx, input }) => homeReport(ctx.access, input.companyId)),
});
