import { AppError } from "../common/errors";
import { listLocations } from "../company/company";
import { isCompanyKey } from "../files/files";
import { assertTaxConfigRefs } from "../tax-config/tax-configs";
import type { ChildProduct, ProductDraft } from "./product.schema";
import { assertTaxonomyRefs } from "./taxonomy-refs";

export const productRefMessages = {
  location: "This location does not exist",
  image: "This image does not belong to this company",
} as const;

const present = (values: (string | null)[]): string[] => values.filter((value) => value !== null);

/** An image is a file key under the company's prefix (uploaded through company.presignUpload) or a web address. */
const isCompanyImage = (companyId: number, image: string): boolean =>
  /^https:\/\//.test(image) || isCompanyKey(companyId, image);

/**
 * Every category, supplier (vendors included), tax group, tax configuration, location and image the product and its children name
 * must be the company's own; an id of another company is refused like an unknown one.
 */
export async function assertProductRefs(companyId: number, product: ProductDraft): Promise<void> {
  const all: ChildProduct[] = [product, ...product.childProducts];
  await assertTaxonomyRefs(companyId, {
    categoryIds: present(all.map((item) => item.categoryId)),
    supplierIds: present(all.flatMap((item) => [item.supplierId, ...item.vendorIds])),
    taxGroupIds: present(all.map((item) => item.taxGroupId)),
  });
  await assertTaxConfigRefs(companyId, [...new Set(all.flatMap((item) => item.taxConfigs))]);
  const images = all.flatMap((item) => present([item.imageUrl, ...item.images]));
  if (images.some((image) => !isCompanyImage(companyId, image)))
    throw new AppError("INVALID_INPUT", productRefMessages.image);
  const locationIds = all.flatMap((item) => [
    ...item.locationOverrides.map((override) => override.locationId),
    ...item.cannabinoidMetaData.flatMap((entry) => entry.locationIds),
  ]);
  if (locationIds.length === 0) return;
  const known = new Set((await listLocations(companyId)).map((location) => location.id));
  if (locationIds.some((locationId) => !known.has(locationId)))
    throw new AppError("INVALID_INPUT", productRefMessages.location);
}
