import { useState } from "react";
import { formatCents } from "@pos/core/common/money";
import {
  derivedPriceNeedsConfirmation,
  marginPercent,
  markupPercent,
  priceFromMargin,
  priceFromMarkup,
} from "@pos/core/catalog/pricing";
import { catalogLimits } from "@pos/core/catalog/product.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DecimalInput, Field } from "./field";

type MarginFieldsProps = {
  /** Where the two fields sit in the draft, for their ids ("" for the product, "locationOverrides.0."). */
  pathPrefix: string;
  price: number | null;
  cost: number | null;
  /** Sets the price that gives the margin or markup typed; without it the two are shown only. */
  onPrice?: (cents: number) => void;
};

type Kind = "margin" | "markup";
/** A derived price waiting for the user's word: the percentage typed and the price it gives. */
type Pending = { kind: Kind; percent: number; price: number };

const derivedHint = "Set a price and a cost to see it.";
const derivers = { margin: priceFromMargin, markup: priceFromMarkup };

/** Margin and markup of a price over its cost; typing one derives the price (asking first when it is extreme). */
export function MarginFields({ pathPrefix, price, cost, onPrice }: MarginFieldsProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const known = price !== null && cost !== null;
  const shown = {
    margin: known ? marginPercent(price, cost) : null,
    markup: known ? markupPercent(price, cost) : null,
  };
  const editable = onPrice !== undefined && cost !== null && cost > 0;
  const hint = editable ? undefined : onPrice ? "Enter a cost first." : derivedHint;
  const derive = (kind: Kind) => (percent: number | null) => {
    const derived = derivers[kind](cost, percent);
    if (derived === null || cost === null || !onPrice) return setPending(null);
    const next = Math.min(derived, catalogLimits.maxPriceCents);
    if (derivedPriceNeedsConfirmation(next, cost))
      return setPending({ kind, percent: percent ?? 0, price: next });
    setPending(null);
    onPrice(next);
  };
  const valueOf = (kind: Kind) => (pending?.kind === kind ? pending.percent : shown[kind]);
  return (
    <>
      <Field
        path={`${pathPrefix}margin`}
        label="Margin"
        hint={editable ? "Up to 100%; typing it sets the price." : hint}
      >
        {(control) => (
          <DecimalInput
            {...control}
            decimals={1}
            max={100}
            suffix="%"
            placeholder="—"
            value={valueOf("margin")}
            readOnly={!editable}
            onChange={derive("margin")}
          />
        )}
      </Field>
      <Field path={`${pathPrefix}markup`} label="Markup" hint={editable ? "Typing it sets the price." : hint}>
        {(control) => (
          <DecimalInput
            {...control}
            decimals={1}
            suffix="%"
            placeholder="—"
            value={valueOf("markup")}
            readOnly={!editable}
            onChange={derive("markup")}
          />
        )}
      </Field>
      {pending && cost !== null && onPrice && (
        <Alert className="sm:col-span-2" aria-label="Confirm the price">
          <AlertTitle>Set the price to {formatCents(pending.price)}?</AlertTitle>
          <AlertDescription>
            <p>
              A {pending.percent}% {pending.kind} makes the price{" "}
              {Math.floor(pending.price / cost).toLocaleString("en-US")} times the cost of {formatCents(cost)}
              .
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                onClick={() => {
                  onPrice(pending.price);
                  setPending(null);
                }}
              >
                Set {formatCents(pending.price)}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setPending(null)}>
                Keep {price === null ? "the price" : formatCents(price)}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}
