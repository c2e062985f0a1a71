import { describe, expect, it } from "vitest";
import { newChildProduct, newProductDraft } from "@pos/core/catalog/product-rules";
import type { Product } from "@pos/core/catalog/product.schema";
import { draftOf } from "./saved-product";

describe("draftOf", () => {
  it("keeps every draft field and drops what the server adds, on the master and its children", () => {
    const master = newProductDraft({ name: "Blue Dream", isMasterProduct: true, price: 0 });
    const child = { ...newChildProduct(master), id: "P2", name: "Blue Dream 3.5 g", price: 2999 };
    const dates = { createDate: "2026-01-01T00:00:00.000Z", updateDate: "2026-01-02T00:00:00.000Z" };
    const product: Product = {
      ...master,
      ...dates,
      id: "P1",
      parentId: null,
      childProducts: [{ ...child, ...dates, parentId: "P1" }],
    };
    expect(draftOf(product)).toEqual({ ...master, id: "P1", childProducts: [child] });
  });
});
