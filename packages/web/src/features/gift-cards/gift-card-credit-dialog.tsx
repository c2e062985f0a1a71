import { useState, type FormEvent } from "react";
import { formatCents } from "@pos/core/common/money";
import { giftCardMessages, ZGiftCardNumber } from "@pos/core/gift-cards/gift-cards.schema";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { PasscodeInput } from "@/components/form/passcode-input";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";

type GiftCardCreditDialogProps = { open: boolean; onClose: () => void };

/**
 * Puts value on a gift card outside a sale (a return without a receipt, a goodwill credit): a manager who may
 * issue refunds approves it with a passcode and gives the reason; the owner sees it on settings/giftcards.
 */
export function GiftCardCreditDialog({ open, onClose }: GiftCardCreditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">{open && <CreditForm onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function CreditForm({ onClose }: { onClose: () => void }) {
  const [cardNumber, setCardNumber] = useState("");
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const [passcode, setPasscode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // One key per credit, kept while the form is open: pressing again after a lost answer never credits twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const credit = trpc.giftCards.refundToCard.useMutation({
    onSuccess: (card) => {
      posToast.success(
        `${formatCents(amount ?? 0)} put on gift card ${card.masked}: it now holds ${formatCents(card.balance)}`,
      );
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = ZGiftCardNumber.safeParse(cardNumber);
    if (!number.success) return setProblem(number.error.issues[0]?.message ?? "Check the number");
    if (!amount || amount <= 0) return setProblem("Enter the amount to put on the card");
    if (reason.trim() === "") return setProblem(giftCardMessages.reasonRequired);
    setProblem(null);
    credit.mutate({ cardNumber: number.data, amount, reason: reason.trim(), passcode, idempotencyKey });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Credit a gift card</DialogTitle>
        <DialogDescription>
          Put value on a card without a sale, such as for a return without a receipt. A manager approves it.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="credit-card-number">Card number</Label>
        <Input
          id="credit-card-number"
          autoFocus
          inputMode="numeric"
          autoComplete="off"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="credit-amount">Amount</Label>
        <CurrencyInput id="credit-amount" value={amount} onChange={setAmount} onlyPositive />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="credit-reason">Reason</Label>
        <Textarea
          id="credit-reason"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="credit-passcode">Manager passcode</Label>
        <PasscodeInput id="credit-passcode" value={passcode} onValueChange={setPasscode} />
      </div>
      <FormError
        title="The card was not credited"
        message={problem ?? (credit.error ? serverMessageOr(credit.error, "There was an error") : null)}
      />
      <DialogFormFooter
        onCancel={onClose}
        pending={credit.isPending}
        submitLabel="Credit the card"
        pendingLabel="Crediting the card"
        blocked={passcode === ""}
      />
    </form>
  );
}
