import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { nextId } from "../db/counters";
import { applyPricingGroups } from "../pricing-groups/pricing-groups";
import type { ProductItem } from "./product.entity";
import { assertSingleBarcodes } from "./barcode-uniqueness";
import { assertProductRefs } from "./product-refs";
import {
  generateBarcode,
  markDeleted,
  normalizeProduct,
  productProblems,
  undeleteProduct,
} from "./product-rules";
import { readItem, readItems, toItem, toProduct, writeItems, type ItemWrite } from "./product-store";
import {
  ZCreateProductInput,
  ZProductRef,
  type ChildProduct,
  type CreateProductInput,
  type Product,
  type ProductDraft,
  type ProductRef,
} from "./product.schema";

export const productErrors = {
  notFound: "Product not found",
  conflict: "This product was changed by someone else. Reload it to see their changes.",
  childProduct: "This is a child product. Change it through its master product.",
  foreignChild: "This child product does not belong to this product",
  tooManyChanges: "Too many child products change in one save. Save fewer changes at a time.",
} as const;

export const conflictError = () => new AppError("CONFLICT", productErrors.conflict);

/** The sequence that numbers a company's products. */
export const productSequence = (companyId: number): string => `product#${companyId}`;

export const newProductId = async (companyId: number): Promise<string> =>
  String(await nextId(productSequence(companyId)));

/** A child in a save: its id (new or kept), its creation date, and whether it is new. */
export interface PlacedChild {
  child: ChildProduct;
  productId: string;
  createDate: string;
  isNew: boolean;
}

/** Normalized, then refused with the first problem (all of them in `details.problems`). */
export function checkedDraft(draft: ProductDraft): ProductDraft {
  const product = normalizeProduct(draft);
  const problems = productProblems(product);
  const [first] = problems;
  if (first) throw new AppError("INVALID_INPUT", first.message, { problems });
  return product;
}

/** A new product (or new child) that is not a master and has no barcode gets a generated one, unique in the save. */
export function withGeneratedBarcodes(product: ProductDraft, at: Date): ProductDraft {
  const used = new Set([product, ...product.childProducts].flatMap((item) => item.barcode ?? []));
  const assign = <T extends ChildProduct>(item: T, isMaster: boolean): T => {
    if (item.id !== null || item.barcode !== null || isMaster) return item;
    let time = at.getTime();
    while (used.has(generateBarcode(item.name, new Date(time)))) time += 1;
    const barcode = generateBarcode(item.name, new Date(time));
    used.add(barcode);
    return { ...item, barcode };
  };
  return {
    ...assign(product, product.isMasterProduct),
    childProducts: product.childProducts.map((child) => assign(child, false)),
  };
}

/** The items of a save: the master, then its children in order. */
export function itemsOf(
  companyId: number,
  productId: string,
  product: ProductDraft,
  placed: PlacedChild[],
  dates: { createDate: string; updateDate: string },
): { master: ProductItem; children: ProductItem[] } {
  const childIds = placed.map((entry) => entry.productId);
  const master = toItem(product, { companyId, productId, parentId: null, childIds, ...dates });
  const children = placed.map((entry) =>
    toItem(entry.child, {
      companyId,
      productId: entry.productId,
      parentId: productId,
      childIds: [],
      createDate: entry.createDate,
      updateDate: dates.updateDate,
    }),
  );
  return { master, children };
}

/** The product's own item; a child is refused, since it changes through its master. */
export async function findMaster(ref: ProductRef): Promise<ProductItem> {
  const { companyId, productId } = ZProductRef.parse(ref);
  const item = await readItem(companyId, productId);
  if (!item) throw new AppError("NOT_FOUND", productErrors.notFound);
  if (item.parentId !== undefined) throw new AppError("INVALID_INPUT", productErrors.childProduct);
  return item;
}

export async function createProduct(input: CreateProductInput): Promise<Product> {
  const { companyId, product: raw } = ZCreateProductInput.parse(input);
  const fresh = { id: null, isDeleted: false };
  const draft = checkedDraft({
    ...raw,
    ...fresh,
    childProducts: raw.childProducts.map((child) => ({ ...child, ...fresh })),
  });
  await assertProductRefs(companyId, draft);
  await assertSingleBarcodes(companyId, draft, []);
  const at = now();
  const date = at.toISOString();
  const product = withGeneratedBarcodes(await applyPricingGroups(companyId, draft), at);
  const productId = await newProductId(companyId);
  const placed = await Promise.all(
    product.childProducts.map(async (child) => ({
      child,
      productId: await newProductId(companyId),
      createDate: date,
      isNew: true,
    })),
  );
  const { master, children } = itemsOf(companyId, productId, product, placed, {
    createDate: date,
    updateDate: date,
  });
  const created = toProduct(master, children);
  const saved = await writeItems(
    [master, ...children].map((item): ItemWrite => ({ kind: "create", item })),
    { companyId, type: "product.created", locationId: null, data: created },
  );
  if (!saved) throw conflictError();
  return created;
}

/** A product with its children; a child's id opens its master. Another company's id is not found. */
export async function getProduct(ref: ProductRef): Promise<Product> {
  const { companyId, productId } = ZProductRef.parse(ref);
  const item = await readItem(companyId, productId);
  const master = item?.parentId === undefined ? item : await readItem(companyId, item.parentId);
  if (!master) throw new AppError("NOT_FOUND", productErrors.notFound);
  return toProduct(master, await readItems(companyId, master.childIds));
}

/** Writes the deleted and active flags a rule gives the product and its children, with a new update date. */
async function writeFlags(ref: ProductRef, rule: (product: ProductDraft) => ProductDraft): Promise<Product> {
  const master = await findMaster(ref);
  const children = await readItems(master.companyId, master.childIds);
  const changed = rule(toProduct(master, children));
  const updateDate = now().toISOString();
  const flagged = (item: ProductItem, from: ChildProduct): ProductItem => ({
    ...item,
    isDeleted: from.isDeleted,
    isActive: from.isActive,
    updateDate,
  });
  const byId = new Map(changed.childProducts.map((child) => [child.id, child]));
  const nextMaster = flagged(master, changed);
  const nextChildren = children.map((child) => flagged(child, byId.get(child.productId) ?? changed));
  const saved = await writeItems([
    { kind: "replace", item: nextMaster, expectedUpdateDate: master.updateDate },
    ...nextChildren.map((item): ItemWrite => ({ kind: "replace", item })),
  ]);
  if (!saved) throw conflictError();
  return toProduct(nextMaster, nextChildren);
}

/** Soft delete: the product and its children are kept, deleted and inactive, so past sales still show them. */
export async function deleteProduct(ref: ProductRef): Promise<void> {
  await writeFlags(ref, markDeleted);
}

export async function undeleteProductById(ref: ProductRef): Promise<Product> {
  return writeFlags(ref, undeleteProduct);
}
