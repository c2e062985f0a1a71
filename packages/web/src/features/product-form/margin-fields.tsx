import { marginPercent, markupPercent, priceFromMargin, priceFromMarkup } from "@pos/core/catalog/pricing";
import { catalogLimits } from "@pos/core/catalog/product.schema";
import { DecimalInput, Field } from "./field";

type MarginFieldsProps = {
  /** Where the two fields sit in the draft, for their ids ("" for the product, "locationOverrides.0."). */
  pathPrefix: string;
  price: number | null;
  cost: number | null;
  /** Sets the price that gives the margin or markup typed; without it the two are shown only. */
  onPrice?: (cents: number) => void;
};

const derivedHint = "Set a price and a cost to see it.";

/** Margin and markup of a price over its cost; typing one derives the price. */
export function MarginFields({ pathPrefix, price, cost, onPrice }: MarginFieldsProps) {
  const known = price !== null && cost !== null;
  const margin = known ? marginPercent(price, cost) : null;
  const markup = known ? markupPercent(price, cost) : null;
  const editable = onPrice !== undefined && cost !== null && cost > 0;
  const hint = editable ? undefined : onPrice ? "Enter a cost first." : derivedHint;
  const derive = (from: typeof priceFromMargin) => (percent: number | null) => {
    const derived = from(cost, percent);
    if (derived !== null && onPrice) onPrice(Math.min(derived, catalogLimits.maxPriceCents));
  };
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
            value={margin}
            readOnly={!editable}
            onChange={derive(priceFromMargin)}
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
            value={markup}
            readOnly={!editable}
            onChange={derive(priceFromMarkup)}
          />
        )}
      </Field>
    </>
  );
}
