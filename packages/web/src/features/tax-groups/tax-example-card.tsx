import { Calculator } from "lucide-react";
import { useId, useState } from "react";
import { formatCents } from "@pos/core/common/money";
import { taxesFor } from "@pos/core/catalog/tax-math";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { exampleText, formatRate, usableTaxes } from "./tax-example";

const maxExampleCents = 100_000_000;

/** How a price of the user's choosing is taxed by the group as it is being edited. */
export function TaxExample({ taxes }: { taxes: readonly { name?: string; rate?: number }[] }) {
  const [priceCents, setPriceCents] = useState<number | null>(1000);
  const id = useId();
  const usable = usableTaxes(taxes);
  const price = priceCents ?? 0;
  const taxed = taxesFor(price, usable);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Calculator className="size-4 text-muted-foreground" aria-hidden />
          Example
        </CardTitle>
        <CardDescription>
          How a sale is taxed with this group. Change the price to try another.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor={id}>Price</Label>
          <CurrencyInput
            id={id}
            value={priceCents}
            onChange={setPriceCents}
            onlyPositive
            max={maxExampleCents}
          />
        </div>
        <div className="grid gap-2 rounded-md border bg-muted/40 p-4">
          <p className="font-medium" aria-live="polite" data-testid="tax-example">
            {exampleText(price, usable)}
          </p>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="text-right">{formatCents(price)}</dd>
            {taxed.taxes.map((tax, index) => (
              <div key={index} className="contents">
                <dt className="text-muted-foreground">
                  {tax.name} ({formatRate(tax.rate)})
                </dt>
                <dd className="text-right">{formatCents(tax.amountCents)}</dd>
              </div>
            ))}
            <div className="col-span-2 mt-1 grid grid-cols-subgrid border-t pt-1 font-medium">
              <dt>Total</dt>
              <dd className="text-right">{formatCents(taxed.totalCents)}</dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
