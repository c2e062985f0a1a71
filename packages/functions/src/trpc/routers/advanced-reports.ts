import { ZId } from "@pos/core/common/bounded.schema";
import { advancedReport } from "@pos/core/reports/advanced-report";
import { ZAdvancedReportInput, ZSaveAdvancedReport } from "@pos/core/reports/advanced-report.schema";
import { insightsReport } from "@pos/core/reports/insights";
import { ZReportPeriod } from "@pos/core/reports/reports.schema";
import { deleteSavedReport, listSavedReports, saveReport } from "@pos/core/reports/saved-reports";
import { reportLimits } from "@pos/core/reports/reports.schema";
import { z } from "zod";
import { companyProcedure, companyProcedureAt, router } from "../init";

const ZNamedLocations = z.object({ locationIds: z.array(ZId).max(reportLimits.locations) });

/** The report names its locations; the reader needs CAN_VIEW_REPORTS at each (a company grant covers all). */
async function namedLocations(_companyId: number, rawInput: unknown): Promise<string[]> {
  const parsed = ZNamedLocations.safeParse(rawInput);
  return parsed.success ? parsed.data.locationIds : [];
}

const reportProcedure = companyProcedureAt("CAN_VIEW_REPORTS", namedLocations);

const ownerOf = (
  ctx: { access: Parameters<typeof listSavedReports>[0]["access"]; by: { userId: string } },
  companyId: number,
) => ({
  access: ctx.access,
  companyId,
  userId: ctx.by.userId,
});

/** reports/advanced (the builder and each user's saved definitions) and reports/insights. */
export const advancedReportsRouter = router({
  run: reportProcedure.input(ZAdvancedReportInput).query(({ input }) => advancedReport(input)),
  insights: reportProcedure.input(ZReportPeriod).query(({ input }) => insightsReport(input)),
  /** The caller's own saved definitions (CAN_VIEW_REPORTS at some location). */
  saved: companyProcedure().query(({ ctx, input }) => listSavedReports(ownerOf(ctx, input.companyId))),
  save: companyProcedure()
    .input(ZSaveAdvancedReport)
    .mutation(({ ctx, input }) => saveReport(ownerOf(ctx, input.companyId), input)),
  delete: companyProcedure()
    .input(z.object({ reportId: ZId }))
    .mutation(({ ctx, input }) => deleteSavedReport(ownerOf(ctx, input.companyId), input.reportId)),
});
