import { Calculator, Printer } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { DiscrepancyBadge } from "@/features/shift-report/discrepancy-badge";
import { ShiftReport } from "@/features/shift-report/shift-report";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { AddFloatCount } from "./add-float-count";
import { printPath } from "./print-config";
import { shiftPaths } from "./shift-paths";

/** One shift's report, with printing and the float count that was left for later. */
export function ShiftPage() {
  const { company } = useCompany();
  const shiftId = useParams().shiftId ?? "";
  const [includeInventorySold, setIncludeInventorySold] = useState(false);
  const [counting, setCounting] = useState(false);
  const report = trpc.shifts.getReport.useQuery(
    { companyId: company.id, shiftId, includeInventorySold },
    { placeholderData: (previous) => previous },
  );

  if (report.error) {
    return (
      <PageError error={report.error} permission="CAN_VIEW_REPORTS" onRetry={() => void report.refetch()} />
    );
  }
  if (!report.data) return <PageSpinner label="Loading shift report" />;

  const data = report.data;
  const countLater = data.endDate !== null && data.countedFloat === null;
  const actions = (
    <>
      {countLater && (
        <Button variant="outline" onClick={() => setCounting(true)}>
          <Calculator aria-hidden />
          Add float count
        </Button>
      )}
      <Button asChild>
        <Link to={printPath(company.id, { type: "shiftReport", shiftId, includeInventorySold })}>
          <Printer aria-hidden />
          Print
        </Link>
      </Button>
    </>
  );

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={`Shift ${data.shiftId}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {data.deviceName}
            {data.endDate ? (
              <DiscrepancyBadge discrepancy={data.discrepancy} warning={data.discrepancyWarning} />
            ) : (
              <span>· still open</span>
            )}
          </span>
        }
        back={{ to: shiftPaths(company.id).list(), label: "Shifts" }}
        actions={actions}
      />
      {countLater && (
        <p className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
          This shift ended with &lsquo;Count later&rsquo;. Add its float count to see the counted float and
          the discrepancy.
        </p>
      )}
      <div className="flex items-center gap-2">
        <Checkbox
          id="show-inventory-sold"
          checked={includeInventorySold}
          onCheckedChange={(value) => setIncludeInventorySold(value === true)}
        />
        <Label htmlFor="show-inventory-sold">Show inventory sold</Label>
      </div>
      <Card className="overflow-hidden py-0">
        <ShiftReport report={data} timeZone={company.timezone} />
      </Card>
      <AddFloatCount shiftId={shiftId} open={counting} onOpenChange={setCounting} />
    </div>
  );
}
