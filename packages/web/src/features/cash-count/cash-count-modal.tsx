import { useState, type FormEvent, type ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import { countTotal, denominationGroups, type Country } from "@pos/core/shifts/denominations";
import type { CashCount } from "@pos/core/shifts/shift.schema";
import { FormError } from "@/components/form/form-error";
import { PasscodeInput } from "@/components/form/passcode-input";
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
import { countStepButton, filledCounts, hasCounts } from "./count-step";
import { DenominationFields } from "./denomination-fields";

/** The step after the count, when the count needs a passcode (ending a shift). */
export type PasscodeStep = { title: string; description: string; submitLabel: string; note: string };

export type CashCountResult = {
  /** The filled-in counts, or null when skipped. */
  count: CashCount | null;
  /** Cents; null when skipped. */
  total: number | null;
  /** Empty without a passcode step. */
  passcode: string;
};

type CashCountModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  country: Country;
  initialCount?: CashCount | null;
  passcodeStep?: PasscodeStep;
  skipLabel?: string;
  skipNote?: string;
  pending?: boolean;
  error?: { title: string; message: string } | null;
  /** Shown on the passcode step above the passcode (ending a shift: what is still pending, a discrepancy). */
  passcodeNotice?: (result: CashCountResult) => ReactNode;
  onSubmit: (result: CashCountResult) => void;
};

/** The cash-count modal (pos-and-accounts.md 2.10): coins and bills with a running total, then a passcode. */
export function CashCountModal(props: CashCountModalProps) {
  const { open, onOpenChange, pending = false } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100vh-2rem)] overflow-y-auto sm:max-w-2xl">
        <CashCountBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

function CashCountBody({
  onOpenChange,
  title,
  description,
  country,
  initialCount,
  passcodeStep,
  skipLabel = "Skip count",
  skipNote,
  pending = false,
  error = null,
  passcodeNotice,
  onSubmit,
}: CashCountModalProps) {
  const [step, setStep] = useState<"count" | "passcode">("count");
  const [count, setCount] = useState<CashCount>(initialCount ?? {});
  const [skip, setSkip] = useState(false);
  const [passcode, setPasscode] = useState("");
  const { coins, bills } = denominationGroups(country);
  const total = countTotal(count);
  const button = countStepButton({ passcodeStep: Boolean(passcodeStep), skip, counted: hasCounts(count) });
  const result = (): CashCountResult =>
    skip ? { count: null, total: null, passcode } : { count: filledCounts(count), total, passcode };

  const change = (denomination: number, value: number | null) =>
    setCount((current) => ({ ...current, [String(denomination)]: value }));

  function submitCount(event: FormEvent) {
    event.preventDefault();
    if (!button.enabled) return;
    if (passcodeStep) setStep("passcode");
    else onSubmit(result());
  }

  function submitPasscode(event: FormEvent) {
    event.preventDefault();
    if (passcode !== "" && !pending) onSubmit(result());
  }

  if (step === "passcode" && passcodeStep) {
    return (
      <form onSubmit={submitPasscode} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{passcodeStep.title}</DialogTitle>
          <DialogDescription>{passcodeStep.description}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {skip ? `${skipLabel}: ${skipNote ?? ""}` : `Counted float: ${formatCents(total)}`}
        </p>
        {passcodeNotice?.(result())}
        <div className="grid gap-2">
          <Label htmlFor="count-passcode">Your passcode</Label>
          <PasscodeInput id="count-passcode" autoFocus value={passcode} onValueChange={setPasscode} />
        </div>
        <p className="text-sm text-muted-foreground">{passcodeStep.note}</p>
        {error && <FormError title={error.title} message={error.message} />}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={() => setStep("count")}>
            Back
          </Button>
          <Button type="submit" disabled={passcode === "" || pending}>
            {pending && <Spinner label={`${passcodeStep.submitLabel} in progress`} />}
            {passcodeStep.submitLabel}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <form onSubmit={submitCount} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-6 sm:grid-cols-2">
        <DenominationFields
          legend="Coins"
          denominations={coins}
          count={count}
          onChange={change}
          disabled={skip}
        />
        <DenominationFields
          legend="Bills"
          denominations={bills}
          count={count}
          onChange={change}
          disabled={skip}
        />
      </div>
      <p
        className="flex items-center justify-between border-t pt-3 text-base font-semibold"
        aria-live="polite"
      >
        <span>Total</span>
        <span className="tabular-nums" data-testid="count-total">
          {formatCents(total)}
        </span>
      </p>
      {passcodeStep && (
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <Checkbox id="count-skip" checked={skip} onCheckedChange={(value) => setSkip(value === true)} />
            <Label htmlFor="count-skip">{skipLabel}</Label>
          </div>
          {skipNote && <p className="pl-6 text-sm text-muted-foreground">{skipNote}</p>}
        </div>
      )}
      {!passcodeStep && error && <FormError title={error.title} message={error.message} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!button.enabled}>
          {button.label}
        </Button>
      </DialogFooter>
    </form>
  );
}
