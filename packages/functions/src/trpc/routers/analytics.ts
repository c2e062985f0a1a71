import { ZSummarySubscriptionInput } from "@pos/core/reports/daily-summary.schema";
import { ZRestockReportInput } from "@pos/core/reports/restock-report.schema";
import { restockReport } from "@pos/core/reports/restock-report";
import {
  setSummarySubscription,
  subscribedLocations,
  summaryRuns,
} from "@pos/core/reports/summary-subscriptions";
import { companyProcedure, router } from "../init";

const atLocation = companyProcedure("CAN_VIEW_REPORTS");

/** analytics/restock and the daily summary e-mail (subscriptions and the job's run log). */
export const analyticsRouter = router({
  restock: atLocation.input(ZRestockReportInput).query(({ input }) => restockReport(input)),
  /** The locations whose daily summary the caller receives. */
  summarySubscriptions: companyProcedure().query(({ ctx, input }) =>
    subscribedLocations(input.companyId, ctx.by.userId),
  ),
  setSummarySubscription: atLocation
    .input(ZSummarySubscriptionInput)
    .mutation(({ ctx, input }) =>
      setSummarySubscription(
        { companyId: input.companyId, userId: ctx.by.userId, email: ctx.by.email },
        input,
      ),
    ),
  /** The daily summary job's runs for this company (a company-wide reports grant: the owner). */
  summaryRuns: companyProcedure("CAN_VIEW_REPORTS", "company").query(({ input }) =>
    summaryRuns(input.companyId),
  ),
});
