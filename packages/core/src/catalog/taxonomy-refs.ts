import { AppError } from "../common/errors";
import { CategoryEntity } from "./category.entity";
import { SupplierEntity } from "./supplier.entity";
import { TaxGroupEntity } from "./tax-group.entity";

export const taxonomyRefMessages = {
  category: "This category does not exist",
  supplier: "This supplier does not exist",
  taxGroup: "This tax group does not exist",
} as const;

export interface TaxonomyRefs {
  categoryIds: string[];
  supplierIds: string[];
  taxGroupIds: string[];
}

const unique = (ids: string[]): string[] => [...new Set(ids)];

async function assertAll(
  ids: string[],
  exists: (id: string) => Promise<boolean>,
  message: string,
): Promise<void> {
  const found = await Promise.all(unique(ids).map(exists));
  if (found.includes(false)) throw new AppError("INVALID_INPUT", message);
}

/** Refuses an id that is not one of the company's categories, suppliers or tax groups (another company's included). */
export async function assertTaxonomyRefs(companyId: number, refs: TaxonomyRefs): Promise<void> {
  await assertAll(
    refs.categoryIds,
    async (categoryId) =>
      (await CategoryEntity.get({ companyId, categoryId }).go({ consistent: true })).data !== null,
    taxonomyRefMessages.category,
  );
  await assertAll(
    refs.supplierIds,
    async (supplierId) =>
      (await SupplierEntity.get({ companyId, supplierId }).go({ consistent: true })).data !== null,
    taxonomyRefMessages.supplier,
  );
  await assertAll(
    refs.taxGroupIds,
    async (taxGroupId) =>
      (await TaxGroupEntity.get({ companyId, taxGroupId }).go({ consistent: true })).data !== null,
    taxonomyRefMessages.taxGroup,
  );
}
