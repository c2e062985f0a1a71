import { randomUUID } from "node:crypto";
import { Product, type ProductItem } from "../catalog/product.entity";
import type { ProductDraft } from "../catalog/product.schema";
import { writeItems } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { PricingGroupEntity, type PricingGroupItem } from "./pricing-group.entity";
import { groupIdsOf, withGroupPrices } from "./pricing-group-rules";
import {
  pricingGroupMessages,
  ZCreatePricingGroupInput,
  ZPricingGroupRef,
  ZUpdatePricingGroupInput,
  type CreatePricingGroupInput,
  type PricingGroup,
  type PricingGroupRef,
  type UpdatePricingGroupInput,
} from "./pricing-group.schema";

/** One transaction holds up to 100 writes. */
const writesPerTransaction = 100;

async function companyGroups(companyId: number): Promise<PricingGroupItem[]> {
  return (await PricingGroupEntity.query.byCompany({ companyId }).go({ pages: "all", consistent: true }))
    .data;
}

/** The company's products (children included) in the group. */
async function members(companyId: number, pricingGroupId: string): Promise<ProductItem[]> {
  const result = await Product.query
    .byCompany({ companyId })
    .where((attributes, { eq }) => eq(attributes.pricingGroupId, pricingGroupId))
    .go({ pages: "all" });
  return result.data;
}

async function memberCounts(companyId: number): Promise<Map<string, number>> {
  const result = await Product.query
    .byCompany({ companyId })
    .where((attributes, { exists }) => exists(attributes.pricingGroupId))
    .go({ pages: "all", attributes: ["pricingGroupId", "isDeleted"] });
  const counts = new Map<string, number>();
  for (const item of result.data)
    if (item.pricingGroupId && !item.isDeleted)
      counts.set(item.pricingGroupId, (counts.get(item.pricingGroupId) ?? 0) + 1);
  return counts;
}

const toGroup = (item: PricingGroupItem, productCount: number): PricingGroup => ({
  id: item.pricingGroupId,
  name: item.name,
  price: item.price,
  productCount,
  updateDate: item.updateDate,
});

export async function listPricingGroups(companyId: number): Promise<PricingGroup[]> {
  const [items, counts] = await Promise.all([companyGroups(companyId), memberCounts(companyId)]);
  return items
    .map((item) => toGroup(item, counts.get(item.pricingGroupId) ?? 0))
    .sort(
      (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id),
    );
}

async function findGroup(ref: PricingGroupRef): Promise<PricingGroupItem> {
  const { companyId, pricingGroupId } = ZPricingGroupRef.parse(ref);
  const item = (await PricingGroupEntity.get({ companyId, pricingGroupId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", pricingGroupMessages.notFound);
  return item;
}

async function assertNameFree(companyId: number, name: string, pricingGroupId?: string): Promise<void> {
  const taken = (await companyGroups(companyId)).some(
    (item) => item.pricingGroupId !== pricingGroupId && item.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new AppError("CONFLICT", pricingGroupMessages.nameTaken);
}

export async function createPricingGroup(input: CreatePricingGroupInput): Promise<PricingGroup> {
  const { companyId, name, price } = ZCreatePricingGroupInput.parse(input);
  await assertNameFree(companyId, name);
  const at = nowIso();
  const item = await PricingGroupEntity.create({
    companyId,
    pricingGroupId: `pg_${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    name,
    price,
    createDate: at,
    updateDate: at,
  }).go();
  return toGroup(item.data, 0);
}

/**
 * Renames the group or changes its price; a new price is written to every product of the group (with a new update
 * date, so registers pick it up), in transactions of up to 100 products. Each is safe to re-run.
 */
export async function updatePricingGroup(input: UpdatePricingGroupInput): Promise<PricingGroup> {
  const { companyId, pricingGroupId, name, price } = ZUpdatePricingGroupInput.parse(input);
  const before = await findGroup({ companyId, pricingGroupId });
  await assertNameFree(companyId, name, pricingGroupId);
  const updateDate = nowIso();
  await PricingGroupEntity.patch({ companyId, pricingGroupId }).set({ name, price, updateDate }).go();
  const products = await members(companyId, pricingGroupId);
  if (price !== before.price) {
    const stale = products.filter((item) => item.price !== price);
    for (let start = 0; start < stale.length; start += writesPerTransaction) {
      const chunk = stale.slice(start, start + writesPerTransaction);
      await writeItems(chunk.map((item) => ({ kind: "replace", item: { ...item, price, updateDate } })));
    }
  }
  return toGroup({ ...before, name, price, updateDate }, products.filter((item) => !item.isDeleted).length);
}

export async function deletePricingGroup(ref: PricingGroupRef): Promise<void> {
  const item = await findGroup(ref);
  const used = (await members(item.companyId, item.pricingGroupId)).filter(
    (product) => !product.isDeleted,
  ).length;
  if (used > 0) throw new AppError("CONFLICT", pricingGroupMessages.inUse(used));
  await PricingGroupEntity.delete({ companyId: item.companyId, pricingGroupId: item.pricingGroupId }).go();
}

/**
 * A product save under the group rules: every group named must be the company's, and the product and its children
 * take their groups' prices (`savedGroupId`: the master's group before an update).
 */
export async function applyPricingGroups(
  companyId: number,
  product: ProductDraft,
  savedGroupId?: string | null,
): Promise<ProductDraft> {
  const cleared = withGroupPrices(product, new Map(), savedGroupId);
  const ids = groupIdsOf(cleared);
  if (ids.length === 0) return cleared;
  const groups = await Promise.all(
    ids.map(
      async (pricingGroupId) =>
        (await PricingGroupEntity.get({ companyId, pricingGroupId }).go({ consistent: true })).data,
    ),
  );
  const prices = new Map<string, number>();
  for (const group of groups) {
    if (!group) throw new AppError("INVALID_INPUT", pricingGroupMessages.unknownGroup);
    prices.set(group.pricingGroupId, group.price);
  }
  return withGroupPrices(cleared, prices);
}
