import { randomUUID } from "node:crypto";
import { Product } from "../catalog/product.entity";
import { CategoryEntity } from "../catalog/category.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { listLocations } from "../company/company";
import { TaxConfigEntity, type TaxConfigItem } from "./tax-config.entity";
import {
  taxConfigMessages,
  ZCreateTaxConfigInput,
  ZTaxConfigRef,
  ZUpdateTaxConfigInput,
  type CreateTaxConfigInput,
  type TaxConfig,
  type TaxConfigFields,
  type TaxConfigRef,
  type UpdateTaxConfigInput,
} from "./tax-config.schema";

export const taxConfigInUse = (products: number) =>
  `This tax configuration is chosen on ${products} ${products === 1 ? "product" : "products"}. Remove it from ${products === 1 ? "that product" : "them"} before deleting it.`;

const toTaxConfig = (item: TaxConfigItem): TaxConfig => ({
  id: item.taxConfigId,
  name: item.name,
  locationIds: item.locationIds,
  categoryIds: item.categoryIds,
  taxes: item.taxes.map((tax) => ({ name: tax.name, rate: tax.rate })),
  depositCents: item.depositCents,
  isActive: item.isActive,
  createDate: item.createDate,
  updateDate: item.updateDate,
});

async function companyConfigs(companyId: number): Promise<TaxConfigItem[]> {
  return (await TaxConfigEntity.query.byCompany({ companyId }).go({ pages: "all", consistent: true })).data;
}

/** The company's tax configurations, by name. */
export async function listTaxConfigs(companyId: number): Promise<TaxConfig[]> {
  return (await companyConfigs(companyId))
    .map(toTaxConfig)
    .sort(
      (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id),
    );
}

async function findConfig(ref: TaxConfigRef): Promise<TaxConfigItem> {
  const { companyId, taxConfigId } = ZTaxConfigRef.parse(ref);
  const item = (await TaxConfigEntity.get({ companyId, taxConfigId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", taxConfigMessages.notFound);
  return item;
}

export async function getTaxConfig(ref: TaxConfigRef): Promise<TaxConfig> {
  return toTaxConfig(await findConfig(ref));
}

/** A unique name, and locations and categories of the company only (another company's id is unknown). */
async function assertValid(companyId: number, config: TaxConfigFields, taxConfigId?: string): Promise<void> {
  const taken = (await companyConfigs(companyId)).some(
    (item) => item.taxConfigId !== taxConfigId && item.name.toLowerCase() === config.name.toLowerCase(),
  );
  if (taken) throw new AppError("CONFLICT", taxConfigMessages.nameTaken);
  if (config.locationIds.length > 0) {
    const known = new Set((await listLocations(companyId)).map((location) => location.id));
    if (config.locationIds.some((id) => !known.has(id)))
      throw new AppError("INVALID_INPUT", taxConfigMessages.unknownLocation);
  }
  const categories = await Promise.all(
    [...new Set(config.categoryIds)].map(
      async (categoryId) =>
        (await CategoryEntity.get({ companyId, categoryId }).go({ consistent: true })).data,
    ),
  );
  if (categories.includes(null)) throw new AppError("INVALID_INPUT", taxConfigMessages.unknownCategory);
}

const stored = (config: TaxConfigFields) => ({
  ...config,
  locationIds: [...new Set(config.locationIds)],
  categoryIds: [...new Set(config.categoryIds)],
});

export async function createTaxConfig(input: CreateTaxConfigInput): Promise<TaxConfig> {
  const { companyId, config } = ZCreateTaxConfigInput.parse(input);
  await assertValid(companyId, config);
  const at = nowIso();
  const item = await TaxConfigEntity.create({
    companyId,
    taxConfigId: `tc_${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    ...stored(config),
    createDate: at,
    updateDate: at,
  }).go();
  return toTaxConfig(item.data);
}

export async function updateTaxConfig(input: UpdateTaxConfigInput): Promise<TaxConfig> {
  const { companyId, taxConfigId, config } = ZUpdateTaxConfigInput.parse(input);
  await findConfig({ companyId, taxConfigId });
  await assertValid(companyId, config, taxConfigId);
  await TaxConfigEntity.patch({ companyId, taxConfigId })
    .set({ ...stored(config), updateDate: nowIso() })
    .go();
  return getTaxConfig({ companyId, taxConfigId });
}

/** How many products (children included) chose this configuration. */
async function productsChoosing(companyId: number, taxConfigId: string): Promise<number> {
  const products = await Product.query
    .byCompany({ companyId })
    .where((attributes, { contains }) => contains(attributes.taxConfigs, taxConfigId))
    .go({ pages: "all", attributes: ["productId"] });
  return products.data.length;
}

export async function deleteTaxConfig(ref: TaxConfigRef): Promise<void> {
  const item = await findConfig(ref);
  const products = await productsChoosing(item.companyId, item.taxConfigId);
  if (products > 0) throw new AppError("CONFLICT", taxConfigInUse(products));
  await TaxConfigEntity.delete({ companyId: item.companyId, taxConfigId: item.taxConfigId }).go();
}

/** Every id must be one of the company's tax configurations (the product form's taxConfigs field). */
export async function assertTaxConfigRefs(companyId: number, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = new Set((await companyConfigs(companyId)).map((item) => item.taxConfigId));
  if (ids.some((id) => !known.has(id))) throw new AppError("INVALID_INPUT", taxConfigMessages.unknownConfig);
}

/** The rules checkout applies (read only when the company's taxConfig flag is on). */
export async function taxConfigRules(companyId: number): Promise<TaxConfig[]> {
  return (await companyConfigs(companyId)).map(toTaxConfig);
}
