import { useState, type FormEvent } from "react";
import { formatCents } from "@pos/core/common/money";
import { paymentTypeLabels } from "@pos/core/payments/payment-lists.schema";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { terminalMessages, type TerminalView } from "@pos/core/terminals/terminals.schema";
import { FormError } from "@/components/form/form-error";
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
import { Textarea } from "@/components/ui/textarea";
import { serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { RefundLineRow } from "./refund-line-row";
import { chosenLines, emptySelection, fullSelection, previewRefund, unitsLeft } from "./refund-selection";

type RefundDialogProps = {
  payment: PaymentView;
  open: boolean;
  onClose: () => void;
  /** The register's selected Worldpay terminal: a terminal sale's money goes back on it. */
  terminal: TerminalView | null;
};

/** Picks lines and units of a sale to refund, shows what goes back on each tender, and refunds with a passcode. */
export function RefundDialog({ payment, open, onClose, terminal }: RefundDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        {open && <RefundForm payment={payment} onClose={onClose} terminal={terminal} />}
      </DialogContent>
    </Dialog>
  );
}

type RefundFormProps = Omit<RefundDialogProps, "open">;

function RefundForm({ payment, onClose, terminal }: RefundFormProps) {
  const utils = trpc.useUtils();
  const [selection, setSelection] = useState(() => emptySelection(payment));
  const [reason, setReason] = useState("");
  const [passcode, setPasscode] = useState("");
  // One key per attempt: a retry after a lost answer is refunded once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = trpc.payments.refund.useMutation({
    onSuccess: ({ refund: done }) => {
      posToast.success(`Refunded ${formatCents(done.amount)}`);
      void utils.payments.invalidate();
      onClose();
    },
  });
  const preview = previewRefund(payment, selection);
  const lines = chosenLines(selection);
  const onTerminal = preview.plan?.tenders.some((tender) => tender.paymentTypeId === "worldpay") ?? false;
  const canSubmit = preview.plan !== null && passcode.length >= 4 && !refund.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    refund.mutate({
      paymentId: payment.id,
      idempotencyKey,
      lines,
      reason: reason.trim(),
      passcode,
      terminalConnectionId: terminal?.connectionId ?? null,
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Refund sale #{payment.number}</DialogTitle>
        <DialogDescription>
          Choose what comes back. The money goes back on the sale's own payments.
        </DialogDescription>
      </DialogHeader>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setSelection((current) => fullSelection(payment, current))}
        >
          Refund everything
        </Button>
      </div>
      <ul className="divide-y rounded-md border px-4" aria-label="Lines">
        {payment.lines.map((line) => (
          <RefundLineRow
            key={line.lineId}
            line={line}
            choice={selection[line.lineId] ?? { units: 0, restock: true }}
            onChange={(choice) => setSelection((current) => ({ ...current, [line.lineId]: choice }))}
          />
        ))}
      </ul>
      <section
        className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm"
        aria-label="Refund summary"
        aria-live="polite"
      >
        {preview.plan ? (
          <>
            {preview.plan.tenders.map((tender) => (
              <div key={`${tender.paymentTypeId}:${tender.cardType ?? ""}`} className="flex justify-between">
                <span>
                  Back on{" "}
                  {tender.cardType?.startsWith("Gift card")
                    ? tender.cardType
                    : paymentTypeLabels[tender.paymentTypeId]}
                </span>
                <span className="tabular-nums">
                  {formatCents(tender.amount)}
                  {tender.points !== null && ` (${tender.points} points)`}
                </span>
              </div>
            ))}
            <div className="flex justify-between text-base font-semibold">
              <span>Refund total</span>
              <span className="tabular-nums">{formatCents(preview.plan.amount)}</span>
            </div>
            {onTerminal && (
              <p className={terminal ? "text-muted-foreground" : "text-destructive"}>
                {terminal
                  ? `The Worldpay part goes back on the terminal ${terminal.name}: the customer presents the card there.`
                  : terminalMessages.notSelected}
              </p>
            )}
          </>
        ) : (
          <p className={preview.error ? "text-destructive" : "text-muted-foreground"}>
            {preview.error ??
              (payment.lines.some((line) => unitsLeft(line) > 0)
                ? "Choose units to refund."
                : "Nothing left to refund.")}
          </p>
        )}
      </section>
      <div className="grid gap-2">
        <Label htmlFor="refund-reason">Reason (optional)</Label>
        <Textarea
          id="refund-reason"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="refund-passcode">Manager passcode</Label>
        <PasscodeInput id="refund-passcode" value={passcode} onValueChange={setPasscode} />
        <p className="text-xs text-muted-foreground">An employee who may issue refunds.</p>
      </div>
      <FormError
        title="Refund not made"
        message={refund.error ? serverMessageOr(refund.error, "Failed to process refund") : null}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {refund.isPending && <Spinner label={onTerminal ? "Waiting for the terminal" : "Refunding"} />}
          {preview.plan ? `Refund ${formatCents(preview.plan.amount)}` : "Refund"}
        </Button>
      </DialogFooter>
    </form>
  );
}
