import { ZId } from "@pos/core/common/bounded.schema";
import { reportLimits, ZRollupQuery } from "@pos/core/reports/reports.schema";
import { readRollups } from "@pos/core/reports/rollup-query";
import { z } from "zod";
import { companyProcedureAt, router } from "../init";

const ZNamedLocations = z.object({ locationIds: z.array(ZId).max(reportLimits.locations) });

/** A report names its locations; the reader needs CAN_VIEW_REPORTS at each (a company grant covers all). */
async function namedLocations(_companyId: number, rawInput: unknown): Promise<string[]> {
  const parsed = ZNamedLocations.safeParse(rawInput);
  return parsed.success ? parsed.data.locationIds : [];
}

const reportProcedure = companyProcedureAt("CAN_VIEW_REPORTS", namedLocations);

/** The report read API (reports/rollup-query.ts); screens build on it. */
export const reportsRouter = router({
  rollups: reportProcedure.input(ZRollupQuery).query(({ input }) => readRollups(input)),
});
