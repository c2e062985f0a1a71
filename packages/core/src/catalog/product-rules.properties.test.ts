import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addChild,
  inventoryMode,
  newProductDraft,
  removeChild,
  setActive,
  setChildActive,
  setInventoryMode,
  setUnit,
} from "./product-rules";
import { productProblems } from "./product-problems";
import { productUnits, type InventoryMode, type ProductDraft } from "./product.schema";

const plain = () => newProductDraft({ name: "Blue Dream", price: 1299 });

describe("any sequence of edits", () => {
  const modes: InventoryMode[] = ["bulk", "prepack", "tracked", "untracked"];
  const edit = fc.oneof(
    fc.constantFrom(...modes).map((mode) => (p: ProductDraft) => setInventoryMode(p, mode)),
    fc.constant((p: ProductDraft) => (p.isMasterProduct && p.childProducts.length < 50 ? addChild(p) : p)),
    fc
      .nat(60)
      .map(
        (index) => (p: ProductDraft) =>
          p.childProducts.length > 1 ? removeChild(p, index % p.childProducts.length) : p,
      ),
    fc.tuple(fc.nat(60), fc.boolean()).map(
      ([index, active]) =>
        (p: ProductDraft) =>
          p.isMasterProduct ? setChildActive(p, index % Math.max(1, p.childProducts.length), active) : p,
    ),
    fc.boolean().map((active) => (p: ProductDraft) => setActive(p, active)),
    fc
      .constantFrom(...productUnits)
      .map((unit) => (p: ProductDraft) => setUnit({ ...p, inventorySubtractAmount: 2.5 }, unit)),
  );

  it("keeps the mode chosen, a consistent master and the unit rule", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), fc.constantFrom(...modes), (edits, mode) => {
        const edited = edits.reduce((product, change) => change(product), plain());
        const product = setInventoryMode(edited, mode);
        expect(inventoryMode(product)).toBe(mode);
        expect(productProblems(product)).toEqual([]);
        for (const item of [edited, ...edited.childProducts])
          if (item.unit === "unit") expect(item.inventorySubtractAmount).toBe(1);
        if (edited.isMasterProduct) {
          expect(edited.childProducts.length).toBeGreaterThan(0);
          expect(edited.childProducts.every((child) => child.unit === edited.unit)).toBe(true);
        }
      }),
    );
  });
});
