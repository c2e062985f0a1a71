import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** Pricing groups (company permission flag canAccessPricingGroups): products in a group share its price. */

const ZCompanyId = z.number().int().positive();

export const pricingGroupMessages = {
  notFound: "Pricing group not found",
  nameTaken: "A pricing group with this name already exists",
  unknownGroup: "This pricing group does not exist",
  inUse: (products: number) =>
    `This pricing group is used by ${products} ${products === 1 ? "product" : "products"}. Remove ${products === 1 ? "it" : "them"} from the group before deleting it.`,
} as const;

export const ZPricingGroupFields = z.object({
  name: z.string().trim().min(1, "Name is required").max(80),
  /** The price in cents every product of the group sells at. */
  price: z.number("Enter a price").int().min(0, "A price cannot be negative").max(100_000_000),
});
export type PricingGroupFields = z.infer<typeof ZPricingGroupFields>;

export const ZPricingGroupRef = z.object({ companyId: ZCompanyId, pricingGroupId: ZId });
export type PricingGroupRef = z.input<typeof ZPricingGroupRef>;

export const ZCreatePricingGroupInput = ZPricingGroupFields.extend({ companyId: ZCompanyId });
export type CreatePricingGroupInput = z.input<typeof ZCreatePricingGroupInput>;

export const ZUpdatePricingGroupInput = ZPricingGroupRef.extend(ZPricingGroupFields.shape);
export type UpdatePricingGroupInput = z.input<typeof ZUpdatePricingGroupInput>;

export interface PricingGroup extends PricingGroupFields {
  id: string;
  productCount: number;
  updateDate: string;
}
