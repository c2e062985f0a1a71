import { useState, type FormEvent } from "react";
import { formatCents } from "@pos/core/common/money";
import { queueMessages, type QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { PasscodeInput } from "@/components/form/passcode-input";
import { Button } from "@/components/ui/button";
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
import { httpStatusOf, serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { orderTypeLabels } from "./queue-state";

type CancelEntryDialogProps = {
  entry: QueueEntryView | null;
  onClose: () => void;
  onCancelled: (id: string) => void;
};

/** Cancels a parked sale or online order with the passcode of the employee cancelling it. */
export function CancelEntryDialog({ entry, onClose, onCancelled }: CancelEntryDialogProps) {
  const [passcode, setPasscode] = useState("");
  const cancel = trpc.paymentQueue.cancel.useMutation({
    onSuccess: (result) => {
      onCancelled(result.id);
      posToast.success(`${orderTypeLabels[result.orderType]} sale cancelled`);
      close();
    },
    onError: (error) => {
      const paid = (entry?.paidAmount ?? 0) > 0;
      if (paid && httpStatusOf(error) === 403) return posToast.error(queueMessages.noPermissionPaid);
      const description = serverMessageOr(error, "") || undefined;
      posToast.error(paid ? queueMessages.cancelPaid : queueMessages.cancelParked, { description });
      setPasscode("");
    },
  });

  function close() {
    setPasscode("");
    cancel.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!entry || passcode === "" || cancel.isPending) return;
    cancel.mutate({ paymentQueueId: entry.id, passcode });
  }

  const paid = entry !== null && entry.paidAmount > 0;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && !cancel.isPending && close()}>
      <DialogContent className="sm:max-w-sm">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              Cancel this {entry ? orderTypeLabels[entry.orderType].toLowerCase() : ""} sale?
            </DialogTitle>
            <DialogDescription>
              {paid
                ? `${formatCents(entry.paidAmount)} was already paid. A manager allowed to edit sales must enter their passcode.`
                : "Enter your passcode to cancel it. It leaves the list of every register."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="cancel-passcode">Passcode</Label>
            <PasscodeInput id="cancel-passcode" autoFocus value={passcode} onValueChange={setPasscode} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={passcode === "" || cancel.isPending}>
              {cancel.isPending && <Spinner />}
              Cancel sale
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
