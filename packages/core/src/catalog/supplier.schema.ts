import { z } from "zod";
import { ZRegionCode } from "../common/region.schema";

const ZCompanyId = z.number().int().positive();
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .nullable();

export const ZSupplierFields = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  contactName: optionalText(120),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid e-mail address")
    .transform((value) => value || null)
    .nullable(),
  phone: optionalText(40),
  address: optionalText(300),
  /** The province or state of the address (AB, WA); null is the selector's None. Checked against the company's country. */
  province: ZRegionCode,
  /** The supplier's Health Canada licence number, when it is a licensed producer. */
  licenceNumber: optionalText(64),
  notes: optionalText(2000),
});

export const ZCreateSupplierInput = ZSupplierFields.extend({ companyId: ZCompanyId });
export type CreateSupplierInput = z.input<typeof ZCreateSupplierInput>;
export const ZSupplierRef = z.object({ companyId: ZCompanyId, supplierId: z.string().min(1).max(64) });
export type SupplierRef = z.input<typeof ZSupplierRef>;
export const ZUpdateSupplierInput = ZSupplierRef.extend(ZSupplierFields.shape);
export type UpdateSupplierInput = z.input<typeof ZUpdateSupplierInput>;

export interface Supplier {
  id: string;
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  province: string | null;
  licenceNumber: string | null;
  notes: string | null;
  productCount: number;
}
