import {
  advancedLimits,
  type AdvancedDefinition,
  type SavedAdvancedReport,
} from "@pos/core/reports/advanced-report.schema";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** Saves the report under a name: a new saved report, or (when one is open) its new version. */
export function SaveReportDialog({
  companyId,
  open,
  onClose,
  current,
  definition,
  onSaved,
}: {
  companyId: number;
  open: boolean;
  onClose: () => void;
  current: SavedAdvancedReport | null;
  definition: AdvancedDefinition;
  onSaved: (saved: SavedAdvancedReport) => void;
}) {
  const [name, setName] = useState(current?.name ?? "");
  const utils = trpc.useUtils();
  const save = trpc.advancedReports.save.useMutation({
    onSuccess: async (saved) => {
      await utils.advancedReports.saved.invalidate({ companyId });
      toast.success(`The report "${saved.name}" was saved`);
      onSaved(saved);
      onClose();
    },
  });
  const submit = (asNew: boolean) => {
    if (name.trim().length === 0) return;
    save.mutate({ companyId, name, definition, reportId: asNew ? undefined : current?.id });
  };
  const empty = name.trim().length === 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save report</DialogTitle>
          <DialogDescription>Saved reports are yours: no one else sees them.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit(current === null);
          }}
        >
          <Label htmlFor="report-name">Name</Label>
          <Input
            id="report-name"
            value={name}
            maxLength={advancedLimits.name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={save.isError || undefined}
            autoFocus
          />
          {save.error && <p className="text-sm text-destructive">{errorMessage(save.error)}</p>}
          {empty && save.isIdle && <p className="text-sm text-muted-foreground">Name the report</p>}
          <DialogFooter className="mt-2">
            {current && (
              <Button
                type="button"
                variant="outline"
                disabled={empty || save.isPending}
                onClick={() => submit(true)}
              >
                Save as new
              </Button>
            )}
            <Button type="submit" disabled={empty || save.isPending}>
              {current ? "Save changes" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
