import { useState, type FormEvent } from "react";
import { formatCents } from "@pos/core/common/money";
import {
  cashMovementLabels,
  maxMovementAmount,
  type CashMovementType,
} from "@pos/core/shifts/cash-movement.schema";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { PasscodeInput } from "@/components/form/passcode-input";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { useOfflineShiftWork } from "@/lib/offline/shift-work";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";

const descriptions: Record<CashMovementType, string> = {
  cashDrop: "Cash taken out of the drawer to the safe.",
  payIn: "Cash put into the drawer.",
  payOut: "Cash paid out of the drawer, such as for a purchase.",
  noSale: "Open the drawer without a sale.",
};

type CashMovementDialogProps = { type: CashMovementType | null; onClose: () => void };

/** Records a cash drop, pay in, pay out or no sale on the open shift, with the employee's passcode. */
export function CashMovementDialog({ type, onClose }: CashMovementDialogProps) {
  return (
    <Dialog open={type !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {type && <MovementForm type={type} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MovementForm({ type, onClose }: { type: CashMovementType; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [passcode, setPasscode] = useState("");
  const [touched, setTouched] = useState(false);
  const label = cashMovementLabels[type];
  const needsAmount = type !== "noSale";
  const amountMissing = needsAmount && (amount === null || amount === 0);
  const offline = useOfflineShiftWork();
  const [offlineError, setOfflineError] = useState<string | null>(null);
  const [savingOffline, setSavingOffline] = useState(false);
  const record = trpc.cash.record.useMutation({
    // Offline it fails at once (not paused), so the movement goes to the outbox.
    networkMode: "always",
    onSuccess: (entry) => {
      posToast.success(
        entry.amount === null ? `${label} recorded` : `${label} of ${formatCents(entry.amount)} recorded`,
      );
      void utils.cash.invalidate();
      onClose();
    },
    // No answer from the server: the movement goes to the outbox (passcode checked on the register).
    onError: (error) => {
      if (isNetworkError(error)) void recordOffline();
    },
  });
  const pending = record.isPending || savingOffline;

  async function recordOffline() {
    setSavingOffline(true);
    const outcome = await offline
      .recordCashMovement({
        type,
        amount: needsAmount ? amount : null,
        note: note.trim() || null,
        passcode,
        label: amount === null || !needsAmount ? label : `${label} of ${formatCents(amount)}`,
      })
      .finally(() => setSavingOffline(false));
    if (!outcome.ok) return setOfflineError(outcome.message);
    posToast.success(outcome.message);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (amountMissing || passcode === "" || pending) return;
    setOfflineError(null);
    record.mutate({
      type,
      ...(needsAmount && amount !== null ? { amount } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      passcode,
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>{descriptions[type]}</DialogDescription>
      </DialogHeader>
      {needsAmount && (
        <div className="grid gap-2">
          <Label htmlFor="movement-amount">Amount</Label>
          <CurrencyInput
            id="movement-amount"
            autoFocus
            value={amount}
            onChange={setAmount}
            max={maxMovementAmount}
            onlyPositive
            aria-invalid={touched && amountMissing}
            aria-describedby={touched && amountMissing ? "movement-amount-error" : undefined}
          />
          {touched && amountMissing && (
            <p id="movement-amount-error" className="text-sm text-destructive">
              Enter an amount
            </p>
          )}
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor="movement-note">Note (optional)</Label>
        <Textarea
          id="movement-note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="movement-passcode">Your passcode</Label>
        <PasscodeInput
          id="movement-passcode"
          autoFocus={!needsAmount}
          value={passcode}
          onValueChange={setPasscode}
        />
      </div>
      <FormError
        title={`${label} not recorded`}
        message={
          offlineError ??
          (record.error && !isNetworkError(record.error)
            ? serverMessageOr(record.error, "There was an error")
            : null)
        }
      />
      <DialogFormFooter
        onCancel={onClose}
        pending={pending}
        submitLabel={`Record ${label.toLowerCase()}`}
        pendingLabel={`Recording the ${label.toLowerCase()}`}
        blocked={passcode === ""}
      />
    </form>
  );
}
