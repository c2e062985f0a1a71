import { useState } from "react";
import { toast } from "sonner";
import { pointsEarned } from "@pos/core/discounts/loyalty";
import { ZLoyaltyPointsMultiplier } from "@pos/core/discounts/loyalty.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

function earnedExample(multiplier: number, cents: number): string {
  const points = pointsEarned(cents, multiplier);
  return `${points} point${points === 1 ? "" : "s"}`;
}

type MultiplierCardProps = { companyId: number; multiplier: number };

/** The company's loyalty points multiplier (company metadata, 100 by default). */
export function MultiplierCard({ companyId, multiplier }: MultiplierCardProps) {
  const [text, setText] = useState(String(multiplier));
  const [problem, setProblem] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.loyalty.setMultiplier.useMutation({
    onSuccess: async (view) => {
      toast.success(`The multiplier is now ${view.loyaltyPointsMultiplier}`);
      await utils.loyalty.settings.invalidate();
    },
  });
  const typed = text.trim() === "" ? Number.NaN : Number(text);
  const shown = ZLoyaltyPointsMultiplier.safeParse(typed).success ? typed : multiplier;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Points multiplier</CardTitle>
        <CardDescription>
          Points earned per dollar, in hundredths: 100 earns 1 point per dollar, 150 earns 1.5. Points are
          rounded down per sale, and a point is worth 1¢ when spent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          aria-label="Points multiplier"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = ZLoyaltyPointsMultiplier.safeParse(typed);
            if (!parsed.success) {
              setProblem(Number.isNaN(typed) ? "Enter the multiplier" : parsed.error.issues[0].message);
              return;
            }
            setProblem(null);
            save.mutate({ companyId, loyaltyPointsMultiplier: parsed.data });
          }}
        >
          <FormError title="The multiplier was not saved" message={save.error && errorMessage(save.error)} />
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor="loyalty-multiplier">Multiplier</Label>
              <Input
                id="loyalty-multiplier"
                inputMode="numeric"
                className="w-32 text-right tabular-nums"
                value={text}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "loyalty-multiplier-error" : undefined}
                onChange={(event) => setText(event.target.value.replace(/[^\d]/g, ""))}
              />
            </div>
            <Button type="submit" disabled={save.isPending || typed === multiplier}>
              {save.isPending && <Spinner label="Saving" />}
              Save multiplier
            </Button>
          </div>
          {problem && (
            <p id="loyalty-multiplier-error" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <p className="text-sm text-muted-foreground" data-testid="multiplier-example">
            A $25.00 sale earns {earnedExample(shown, 2500)}; a $100.00 sale earns{" "}
            {earnedExample(shown, 10_000)}.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
