import { BarChart3, Download, Printer } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";

/** Export CSV and Print, hidden on paper. */
export function ReportActions({ onExport, disabled }: { onExport: () => void; disabled: boolean }) {
  return (
    <div className="no-print flex gap-2">
      <Button variant="outline" onClick={onExport} disabled={disabled}>
        <Download aria-hidden /> Export CSV
      </Button>
      <Button variant="outline" onClick={() => window.print()} disabled={disabled}>
        <Printer aria-hidden /> Print
      </Button>
    </div>
  );
}

/** A user who may see reports of none of the company's locations. */
export function NoReportLocations() {
  return (
    <EmptyState icon={BarChart3} title="No locations to report on">
      You may see reports of no location of this company.
    </EmptyState>
  );
}

/** "2026-04-01" or "2026-04-01 to 2026-04-30". */
export const periodText = (from: string, to: string): string => (from === to ? from : `${from} to ${to}`);
