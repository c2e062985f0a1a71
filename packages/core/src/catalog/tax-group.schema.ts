import { z } from "zod";

const ZCompanyId = z.number().int().positive();

/** A rate in percent with up to 3 decimals (e.g. 5, 13, 7.125). */
export const ZTaxRate = z
  .number("Enter a rate")
  .min(0, "A rate cannot be negative")
  .max(100, "A rate is at most 100%")
  .refine((value) => Math.round(value * 1000) === value * 1000, "Use at most 3 decimals");

export const ZTax = z.object({
  name: z.string().trim().min(1, "Name the tax (e.g. GST)").max(40),
  rate: ZTaxRate,
});
export type Tax = z.infer<typeof ZTax>;

export const ZTaxGroupFields = z.object({
  name: z.string().trim().min(1, "Name is required").max(80),
  taxes: z
    .array(ZTax)
    .max(10)
    .refine(
      (taxes) => new Set(taxes.map((tax) => tax.name.toLowerCase())).size === taxes.length,
      "Each tax appears once in a group",
    ),
});

export const ZCreateTaxGroupInput = ZTaxGroupFields.extend({ companyId: ZCompanyId });
export type CreateTaxGroupInput = z.input<typeof ZCreateTaxGroupInput>;
export const ZTaxGroupRef = z.object({ companyId: ZCompanyId, taxGroupId: z.string().min(1).max(64) });
export type TaxGroupRef = z.input<typeof ZTaxGroupRef>;
export const ZUpdateTaxGroupInput = ZTaxGroupRef.extend(ZTaxGroupFields.shape);
export type UpdateTaxGroupInput = z.input<typeof ZUpdateTaxGroupInput>;

export interface TaxGroup {
  id: string;
  name: string;
  taxes: Tax[];
  productCount: number;
}
