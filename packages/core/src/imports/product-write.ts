import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { reserveIds } from "../db/counters";
import { Product as ProductEntity, type ProductItem } from "../catalog/product.entity";
import { readItems, toItem, toProduct, writeItems, type ItemWrite } from "../catalog/product-store";
import { checkedDraft, itemsOf, productSequence, withGeneratedBarcodes } from "../catalog/products";
import type { ProductDraft } from "../catalog/product.schema";
import { putInBatches } from "./batch-write";
import { draftOf } from "./product-drafts";
import { productImportMessages as messages } from "./product-import.schema";

/**
 * Writes the products of one chunk. New products without variants go in batch writes (their ids are reserved
 * from the company's product sequence, so no two can collide); a family or a product that already exists is
 * written in one transaction as the catalogue writes it (products.ts, product-update.ts), guarded by the
 * saved product's update date.
 */

export interface PlannedProduct {
  rows: number[];
  draft: ProductDraft;
  saved: { master: ProductItem; children: ProductItem[] } | null;
}

export type WriteOutcome = { rows: number[]; error: string | null };

const parallel = 4;
/** The saved product (master and children) a SKU belongs to. */
export async function savedProduct(companyId: number, productId: string) {
  const [master] = await readItems(companyId, [productId]);
  if (!master) return null;
  return { master, children: await readItems(companyId, master.childIds) };
}

export const savedDraft = (saved: { master: ProductItem; children: ProductItem[] }): ProductDraft =>
  draftOf(toProduct(saved.master, saved.children));

async function writeFamily(
  companyId: number,
  plan: PlannedProduct,
  ids: () => string,
  at: Date,
): Promise<void> {
  const date = at.toISOString();
  const draft = withGeneratedBarcodes(plan.draft, at);
  const savedChildren = new Map(plan.saved?.children.map((child) => [child.productId, child]) ?? []);
  const placed = draft.childProducts.map((child) => {
    const kept = child.id ? savedChildren.get(child.id) : undefined;
    return { child, productId: kept?.productId ?? ids(), createDate: kept?.createDate ?? date, isNew: !kept };
  });
  const productId = plan.saved?.master.productId ?? ids();
  const { master, children } = itemsOf(companyId, productId, draft, placed, {
    createDate: plan.saved?.master.createDate ?? date,
    updateDate: date,
  });
  const writes: ItemWrite[] = [
    plan.saved
      ? { kind: "replace", item: master, expectedUpdateDate: plan.saved.master.updateDate }
      : { kind: "create", item: master },
    ...children.map((item, index): ItemWrite => ({
      kind: placed[index]?.isNew ? "create" : "replace",
      item,
    })),
  ];
  const type = plan.saved ? "product.updated" : "product.created";
  if (!(await writeItems(writes, { companyId, type, locationId: null, data: toProduct(master, children) })))
    throw new AppError("CONFLICT", messages.changed);
}

/** Checks each planned product by the catalogue's rules, then writes it; a product that fails is reported. */
export async function writeProducts(companyId: number, plans: PlannedProduct[]): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  const ready: PlannedProduct[] = [];
  for (const plan of plans) {
    try {
      ready.push({ ...plan, draft: checkedDraft(plan.draft) });
    } catch (error) {
      outcomes.push({ rows: plan.rows, error: error instanceof AppError ? error.message : messages.failed });
    }
  }
  const needed = ready.reduce(
    (count, plan) =>
      count + (plan.saved ? 0 : 1) + plan.draft.childProducts.filter((child) => !child.id).length,
    0,
  );
  let next = needed > 0 ? await reserveIds(productSequence(companyId), needed) : 0;
  const ids = () => String(next++);
  const at = now();
  const date = at.toISOString();
  const single = ready.filter((plan) => !plan.saved && plan.draft.childProducts.length === 0);
  const items = single.map((plan) =>
    toItem(withGeneratedBarcodes(plan.draft, at), {
      companyId,
      productId: ids(),
      parentId: null,
      childIds: [],
      createDate: date,
      updateDate: date,
    }),
  );
  const others = ready.filter((plan) => !single.includes(plan));
  const familyIds = others.map((plan) => {
    const count = (plan.saved ? 0 : 1) + plan.draft.childProducts.filter((child) => !child.id).length;
    const first = next;
    next += count;
    return first;
  });
  try {
    await putInBatches(items, (item) => ProductEntity.put(item).params().Item as Record<string, unknown>);
    outcomes.push(...single.map((plan) => ({ rows: plan.rows, error: null })));
  } catch {
    outcomes.push(...single.map((plan) => ({ rows: plan.rows, error: messages.failed })));
  }
  for (let start = 0; start < others.length; start += parallel) {
    const batch = others.slice(start, start + parallel);
    const results = await Promise.all(
      batch.map(async (plan, index) => {
        let id = familyIds[start + index] ?? 0;
        try {
          await writeFamily(companyId, plan, () => String(id++), at);
          return { rows: plan.rows, error: null };
        } catch (error) {
          return { rows: plan.rows, error: error instanceof AppError ? error.message : messages.failed };
        }
      }),
    );
    outcomes.push(...results);
  }
  return outcomes;
}
