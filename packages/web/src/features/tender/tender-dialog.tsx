import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import { saleLimits, type ManualTender, type TenderInput } from "@pos/core/payments/payment.schema";
import {
  isCardProvider,
  type ActivePaymentOption,
  type CardProviderId,
  type CardSaleView,
} from "@pos/core/card-payments/card-payments.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { CardChargePanel } from "./card-charge-panel";
import { CashKeypad } from "./cash-keypad";
import { UnusedCardPayments } from "./unused-card-payments";
import { useCardCharge } from "./use-card-charge";
import {
  addTender,
  applyKey,
  dueFor,
  loyaltyCap,
  quickCashAmounts,
  settle,
  tenderLabel,
} from "./tender-math";
import { TenderSummary } from "./tender-summary";

/** What a tender taken outside the dialog (card terminal, gift card) needs: the amount due and a way to add it. */
export type ExternalTenderContext = { due: number; add: (tender: TenderInput) => void; disabled: boolean };

export type TenderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
  pennyRounding: boolean;
  tenderTypes: ManualTender[];
  /** The provider's card tenders on at this register (payment option rule and register preference). */
  cardOptions: ActivePaymentOption[];
  /** The register's company and location, to hear its card transactions. */
  realtime: { companyId: number; locationId: string } | null;
  /** The customer's points, when loyalty may pay. */
  loyalty: { pointsBalance: number; loyaltyDiscountPoints: number } | null;
  onComplete: (tenders: TenderInput[]) => void;
  pending: boolean;
  /** The server's message when the checkout failed. */
  error: string | null;
  externalTenders?: (context: ExternalTenderContext) => ReactNode;
  /** The open sale's key: a card payment is started for it, and given back if the sale is abandoned. */
  checkoutKey: string;
  /** A card payment was started for the open sale. */
  onCardStarted: () => void;
};

/** Takes payment: one or several tenders until the total is covered, then completes the sale once. */
export function TenderDialog(props: TenderDialogProps) {
  const { open, onOpenChange, pending } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100vh-1rem)] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Take payment</DialogTitle>
          <DialogDescription>Add one or more payments until nothing remains.</DialogDescription>
        </DialogHeader>
        {open && <TenderForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

type TenderType = ManualTender | CardProviderId;

function TenderForm({
  total: goods,
  pennyRounding,
  tenderTypes,
  cardOptions,
  realtime,
  loyalty,
  onComplete,
  pending: completing,
  error,
  externalTenders,
  checkoutKey,
  onCardStarted,
}: TenderDialogProps) {
  const [tenders, setTenders] = useState<TenderInput[]>([]);
  const [tip, setTip] = useState(0);
  const [type, setType] = useState<TenderType>(tenderTypes[0] ?? cardOptions[0]?.provider ?? "cash");
  const [typed, setTyped] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const takeCard = (sale: CardSaleView) => {
    setTenders((current) =>
      addTender(current, {
        paymentTypeId: sale.provider,
        amount: sale.chargedAmount,
        cardSaleKey: sale.idempotencyKey,
      }),
    );
    setTip((current) => current + sale.tipAmount);
    setTyped(null);
    setNote(
      sale.status === "PARTIALLY_APPROVED"
        ? `Partly approved: the card paid ${formatCents(sale.chargedAmount)} of ${formatCents(sale.requestedAmount)}. Take the rest with another payment.`
        : sale.tipAmount > 0
          ? `Approved with a tip of ${formatCents(sale.tipAmount)}.`
          : null,
    );
  };
  const card = useCardCharge({ realtime, onApproved: takeCard });
  const pending = completing || card.active !== null;
  const total = goods + tip;
  const cardOption = isCardProvider(type)
    ? cardOptions.find((option) => option.provider === type)
    : undefined;

  const settlement = settle(total, tenders, pennyRounding);
  const covered = tenders.length > 0 && settlement !== null && settlement.remaining === 0;
  const due = dueFor(type, total, tenders, pennyRounding);
  const cap = loyalty ? loyaltyCap({ total, tenders, ...loyalty }) : 0;
  const suggested = type === "loyalty" ? Math.min(due, cap) : due;
  const amount = typed ?? suggested;
  const completeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (covered) completeButton.current?.focus();
  }, [covered]);

  function choose(next: TenderType) {
    setType(next);
    setTyped(null);
    setProblem(null);
    card.clearProblem();
  }

  function add(cents: number) {
    const label = tenderLabel(type);
    if (cents <= 0) return setProblem("Enter an amount more than $0.00");
    if (due <= 0) return setProblem("Nothing remains to pay");
    if (type === "loyalty" && cents > cap)
      return setProblem(`Loyalty points can pay at most ${formatCents(cap)}`);
    if (type !== "cash" && cents > due)
      return setProblem(`${label} can pay at most ${formatCents(due)}. Only cash gives change.`);
    if (isCardProvider(type)) {
      setProblem(null);
      setNote(null);
      onCardStarted();
      return card.begin(type, cents, checkoutKey);
    }
    setTenders((current) => addTender(current, { paymentTypeId: type, amount: cents }));
    setTyped(null);
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (covered) onComplete(tenders);
  }

  return (
    <form onSubmit={submit} className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <div className="grid content-start gap-4">
        <div
          role="group"
          aria-label="Payment type"
          className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2"
        >
          {[...tenderTypes, ...cardOptions.map((option) => option.provider)].map((option) => (
            <Button
              key={option}
              type="button"
              variant={option === type ? "default" : "outline"}
              aria-pressed={option === type}
              className="h-12 text-base"
              disabled={pending}
              onClick={() => choose(option)}
            >
              {tenderLabel(option)}
            </Button>
          ))}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="tender-amount">{tenderLabel(type)} amount</Label>
          <div className="flex gap-2">
            <CurrencyInput
              id="tender-amount"
              className="flex-1 [&_input]:h-12 [&_input]:text-xl [&_input]:font-semibold"
              autoFocus
              onlyPositive
              max={saleLimits.maxCents}
              value={amount}
              disabled={pending || covered}
              onChange={(cents) => setTyped(cents ?? 0)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                add(amount);
              }}
            />
            <Button
              type="button"
              size="lg"
              className="h-12 px-6"
              disabled={pending || covered}
              onClick={() => add(amount)}
            >
              {cardOption ? `Charge ${cardOption.posDisplayName}` : `Add ${tenderLabel(type)}`}
            </Button>
          </div>
          {type === "loyalty" && loyalty && (
            <p className="text-sm text-muted-foreground" data-testid="loyalty-cap">
              Up to {formatCents(cap)} from {loyalty.pointsBalance.toLocaleString("en-US")} points
            </p>
          )}
          {card.active && (
            <CardChargePanel
              active={card.active}
              sale={card.sale}
              cancelling={card.cancelling}
              onCancel={card.abort}
            />
          )}
          {(problem ?? card.problem) && (
            <p role="alert" className="text-sm text-destructive">
              {problem ?? card.problem}
            </p>
          )}
          {note && (
            <p className="text-sm text-muted-foreground" data-testid="card-note">
              {note}
            </p>
          )}
          <UnusedCardPayments
            taken={tenders.flatMap((tender) => (tender.cardSaleKey ? [tender.cardSaleKey] : []))}
            following={card.active?.idempotencyKey ?? null}
            onUse={takeCard}
            disabled={pending}
          />
        </div>
        {externalTenders?.({
          due: settlement?.remaining ?? 0,
          add: (tender) => setTenders((current) => addTender(current, tender)),
          disabled: pending || covered,
        })}
        {type === "cash" && (
          <CashKeypad
            disabled={pending || covered}
            quickAmounts={quickCashAmounts(due)}
            onQuick={add}
            onKey={(key) => setTyped(applyKey(typed ?? 0, key, saleLimits.maxCents))}
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        <TenderSummary
          total={total}
          tip={tip}
          tenders={tenders}
          settlement={settlement}
          disabled={pending}
          onRemove={(index) => setTenders((current) => current.filter((_, at) => at !== index))}
        />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <Button
          ref={completeButton}
          type="submit"
          size="lg"
          className="mt-auto h-14 text-lg"
          disabled={!covered || pending}
        >
          {completing && <Spinner />}
          {completing ? "Completing sale…" : "Complete sale"}
        </Button>
      </div>
    </form>
  );
}
