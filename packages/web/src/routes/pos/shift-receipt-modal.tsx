import { keepPreviousData } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ShiftReceipt } from "@/features/shift-report/shift-receipt";

type ShiftReceiptModalProps = {
  shiftId: string;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The 'Receipt' modal of the shift start screen: the end-of-shift receipt of a shift, ready to print. */
export function ShiftReceiptModal({ shiftId, timeZone, open, onOpenChange }: ShiftReceiptModalProps) {
  const [includeInventorySold, setIncludeInventorySold] = useState(false);
  const report = trpc.shifts.report.useQuery(
    { shiftId, includeInventorySold },
    { enabled: open, placeholderData: keepPreviousData },
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex flex-col overflow-hidden sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Receipt</DialogTitle>
          <DialogDescription>End-of-shift receipt of shift {shiftId}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Checkbox
            id="receipt-inventory"
            checked={includeInventorySold}
            onCheckedChange={(value) => setIncludeInventorySold(value === true)}
          />
          <Label htmlFor="receipt-inventory">Show inventory sold</Label>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto rounded-md border bg-white p-2">
          {report.data && <ShiftReceipt report={report.data} timeZone={timeZone} />}
          {report.isPending && (
            <div className="flex h-40 items-center justify-center">
              <Spinner label="Loading the receipt" />
            </div>
          )}
          {report.error && (
            <LoadError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
          )}
        </div>
        <DialogFooter>
          <Button disabled={!report.data} onClick={() => window.print()}>
            <Printer aria-hidden />
            Print end-of-shift receipt
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
