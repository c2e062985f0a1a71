import { catalogLimits } from "@pos/core/catalog/product.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Field, SwitchRow } from "./field";
import { FormSection } from "./form-section";
import { MarginFields } from "./margin-fields";
import type { SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

const max = catalogLimits.maxPriceCents;

/** Retail price (or a free price), cost, margin and markup, deposit fee. */
export function PricingSection({ draft, edit }: SectionProps) {
  const free = draft.price === null;
  const master = draft.isMasterProduct;
  return (
    <FormSection
      id="pricing"
      title="Pricing"
      description={
        master
          ? "Each child product has its own price, set under Child products."
          : "What customers pay and what it costs you."
      }
    >
      <div className="grid gap-5">
        {!master && (
          <SwitchRow
            path="freePrice"
            label="Free price"
            hint="The cashier enters the price at the register each time it is sold."
            checked={free}
            onCheckedChange={(on) => edit(setField("price", on ? null : 0))}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {!master && (
            <Field path="price" label="Retail price">
              {(control) => (
                <CurrencyInput
                  {...control}
                  onlyPositive
                  max={max}
                  disabled={free}
                  placeholder={free ? "Entered at sale" : "0.00"}
                  value={draft.price}
                  onChange={(cents) => edit(setField("price", cents ?? 0))}
                />
              )}
            </Field>
          )}
          <Field path="purchasePrice" label="Cost" hint="What you pay your supplier for one.">
            {(control) => (
              <CurrencyInput
                {...control}
                onlyPositive
                max={max}
                value={draft.purchasePrice}
                onChange={(cents) => edit(setField("purchasePrice", cents))}
              />
            )}
          </Field>
          {!master && (
            <MarginFields
              pathPrefix=""
              price={draft.price}
              cost={draft.purchasePrice}
              onPrice={free ? undefined : (cents) => edit(setField("price", cents))}
            />
          )}
          <Field path="depositFee" label="Deposit fee" hint="Added at the register, e.g. a bottle deposit.">
            {(control) => (
              <CurrencyInput
                {...control}
                onlyPositive
                max={max}
                value={draft.depositFee}
                onChange={(cents) => edit(setField("depositFee", cents))}
              />
            )}
          </Field>
        </div>
      </div>
    </FormSection>
  );
}
