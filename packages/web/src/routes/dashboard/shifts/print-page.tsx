import { FileQuestion, Printer } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { PrintLayout } from "@/features/shift-report/print-root";
import { ShiftReceipt } from "@/features/shift-report/shift-receipt";
import { ShiftReport } from "@/features/shift-report/shift-report";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { readPrintConfig, type PrintConfig } from "./print-config";
import { shiftPaths } from "./shift-paths";

/** The dashboard `print` route: `print?config=<base64 JSON>` or `print?useLocalStorage=true` (print-config.ts). */
export function PrintPage() {
  const { search } = useLocation();
  const [config] = useState(() => readPrintConfig(search, () => readStorage(storageKeys.printConfig)));
  if (!config) {
    return (
      <div className="mx-auto grid max-w-xl gap-6 pt-10">
        <EmptyState icon={FileQuestion} title="Nothing to print">
          This print link is incomplete or out of date. Open the shift again and choose Print.
        </EmptyState>
      </div>
    );
  }
  return <ShiftReportPrint config={config} />;
}

function ShiftReportPrint({ config }: { config: PrintConfig }) {
  const { company } = useCompany();
  const [layout, setLayout] = useState<PrintLayout>(config.layout);
  const [includeInventorySold, setIncludeInventorySold] = useState(config.includeInventorySold);
  const report = trpc.shifts.getReport.useQuery(
    { companyId: company.id, shiftId: config.shiftId, includeInventorySold },
    { placeholderData: (previous) => previous },
  );

  if (report.error) {
    return (
      <PageError error={report.error} permission="CAN_VIEW_REPORTS" onRetry={() => void report.refetch()} />
    );
  }
  if (!report.data) return <PageSpinner label="Loading shift report" />;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="no-print grid gap-4">
        <PageHeader
          title="Print shift report"
          back={{ to: shiftPaths(company.id).shift(config.shiftId), label: `Shift ${config.shiftId}` }}
          actions={
            <Button onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
          }
        />
        <div className="flex flex-wrap items-center gap-6">
          <ToggleGroup
            type="single"
            variant="outline"
            value={layout}
            onValueChange={(value) => value && setLayout(value as PrintLayout)}
            aria-label="Paper"
          >
            <ToggleGroupItem value="page">Full page</ToggleGroupItem>
            <ToggleGroupItem value="receipt">Receipt</ToggleGroupItem>
          </ToggleGroup>
          <div className="flex items-center gap-2">
            <Checkbox
              id="print-inventory-sold"
              checked={includeInventorySold}
              onCheckedChange={(value) => setIncludeInventorySold(value === true)}
            />
            <Label htmlFor="print-inventory-sold">Show inventory sold</Label>
          </div>
        </div>
      </div>
      {layout === "page" ? (
        <div className="overflow-hidden rounded-lg border shadow-sm">
          <ShiftReport report={report.data} timeZone={company.timezone} />
        </div>
      ) : (
        <div className="mx-auto w-fit rounded-lg border bg-white p-4 shadow-sm">
          <ShiftReceipt report={report.data} timeZone={company.timezone} />
        </div>
      )}
    </div>
  );
}
