import { useState } from "react";
import { CreditCard } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { terminalMessages } from "@pos/core/terminals/terminals.schema";
import {
  TenderNoteLine,
  useRetryKey,
  type ProviderTenderProps,
  type TenderNote,
} from "@/components/shared/provider-tender";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { selectedTerminal } from "./terminal-storage";

/**
 * Pays what is due on the selected terminal. An approval becomes a Worldpay tender; a partial approval one for
 * what the terminal approved, the rest staying due. A try that got no answer keeps its key, so pressing again
 * asks for the same payment and the card is never charged twice.
 */
export function TerminalTender({ due, add, disabled, checkoutKey }: ProviderTenderProps) {
  const sale = trpc.terminals.sale.useMutation();
  const retry = useRetryKey();
  const [message, setMessage] = useState<TenderNote | null>(null);
  const terminal = selectedTerminal();

  function pay() {
    if (!terminal?.connectionId) return setMessage({ text: terminalMessages.notSelected, error: true });
    const idempotencyKey = retry.keyFor(String(due));
    setMessage(null);
    sale.mutate(
      {
        connectionId: terminal.connectionId,
        amount: due,
        checkoutKey,
        idempotencyKey,
      },
      {
        onSuccess: (charge) => {
          retry.forget();
          add({ paymentTypeId: "worldpay", amount: charge.amount, chargeId: charge.chargeId });
          if (charge.amount < charge.requested)
            setMessage({
              text: `The terminal approved ${formatCents(charge.amount)} of ${formatCents(charge.requested)}. ${formatCents(charge.requested - charge.amount)} remains to pay.`,
              error: false,
            });
        },
        onError: (error) => {
          // Declined: a new try is a new payment. No answer: the same key asks for the same payment again.
          const unanswered = isNetworkError(error) || error.data?.code === "BAD_GATEWAY";
          if (!unanswered) retry.forget();
          setMessage({ text: serverMessageOr(error, terminalMessages.failed), error: true });
        },
      },
    );
  }

  return (
    <div className="grid gap-2 rounded-md border p-3" aria-label="Card terminal">
      <div className="flex flex-wrap items-center gap-3">
        <CreditCard className="size-5 text-muted-foreground" aria-hidden />
        <span className="flex-1 text-sm">
          {terminal ? (
            <>
              Worldpay terminal: <span className="font-medium">{terminal.name}</span>
            </>
          ) : (
            "No Worldpay terminal selected"
          )}
        </span>
        <Button
          type="button"
          className="h-12"
          disabled={disabled || sale.isPending || due <= 0}
          onClick={pay}
        >
          {sale.isPending && <Spinner />}
          {sale.isPending
            ? "Waiting for the terminal…"
            : due > 0
              ? `Pay ${formatCents(due)} on terminal`
              : "Pay on terminal"}
        </Button>
      </div>
      <TenderNoteLine note={message} />
    </div>
  );
}
