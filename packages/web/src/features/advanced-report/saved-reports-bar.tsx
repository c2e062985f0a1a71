import type { AdvancedDefinition, SavedAdvancedReport } from "@pos/core/reports/advanced-report.schema";
import { Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { DeleteDialog } from "@/components/shared/delete-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { trpc } from "@/lib/trpc";
import { SaveReportDialog } from "./save-report-dialog";

/** Open, save and delete the user's own report definitions. */
export function SavedReportsBar({
  companyId,
  current,
  definition,
  onOpen,
  onClosed,
}: {
  companyId: number;
  current: SavedAdvancedReport | null;
  definition: AdvancedDefinition;
  onOpen: (saved: SavedAdvancedReport) => void;
  onClosed: () => void;
}) {
  const saved = trpc.advancedReports.saved.useQuery({ companyId });
  const utils = trpc.useUtils();
  const remove = trpc.advancedReports.delete.useMutation();
  const [dialog, setDialog] = useState<"save" | "delete" | null>(null);
  const reports = saved.data ?? [];
  return (
    <div className="no-print flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="saved-report">Saved reports</Label>
        <Select
          value={current?.id ?? ""}
          onValueChange={(id) => {
            const chosen = reports.find((report) => report.id === id);
            if (chosen) onOpen(chosen);
          }}
          disabled={reports.length === 0}
        >
          <SelectTrigger id="saved-report" className="w-56">
            <SelectValue
              placeholder={
                saved.isLoading ? "Loading…" : reports.length === 0 ? "None saved yet" : "Open a saved report"
              }
            />
          </SelectTrigger>
          <SelectContent>
            {reports.map((report) => (
              <SelectItem key={report.id} value={report.id}>
                {report.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button variant="outline" onClick={() => setDialog("save")}>
        <Save aria-hidden /> Save report
      </Button>
      {current && (
        <Button variant="outline" onClick={() => setDialog("delete")}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      {dialog === "save" && (
        <SaveReportDialog
          companyId={companyId}
          open
          onClose={() => setDialog(null)}
          current={current}
          definition={definition}
          onSaved={onOpen}
        />
      )}
      <DeleteDialog
        noun="saved report"
        name={current?.name ?? ""}
        open={dialog === "delete" && current !== null}
        onClose={() => setDialog(null)}
        description="The report's definition is deleted for good. Sales are not affected."
        onDelete={async () => {
          if (!current) return;
          await remove.mutateAsync({ companyId, reportId: current.id });
          await utils.advancedReports.saved.invalidate({ companyId });
          onClosed();
        }}
      />
    </div>
  );
}
