import { useState } from "react";
import { Gift } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { giftCardMessages } from "@pos/core/gift-cards/gift-cards.schema";
import {
  TenderNoteLine,
  useRetryKey,
  type ProviderTenderProps,
  type TenderNote,
} from "@/components/shared/provider-tender";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/**
 * Pays with a gift card: what the card holds, up to what is due (the rest stays due for another payment). A
 * redemption that got no answer keeps its key, so pressing again cannot take the money twice.
 */
export function GiftCardTender({ due, add, disabled, checkoutKey }: ProviderTenderProps) {
  const [cardNumber, setCardNumber] = useState("");
  const [message, setMessage] = useState<TenderNote | null>(null);
  const retry = useRetryKey();
  const utils = trpc.useUtils();
  const redeem = trpc.giftCards.redeem.useMutation();
  const [checking, setChecking] = useState(false);
  const busy = checking || redeem.isPending;

  async function pay() {
    setMessage(null);
    setChecking(true);
    try {
      const card = cardNumber.replace(/[\s-]/g, "");
      const { balance } = await utils.giftCards.balance.fetch({ cardNumber: card }, { staleTime: 0 });
      const amount = Math.min(balance, due);
      if (amount <= 0)
        return setMessage({ text: giftCardMessages.insufficient(formatCents(balance)), error: true });
      const idempotencyKey = retry.keyFor(`${card}:${amount}`);
      const charge = await redeem.mutateAsync({
        cardNumber: card,
        amount,
        checkoutKey,
        idempotencyKey,
      });
      retry.forget();
      add({ paymentTypeId: "other", amount: charge.amount, chargeId: charge.chargeId });
      setCardNumber("");
      setMessage({
        text:
          charge.amount < due
            ? `${charge.label} paid ${formatCents(charge.amount)}. ${formatCents(due - charge.amount)} remains to pay.`
            : `${charge.label} paid ${formatCents(charge.amount)}.`,
        error: false,
      });
    } catch (error) {
      if (!isNetworkError(error)) retry.forget();
      setMessage({ text: serverMessageOr(error, giftCardMessages.unavailable), error: true });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="grid gap-2 rounded-md border p-3" aria-label="Gift card payment">
      <Label htmlFor="gift-card-tender" className="flex items-center gap-2">
        <Gift className="size-4 text-muted-foreground" aria-hidden /> Gift card number
      </Label>
      <div className="flex gap-2">
        <Input
          id="gift-card-tender"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          className="h-12 flex-1"
          value={cardNumber}
          disabled={disabled || busy}
          onChange={(event) => setCardNumber(event.target.value)}
        />
        <Button
          type="button"
          className="h-12"
          disabled={disabled || busy || due <= 0 || cardNumber.trim().length < 8}
          onClick={() => void pay()}
        >
          {busy && <Spinner />}
          Pay with gift card
        </Button>
      </div>
      <TenderNoteLine note={message} />
    </div>
  );
}
