import { complianceOverview, monthlyReport } from "@pos/core/compliance/compliance-report";
import { ZComplianceIssuesInput, ZMonthlyReportInput } from "@pos/core/compliance/compliance.schema";
import { companyProcedure, router } from "../init";

const compliance = companyProcedure("CAN_MANAGE_COMPLIANCE_REPORTING", "company");

/** The dashboard's compliance page: products an Ontario store cannot move, and each store's monthly report. */
export const complianceReportsRouter = router({
  overview: compliance.input(ZComplianceIssuesInput).query(({ input }) => complianceOverview(input)),
  monthly: compliance.input(ZMonthlyReportInput).query(({ input }) => monthlyReport(input)),
});
