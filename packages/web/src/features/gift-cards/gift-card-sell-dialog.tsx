import { useState, type FormEvent } from "react";
import { formatCents } from "@pos/core/common/money";
import { ZGiftCardNumber } from "@pos/core/gift-cards/gift-cards.schema";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type GiftCardSellDialogProps = {
  product: PosProduct | null;
  onClose: () => void;
  onAdd: (product: PosProduct, cardNumber: string, amount: number) => void;
};

/**
 * Selling a gift card: the card's number and the value to load. A new card is activated, a known one reloaded,
 * when the sale completes (not before: an abandoned cart loads nothing).
 */
export function GiftCardSellDialog({ product, onClose, onAdd }: GiftCardSellDialogProps) {
  const [cardNumber, setCardNumber] = useState("");
  const [amount, setAmount] = useState<number | null>(product?.price ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const utils = trpc.useUtils();

  function close() {
    setCardNumber("");
    setAmount(null);
    setProblem(null);
    setBalance(null);
    onClose();
  }

  async function check() {
    const parsed = ZGiftCardNumber.safeParse(cardNumber);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the number");
    try {
      const card = await utils.giftCards.balance.fetch({ cardNumber: parsed.data }, { staleTime: 0 });
      setBalance(`This card holds ${formatCents(card.balance)}; the sale adds to it.`);
      setProblem(null);
    } catch (error) {
      setBalance(
        serverMessageOr(error, "The balance could not be checked") + " A new card is activated by the sale.",
      );
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZGiftCardNumber.safeParse(cardNumber);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the number");
    if (!amount || amount <= 0) return setProblem("Enter the amount to load");
    if (product) onAdd(product, parsed.data, amount);
    close();
  }

  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sell {product?.name ?? "gift card"}</DialogTitle>
          <DialogDescription>Scan or type the card's number and the amount to put on it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="gift-card-number">Card number</Label>
            <div className="flex gap-2">
              <Input
                id="gift-card-number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={40}
                className="h-12 flex-1"
                value={cardNumber}
                onChange={(event) => {
                  setCardNumber(event.target.value);
                  setBalance(null);
                }}
                autoFocus
              />
              <Button type="button" variant="outline" className="h-12" onClick={() => void check()}>
                Check balance
              </Button>
            </div>
            {balance && (
              <p className="text-sm text-muted-foreground" role="status">
                {balance}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="gift-card-amount">Amount to load</Label>
            <CurrencyInput
              id="gift-card-amount"
              className="[&_input]:h-12"
              onlyPositive
              max={100_000_000}
              value={amount}
              onChange={setAmount}
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" size="lg" className="h-12">
            Add to cart
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
