import { Download, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { reportNames, type ReportProvince } from "@pos/core/compliance/compliance.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type ReportLocation = { id: string; name: string; province: ReportProvince };

/** The month before this one, YYYY-MM: the month a store reports next. */
function lastMonth(today = new Date()): string {
  const month = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

function saveText(fileName: string, text: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function ReportRow({ companyId, location }: { companyId: number; location: ReportLocation }) {
  const utils = trpc.useUtils();
  const [month, setMonth] = useState(lastMonth);
  const [pending, setPending] = useState(false);
  const inputId = `report-month-${location.id}`;

  async function download() {
    setPending(true);
    try {
      const report = await utils.client.complianceReports.monthly.query({
        companyId,
        locationId: location.id,
        month,
      });
      saveText(report.fileName, report.csv);
      toast.success(`Downloaded ${location.name}'s report for ${month} (${report.lines.length} products)`);
    } catch (error) {
      toast.error(serverMessageOr(error, "The report could not be made. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="flex flex-wrap items-end justify-between gap-4 px-6 py-4">
      <div className="grid gap-1">
        <span className="font-medium">{location.name}</span>
        <span className="text-sm text-muted-foreground">{reportNames[location.province]}</span>
      </div>
      <div className="flex items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={inputId} className="text-xs text-muted-foreground">
            Month
          </Label>
          <Input
            id={inputId}
            type="month"
            className="w-40"
            value={month}
            max={new Date().toISOString().slice(0, 7)}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <Button
          type="button"
          disabled={pending || !/^\d{4}-\d{2}$/.test(month)}
          onClick={() => void download()}
          aria-label={`Download the ${month} report of ${location.name}`}
        >
          <Download aria-hidden />
          {pending ? "Preparing..." : "Download CSV"}
        </Button>
      </div>
    </li>
  );
}

/** Each store's monthly sales and inventory report, in the shape its province publishes. */
export function MonthlyReports({ companyId, locations }: { companyId: number; locations: ReportLocation[] }) {
  if (locations.length === 0)
    return (
      <div className="p-6">
        <EmptyState icon={FileSpreadsheet} title="No provincial report for your stores">
          Monthly reports are made for stores in Ontario (with OCS compliance switched on), Alberta and
          British Columbia. Set each store's province in Settings, Locations.
        </EmptyState>
      </div>
    );
  return (
    <ul className="divide-y">
      {locations.map((location) => (
        <ReportRow key={location.id} companyId={companyId} location={location} />
      ))}
    </ul>
  );
}
