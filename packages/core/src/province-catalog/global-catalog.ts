import { newProductDraft } from "../catalog/product-draft";
import { strainTypes, type Product, type ProductDraft } from "../catalog/product.schema";
import { createProduct } from "../catalog/products";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import {
  catalogueMessages,
  catalogueProvinces,
  ZAddGlobalProductInput,
  ZCompanyGlobalProductsInput,
  ZGlobalProductsInput,
  type CatalogueProvince,
  type GlobalProduct,
} from "./catalogue-product.schema";
import { CatalogueProductEntity, type CatalogueProductItem } from "./catalogue-product.entity";
import { nameKeyOf, productBySku, productOf } from "./catalogue-store";
import { GlobalProductLinkEntity } from "./global-product-link.entity";
import type { z } from "zod";

/** `{province}:{sku}`: short, stable, and read straight back as the product's key. */
export const globalProductIdOf = (province: CatalogueProvince, sku: string): string => `${province}:${sku}`;

function keyOfGlobalId(globalProductId: string): { province: CatalogueProvince; sku: string } | null {
  const at = globalProductId.indexOf(":");
  const province = globalProductId.slice(0, at);
  const sku = globalProductId.slice(at + 1);
  const known = (catalogueProvinces as readonly string[]).includes(province);
  return at > 0 && known && sku ? { province: province as CatalogueProvince, sku } : null;
}

const globalOf = (item: CatalogueProductItem): GlobalProduct => ({
  ...productOf(item),
  globalProductId: globalProductIdOf(item.province, item.sku),
});

export type GlobalProductsPage = { items: GlobalProduct[]; offset: number; limit: number; hasMore: boolean };

/** One offset page of a province's global catalogue in name order, or of the names starting with the query. */
export async function listGlobalProducts(
  input: z.input<typeof ZGlobalProductsInput>,
): Promise<GlobalProductsPage> {
  const { province = "ON", query, limit, offset } = ZGlobalProductsInput.parse(input);
  const index = CatalogueProductEntity.query.byName({ catalog: "global", province });
  const { data } = await (query ? index.begins({ nameKey: nameKeyOf(query) }) : index).go({
    count: offset + limit + 1,
    pages: "all",
  });
  return {
    items: data.slice(offset, offset + limit).map(globalOf),
    offset,
    limit,
    hasMore: data.length > offset + limit,
  };
}

/** The catalogue a company browses by default: its own province's, Ontario's for every other province. */
export function catalogueProvinceOf(companyProvince: string): CatalogueProvince {
  return (catalogueProvinces as readonly string[]).includes(companyProvince)
    ? (companyProvince as CatalogueProvince)
    : "ON";
}

/** The global catalogue as a company sees it, with the products it already added marked. */
export async function companyGlobalProducts(
  input: z.input<typeof ZCompanyGlobalProductsInput>,
): Promise<GlobalProductsPage & { province: CatalogueProvince; added: string[] }> {
  const { companyId, ...rest } = ZCompanyGlobalProductsInput.parse(input);
  const province = rest.province ?? catalogueProvinceOf((await getCompany(companyId)).province);
  const page = await listGlobalProducts({ ...rest, province });
  const keys = page.items.map((item) => ({ companyId, globalProductId: item.globalProductId }));
  const links = keys.length > 0 ? (await GlobalProductLinkEntity.get(keys).go()).data : [];
  return { ...page, province, added: links.map((link) => link.globalProductId) };
}

const strainOf = (plantType: string | null): ProductDraft["strainType"] =>
  strainTypes.find((type) => type.toLowerCase() === plantType?.trim().toLowerCase()) ?? null;

function draftOf(product: GlobalProduct): ProductDraft {
  return newProductDraft({
    name: product.name,
    sku: product.sku,
    barcode: product.gtin,
    gtin: product.gtin,
    description: product.description,
    weight: product.weight,
    cannabisWeight: product.cannabisWeight,
    cannabisVolume: product.volume,
    thc: product.thc ?? product.maxThc,
    cbd: product.cbd ?? product.maxCbd,
    strainType: strainOf(product.plantType),
    globalProductId: product.globalProductId,
    metaData: [
      ...(product.brand ? [{ key: "Brand", value: product.brand }] : []),
      ...(product.format ? [{ key: "Format", value: product.format }] : []),
    ],
  });
}

/**
 * Adds a global catalogue product to the company's own catalogue, keeping its globalProductId; the price and
 * category are the company's to set afterwards. The same global product is added once (CONFLICT after).
 */
export async function addGlobalProduct(input: z.input<typeof ZAddGlobalProductInput>): Promise<Product> {
  const { companyId, globalProductId } = ZAddGlobalProductInput.parse(input);
  const key = keyOfGlobalId(globalProductId);
  const item = key ? await productBySku("global", key.province, key.sku) : null;
  if (!item) throw new AppError("NOT_FOUND", catalogueMessages.productNotFound);
  const link = { companyId, globalProductId };
  await GlobalProductLinkEntity.create({ ...link, productId: "pending", createDate: nowIso() })
    .go()
    .catch(() => {
      throw new AppError("CONFLICT", catalogueMessages.alreadyAdded);
    });
  try {
    const product = await createProduct({ companyId, product: draftOf(globalOf(item)) });
    await GlobalProductLinkEntity.patch(link).set({ productId: product.id }).go();
    return product;
  } catch (error) {
    await GlobalProductLinkEntity.delete(link).go();
    throw error;
  }
}
