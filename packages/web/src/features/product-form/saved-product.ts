import type { ChildProduct, Product, ProductDraft } from "@pos/core/catalog/product.schema";

type SavedChild = Product["childProducts"][number];

function childDraft(saved: SavedChild): ChildProduct {
  const { parentId: _parent, createDate: _created, updateDate: _updated, ...child } = saved;
  return child;
}

/** The editable model of a saved product: its draft fields, without the parent and dates the server adds. */
export function draftOf(product: Product): ProductDraft {
  const { parentId: _parent, createDate: _created, updateDate: _updated, childProducts, ...fields } = product;
  return { ...fields, childProducts: (childProducts as SavedChild[]).map(childDraft) };
}
