import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageNotFound } from "@/components/layout/page-not-found";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { IssuesTable } from "@/features/compliance/issues-table";
import { MonthlyReports } from "@/features/compliance/monthly-reports";
import { OcsSubmissions } from "@/features/compliance/ocs-submissions";
import { useAppVariant } from "@/hooks/use-app-variant";
import { useCompanyFlags } from "@/hooks/use-feature";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

type ComplianceTab = "issues" | "submissions" | "reports";

/**
 * /compliance, the one compliance report: the products an Ontario store cannot move until fixed, the OCS
 * submissions (with the OCS compliance flag), and each store's monthly report.
 */
export function CompliancePage() {
  const { company } = useCompany();
  const { shows } = useAppVariant();
  const { isEnabled } = useCompanyFlags();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The Submissions tab has its own URL (compliance/submissions) so it can be linked to.
  const onSubmissions = pathname.endsWith("/compliance/submissions");
  const overview = trpc.complianceReports.overview.useQuery({ companyId: company.id });
  const editPath = useCallback(
    (productId: string) =>
      `/company/${company.id}/dashboard/productListing/editProduct/${encodeURIComponent(productId)}`,
    [company.id],
  );

  if (!shows("complianceReport")) return <PageNotFound />;
  if (overview.error)
    return (
      <PageError
        error={overview.error}
        permission="CAN_MANAGE_COMPLIANCE_REPORTING"
        onRetry={() => void overview.refetch()}
      />
    );

  const data = overview.data;
  const gated = data?.gated ?? true;
  const reportsOcs = isEnabled("ocsCompliance");
  const issues = data?.issues.length ?? 0;
  const tabs: ComplianceTab[] = [
    ...(gated ? ["issues" as const] : []),
    ...(reportsOcs ? ["submissions" as const] : []),
    "reports",
  ];
  const asked = onSubmissions ? "submissions" : new URLSearchParams(search).get("tab");
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const page = `/company/${company.id}/dashboard/compliance`;
  const openTab = (next: string) =>
    void navigate(next === "submissions" ? `${page}/submissions` : `${page}?tab=${next}`, { replace: true });
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Compliance"
        description="What your stores must fix and report to their province's regulator."
      />
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList>
          {gated && (
            <TabsTrigger value="issues">
              Product issues
              {issues > 0 && (
                <Badge variant="destructive" className="ml-1 px-1.5">
                  {issues}
                </Badge>
              )}
            </TabsTrigger>
          )}
          {reportsOcs && <TabsTrigger value="submissions">Submissions</TabsTrigger>}
          <TabsTrigger value="reports">Monthly reports</TabsTrigger>
        </TabsList>
        {gated && (
          <TabsContent value="issues">
            <Card className="gap-0 py-0">
              <CardHeader className="border-b py-4">
                <CardTitle>Cannabis products missing their OCS SKU or GTIN</CardTitle>
                <CardDescription>
                  Ontario stores report every sale and stock change to the OCS by these codes. Until a product
                  has both, it can't be sold, received, transferred, converted or adjusted there.
                </CardDescription>
              </CardHeader>
              <CardContent className="px-0">
                <IssuesTable issues={data?.issues} editPath={editPath} />
              </CardContent>
            </Card>
          </TabsContent>
        )}
        {reportsOcs && (
          <TabsContent value="submissions">
            <OcsSubmissions companyId={company.id} timeZone={company.timezone} editPath={editPath} />
          </TabsContent>
        )}
        <TabsContent value="reports">
          <Card className="gap-0 py-0">
            <CardHeader className="border-b py-4">
              <CardTitle>Monthly sales and inventory reports</CardTitle>
              <CardDescription>
                Opening stock, receipts, sales, returns, transfers, adjustments and closing stock by product,
                from the inventory ledger, in each province's columns.
              </CardDescription>
            </CardHeader>
            <CardContent className="px-0">
              {data ? (
                <MonthlyReports companyId={company.id} locations={data.locations} />
              ) : (
                <p className="px-6 py-10 text-center text-sm text-muted-foreground">Loading the stores...</p>
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
