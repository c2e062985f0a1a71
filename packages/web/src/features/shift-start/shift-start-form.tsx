import { Calculator } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { CashCount } from "@pos/core/shifts/shift.schema";
import { PasscodeInput } from "@/components/form/passcode-input";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { onboardingFloat, onboardingPasscode, onboardingTexts } from "./onboarding";

const startErrorId = "shift-start-error";

/** The starting float field takes at most 999999 as typed, i.e. $9,999.99. */
export const maxFloatInput = 999_999;

type ShiftStartFormProps = {
  onboarding: boolean;
  /** The float the Calculator counted, to put into the field; a new object for each count. */
  counted: { total: number; count: CashCount } | null;
  onOpenCalculator: () => void;
  lastShiftId: string | null;
  onViewLastShift: () => void;
};

/** The right panel of the shift start screen (pos-and-accounts.md 2.8). */
export function ShiftStartForm({
  onboarding,
  counted,
  onOpenCalculator,
  lastShiftId,
  onViewLastShift,
}: ShiftStartFormProps) {
  const utils = trpc.useUtils();
  const [float, setFloat] = useState<number | null>(onboarding ? onboardingFloat : null);
  const [floatCount, setFloatCount] = useState<CashCount | null>(null);
  const [appliedCount, setAppliedCount] = useState(counted);
  const [notesOpen, setNotesOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const [passcode, setPasscode] = useState(onboarding ? onboardingPasscode : "");
  const start = trpc.shifts.start.useMutation({
    onSuccess: (result) => {
      posToast.dismiss(startErrorId);
      posToast.success(result.message);
      return Promise.all([utils.shifts.current.invalidate(), utils.hours.invalidate()]);
    },
    onError: (error) =>
      posToast.error(serverMessageOr(error, "There was an error starting your shift"), {
        id: startErrorId,
        duration: Infinity,
      }),
  });

  if (counted !== appliedCount) {
    setAppliedCount(counted);
    if (counted) {
      setFloat(counted.total);
      setFloatCount(counted.count);
    }
  }

  function changeFloat(cents: number | null) {
    setFloat(cents);
    setFloatCount(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (passcode === "" || start.isPending) return;
    start.mutate({
      startingFloat: Math.abs(float ?? 0),
      ...(floatCount ? { floatCount } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      passcode,
    });
  }

  const floatField = (
    <CurrencyInput
      id="starting-float"
      className="flex-1"
      value={float}
      onChange={changeFloat}
      max={maxFloatInput}
      onlyPositive
      aria-describedby={floatCount ? "float-counted" : undefined}
    />
  );

  return (
    <form onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="starting-float">Starting float</Label>
        <div className="flex gap-2">
          {onboarding ? (
            <Tooltip defaultOpen>
              <TooltipTrigger asChild>
                <div className="flex-1">{floatField}</div>
              </TooltipTrigger>
              <TooltipContent side="top">{onboardingTexts.floatTooltip}</TooltipContent>
            </Tooltip>
          ) : (
            floatField
          )}
          <Button type="button" variant="outline" className="h-9" onClick={onOpenCalculator}>
            <Calculator aria-hidden />
            Calculator
          </Button>
        </div>
        {floatCount && (
          <p id="float-counted" className="text-xs text-muted-foreground">
            Counted with the calculator
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0"
          aria-expanded={notesOpen}
          aria-controls="shift-notes"
          onClick={() => setNotesOpen((open) => !open)}
        >
          {notesOpen ? "Hide" : "Add notes (optional)"}
        </Button>
        {notesOpen && (
          <Textarea
            id="shift-notes"
            aria-label="Notes"
            maxLength={500}
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor="shift-passcode">Your passcode</Label>
        <PasscodeInput id="shift-passcode" autoFocus value={passcode} onValueChange={setPasscode} />
      </div>

      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          type="submit"
          size="lg"
          disabled={passcode === "" || start.isPending}
          title={passcode === "" ? "Passcode required" : undefined}
        >
          {start.isPending && <Spinner label="Starting the shift" />}
          Start Shift
        </Button>
        <Button type="button" size="lg" variant="outline" disabled={!lastShiftId} onClick={onViewLastShift}>
          View last shift
        </Button>
      </div>
    </form>
  );
}
