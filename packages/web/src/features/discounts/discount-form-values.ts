import type { UseFormReturn } from "react-hook-form";
import type { Discount, DiscountFields, DiscountFieldsInput } from "@pos/core/discounts/discount.schema";

/** A new discount: 0 % off everything at the register, every location, any time, not applied on its own. */
export const newDiscountValues = (): DiscountFieldsInput => ({
  name: "",
  kind: "percentage",
  value: Number.NaN,
  scope: "item",
  products: [],
  categories: [],
  salesChannels: ["POS"],
  schedule: null,
  applyAutomatically: false,
  isLoyalty: false,
  loyaltyCost: null,
  locationIds: [],
  isActive: true,
});

/** The form's values for a saved discount (its id travels apart). */
export function savedDiscountValues(discount: Discount): DiscountFieldsInput {
  const { id: _id, ...fields } = discount;
  return fields;
}

export type DiscountFormApi = UseFormReturn<DiscountFieldsInput, unknown, DiscountFields>;
