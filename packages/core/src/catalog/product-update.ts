import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { applyPricingGroups } from "../pricing-groups/pricing-groups";
import type { ProductItem } from "./product.entity";
import { productMessages } from "./product-problems";
import { assertSingleBarcodes } from "./barcode-uniqueness";
import { assertProductRefs } from "./product-refs";
import { readItems, toProduct, writeItems, type ItemWrite } from "./product-store";
import {
  checkedDraft,
  conflictError,
  findMaster,
  itemsOf,
  newProductId,
  productErrors,
  withGeneratedBarcodes,
  type PlacedChild,
} from "./products";
import {
  ZUpdateProductInput,
  type ChildProduct,
  type Product,
  type UpdateProductInput,
} from "./product.schema";

/** DynamoDB's limit of items in one transaction, less the webhook event written with them. */
const maxWritesPerSave = 99;

/** Lot tracking saved on stays on, for the product and for each child it keeps. */
const dropsLotTracking = (item: ChildProduct, before: ProductItem | undefined): boolean =>
  !item.isBatchTracked && before?.isBatchTracked === true;

/**
 * Replaces the product and its children in one transaction, guarded by the product's last update date.
 * Children left out are detached and kept as deleted products, so past sales still show them.
 */
export async function updateProduct(input: UpdateProductInput): Promise<Product> {
  const { product: raw, expectedUpdateDate, ...ref } = ZUpdateProductInput.parse(input);
  const { companyId, productId } = ref;
  const stored = await findMaster(ref);
  if (expectedUpdateDate !== undefined && expectedUpdateDate !== stored.updateDate) throw conflictError();
  const storedChildren = new Map(
    (await readItems(companyId, stored.childIds)).map((child) => [child.productId, child]),
  );
  const before = (child: ChildProduct) => (child.id === null ? undefined : storedChildren.get(child.id));
  const sentIds = raw.childProducts.flatMap((child) => child.id ?? []);
  if (sentIds.some((id) => !storedChildren.has(id)) || new Set(sentIds).size !== sentIds.length)
    throw new AppError("INVALID_INPUT", productErrors.foreignChild);
  const draft = checkedDraft({
    ...raw,
    id: productId,
    isDeleted: stored.isDeleted,
    childProducts: raw.childProducts.map((child) => ({
      ...child,
      isDeleted: before(child)?.isDeleted ?? false,
    })),
  });
  if (
    dropsLotTracking(draft, stored) ||
    draft.childProducts.some((child) => dropsLotTracking(child, before(child)))
  )
    throw new AppError("INVALID_INPUT", productMessages.lotTrackingLocked);
  const removed = [...storedChildren.values()].filter((child) => !sentIds.includes(child.productId));
  if (1 + draft.childProducts.length + removed.length > maxWritesPerSave)
    throw new AppError("INVALID_INPUT", productErrors.tooManyChanges);
  await assertProductRefs(companyId, draft);
  await assertSingleBarcodes(companyId, draft, [productId, ...storedChildren.keys()]);

  const at = now();
  const updateDate = at.toISOString();
  const grouped = await applyPricingGroups(companyId, draft, stored.pricingGroupId ?? null);
  const product = withGeneratedBarcodes(grouped, at);
  const placed: PlacedChild[] = await Promise.all(
    product.childProducts.map(async (child) => {
      const kept = before(child);
      return {
        child,
        productId: kept?.productId ?? (await newProductId(companyId)),
        createDate: kept?.createDate ?? updateDate,
        isNew: kept === undefined,
      };
    }),
  );
  const { master, children } = itemsOf(companyId, productId, product, placed, {
    createDate: stored.createDate,
    updateDate,
  });
  const writes: ItemWrite[] = [
    { kind: "replace", item: master, expectedUpdateDate: stored.updateDate },
    ...children.map((item, index): ItemWrite => ({
      kind: placed[index]?.isNew ? "create" : "replace",
      item,
    })),
    ...removed.map((child): ItemWrite => ({
      kind: "replace",
      item: { ...child, parentId: undefined, isDeleted: true, isActive: false, updateDate },
    })),
  ];
  const updated = toProduct(master, children);
  const event = { companyId, type: "product.updated", locationId: null, data: updated } as const;
  if (!(await writeItems(writes, event))) throw conflictError();
  return updated;
}
