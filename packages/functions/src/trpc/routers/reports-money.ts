import { taxReport } from "@pos/core/reports/tax-report";
import { ZTaxReportInput } from "@pos/core/reports/tax-report.schema";
import { paymentTypesReport } from "@pos/core/reports/tender-report";
import { ZPaymentTypesInput } from "@pos/core/reports/tender-report.schema";
import { router } from "../init";
import { reportProcedure } from "./reports";

/** analytics/paymentTypes and the tax report (CAN_VIEW_REPORTS at every location named). */
export const moneyReportsRouter = router({
  paymentTypes: reportProcedure.input(ZPaymentTypesInput).query(({ input }) => paymentTypesReport(input)),
  taxes: reportProcedure.input(ZTaxReportInput).query(({ input }) => taxReport(input)),
});
