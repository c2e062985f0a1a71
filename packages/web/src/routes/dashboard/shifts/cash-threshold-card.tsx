import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { formatCents } from "@pos/core/common/money";
import { maxDiscrepancyThreshold } from "@pos/core/shifts/cash-settings.schema";
import { FormError } from "@/components/form/form-error";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** The owner's cash discrepancy threshold: a count further off than this, over or short, is flagged. */
export function CashThresholdCard({ companyId }: { companyId: number }) {
  const inputId = useId();
  const utils = trpc.useUtils();
  const settings = trpc.shifts.cashSettings.useQuery({ companyId });
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const save = trpc.shifts.updateCashSettings.useMutation({
    onSuccess: async () => {
      setDraft(undefined);
      toast.success("Discrepancy threshold saved");
      await Promise.all([utils.shifts.cashSettings.invalidate(), utils.shifts.list.invalidate()]);
    },
  });
  const current = settings.data?.discrepancyThreshold;
  const value = draft === undefined ? current : draft;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value === null || value === undefined) return;
    save.mutate({ companyId, discrepancyThreshold: value });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cash discrepancy warning</CardTitle>
        <CardDescription>
          A counted float further than this from the expected cash, over or short, is flagged here and when a
          register ends its shift.
          {current !== undefined && ` Now: ${formatCents(current)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Threshold</Label>
            <CurrencyInput
              id={inputId}
              className="w-40"
              value={value}
              onChange={setDraft}
              max={maxDiscrepancyThreshold}
              onlyPositive
              disabled={!settings.data}
            />
          </div>
          <Button
            type="submit"
            disabled={value === null || value === undefined || value === current || save.isPending}
          >
            {save.isPending && <Spinner />}
            Save
          </Button>
        </form>
        {save.error && (
          <FormError title="Not saved" message={serverMessageOr(save.error, "Please try again.")} />
        )}
      </CardContent>
    </Card>
  );
}
