import { describe, expect, it } from "vitest";
import { AppError } from "../common/errors";
import {
  addChild,
  childImage,
  inheritFromMaster,
  inventoryMode,
  markDeleted,
  masterIsActive,
  newChildProduct,
  newProductDraft,
  removeChild,
  setActive,
  setBatchTracked,
  setChildActive,
  setChildImage,
  setInventoryMode,
  setMasterProduct,
  setPricingGroup,
  setTrackInventory,
  setUnit,
  undeleteProduct,
} from "./product-rules";
import { ZProductDraft } from "./product.schema";

const plain = () =>
  newProductDraft({ name: "Blue Dream", price: 1299, barcode: "12345678901", gtin: "036000291452" });
const master = () => setMasterProduct(plain(), true);

describe("a new product", () => {
  it("has the spec's defaults and is a valid draft", () => {
    const draft = newProductDraft();
    expect(draft).toMatchObject({
      unit: "unit",
      inventorySubtractAmount: 1,
      trackInventory: true,
      isActive: true,
      trackPurchaseOrderCosts: true,
      trackConversionCosts: true,
      productType: "product",
      pricingTemplateId: null,
      isMasterProduct: false,
      isDeleted: false,
      childProducts: [],
      tags: [],
      price: null,
    });
    expect(ZProductDraft.parse(draft)).toEqual(draft);
    expect(newProductDraft({ name: "Gummies", unit: "g" })).toMatchObject({ name: "Gummies", unit: "g" });
  });

  it("a new child takes the master's name, unit, category, supplier, tax group and pricing group", () => {
    const parent = newProductDraft({
      name: "Pink Kush",
      unit: "g",
      categoryId: "c1",
      supplierId: "s1",
      taxGroupId: "t1",
      pricingGroupId: "p1",
      isMasterProduct: true,
      isBatchTracked: true,
    });
    expect(newChildProduct(parent)).toMatchObject({
      id: null,
      name: "Pink Kush",
      unit: "g",
      categoryId: "c1",
      supplierId: "s1",
      taxGroupId: "t1",
      pricingGroupId: "p1",
      isBatchTracked: true,
      trackInventory: false,
      imageUrl: null,
    });
    expect(newChildProduct({ ...parent, trackInventory: false }).trackInventory).toBe(true);
  });
});

describe("inventory modes", () => {
  it("plain products are tracked or untracked", () => {
    expect(inventoryMode(plain())).toBe("tracked");
    expect(inventoryMode(setInventoryMode(plain(), "untracked"))).toBe("untracked");
    expect(setInventoryMode(plain(), "untracked").trackInventory).toBe(false);
  });

  it("turning master on zeroes the price, clears the barcode and creates one child in prepack mode", () => {
    const on = master();
    expect(on).toMatchObject({
      isMasterProduct: true,
      price: 0,
      barcode: null,
      gtin: null,
      trackInventory: false,
    });
    expect(on.childProducts).toHaveLength(1);
    expect(on.childProducts[0]?.trackInventory).toBe(true);
    expect(inventoryMode(on)).toBe("prepack");
    expect(setMasterProduct(on, true)).toBe(on);
  });

  it("turning master off removes the children and tracks inventory", () => {
    const off = setMasterProduct(setInventoryMode(addChild(master()), "prepack"), false);
    expect(off).toMatchObject({ isMasterProduct: false, childProducts: [], trackInventory: true });
    expect(inventoryMode(off)).toBe("tracked");
  });

  it("bulk: master on, tracking on, children off, not cumulative", () => {
    const bulk = setInventoryMode(addChild({ ...master(), isCumulative: true }), "bulk");
    expect(bulk).toMatchObject({ isMasterProduct: true, trackInventory: true, isCumulative: false });
    expect(bulk.childProducts.map((child) => child.trackInventory)).toEqual([false, false]);
    expect(inventoryMode(bulk)).toBe("bulk");
    expect(inventoryMode(setInventoryMode(plain(), "bulk"))).toBe("bulk");
  });

  it("prepack: master on, tracking off, unit set to unit (subtract 1), children on", () => {
    const bulk = setUnit(setInventoryMode(plain(), "bulk"), "g");
    const grams = { ...bulk, inventorySubtractAmount: 3.5 };
    const prepack = setInventoryMode(grams, "prepack");
    expect(prepack).toMatchObject({ trackInventory: false, unit: "unit", inventorySubtractAmount: 1 });
    expect(prepack.childProducts.map((child) => [child.trackInventory, child.unit])).toEqual([
      [true, "unit"],
    ]);
    expect(inventoryMode(prepack)).toBe("prepack");
  });

  it("tracked from a master turns master off", () => {
    expect(setInventoryMode(master(), "tracked")).toMatchObject({
      isMasterProduct: false,
      childProducts: [],
    });
    expect(setInventoryMode(master(), "untracked")).toMatchObject({
      isMasterProduct: false,
      trackInventory: false,
    });
  });

  it("tracking a product untracks its children; untracking leaves them", () => {
    const prepack = master();
    expect(setTrackInventory(prepack, true).childProducts[0]?.trackInventory).toBe(false);
    expect(setTrackInventory(prepack, false).childProducts[0]?.trackInventory).toBe(true);
    expect(setTrackInventory(plain(), false).trackInventory).toBe(false);
  });
});

describe("active state", () => {
  it("propagates to the children", () => {
    const product = setActive(addChild(master()), false);
    expect([product.isActive, ...product.childProducts.map((child) => child.isActive)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(setActive(product, true).childProducts.every((child) => child.isActive)).toBe(true);
  });

  it("a master is active when any child is, and removing a child recomputes it", () => {
    const two = addChild(master());
    const oneOff = setChildActive(two, 0, false);
    expect(oneOff.isActive).toBe(true);
    const bothOff = setChildActive(oneOff, 1, false);
    expect(bothOff.isActive).toBe(false);
    expect(masterIsActive(bothOff)).toBe(false);
    const backOn = setChildActive(bothOff, 0, true);
    expect(backOn.isActive).toBe(true);
    expect(removeChild(backOn, 0)).toMatchObject({ isActive: false });
    expect(removeChild(backOn, 0).childProducts).toHaveLength(1);
    expect(removeChild(backOn, 1).isActive).toBe(true);
    expect(masterIsActive({ ...plain(), isActive: false })).toBe(false);
  });

  it("a master has at most 50 children", () => {
    let product = master();
    for (let count = 1; count < 50; count += 1) product = addChild(product);
    expect(product.childProducts).toHaveLength(50);
    expect(() => addChild(product)).toThrow("A master product has at most 50 child products");
  });

  it("delete marks the product and its children deleted and inactive", () => {
    const deleted = markDeleted(addChild(master()));
    expect([deleted, ...deleted.childProducts].map((item) => [item.isDeleted, item.isActive])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it("undelete sets isDeleted false and isActive true, children too", () => {
    const deleted = {
      ...setActive(addChild(master()), false),
      isDeleted: true,
    };
    deleted.childProducts = deleted.childProducts.map((child) => ({ ...child, isDeleted: true }));
    const back = undeleteProduct(deleted);
    expect(back).toMatchObject({ isDeleted: false, isActive: true });
    expect(back.childProducts.map((child) => [child.isDeleted, child.isActive])).toEqual([
      [false, true],
      [false, true],
    ]);
  });
});

describe("pricing group", () => {
  const grouped = () => {
    const product = { ...addChild(master()), pricingGroupId: "g1" };
    return {
      ...product,
      childProducts: product.childProducts.map((child) => ({ ...child, pricingGroupId: "g1" })),
    };
  };

  it("a change on a saved product needs a pricing refresh; on a new one or unchanged it does not", () => {
    expect(setPricingGroup(grouped(), "g2", true)).toMatchObject({ needsPricingRefresh: true });
    expect(setPricingGroup(grouped(), "g2", false)).toMatchObject({ needsPricingRefresh: false });
    expect(setPricingGroup(grouped(), "g1", true)).toMatchObject({ needsPricingRefresh: false });
    expect(setPricingGroup(grouped(), "g2", true).product.childProducts[0]?.pricingGroupId).toBe("g1");
  });

  it("clearing the group clears the children's groups", () => {
    const { product, needsPricingRefresh } = setPricingGroup(grouped(), null, true);
    expect(needsPricingRefresh).toBe(true);
    expect([product.pricingGroupId, ...product.childProducts.map((child) => child.pricingGroupId)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe("inheritance", () => {
  it("unit, category, supplier and tax group of the master are copied to the children", () => {
    const product = inheritFromMaster({
      ...addChild(master()),
      unit: "g",
      categoryId: "c2",
      supplierId: "s2",
      taxGroupId: "t2",
    });
    for (const child of product.childProducts)
      expect(child).toMatchObject({ unit: "g", categoryId: "c2", supplierId: "s2", taxGroupId: "t2" });
    expect(inheritFromMaster({ ...plain(), childProducts: [] })).toEqual({ ...plain(), childProducts: [] });
  });

  it("a child's image follows the master's unless it has its own", () => {
    const parent = { ...master(), images: ["companies/1/a/master.png"] };
    const child = parent.childProducts[0] ?? newChildProduct(parent);
    expect(childImage(parent, child)).toBe("companies/1/a/master.png");
    expect(childImage(parent, { ...child, images: ["companies/1/b/child.png"] })).toBe(
      "companies/1/b/child.png",
    );
    expect(childImage({ ...parent, images: [], imageUrl: "https://cdn.example/m.png" }, child)).toBe(
      "https://cdn.example/m.png",
    );
    expect(childImage({ ...parent, images: [] }, child)).toBeNull();
  });

  it("a child keeps one image of its own; removing it makes it follow the master's again", () => {
    const parent = addChild({ ...master(), images: ["companies/1/a/master.png"] });
    const withOwn = setChildImage(parent, 1, "companies/1/c/7g.png");
    expect(withOwn.childProducts[1]).toMatchObject({
      images: ["companies/1/c/7g.png"],
      imageUrl: "companies/1/c/7g.png",
    });
    expect(withOwn.childProducts[0]).toEqual(parent.childProducts[0]);
    const replaced = setChildImage(withOwn, 1, "companies/1/d/7g-new.png");
    expect(replaced.childProducts[1]?.images).toEqual(["companies/1/d/7g-new.png"]);
    const cleared = setChildImage(replaced, 1, null);
    expect(cleared.childProducts[1]).toMatchObject({ images: [], imageUrl: null });
    expect(childImage(cleared, cleared.childProducts[1] ?? newChildProduct(cleared))).toBe(
      "companies/1/a/master.png",
    );
  });

  it("unit 'unit' forces an inventory subtract amount of 1; other units keep theirs", () => {
    const grams = setUnit({ ...plain(), inventorySubtractAmount: 3.5 }, "g");
    expect(grams.inventorySubtractAmount).toBe(3.5);
    expect(setUnit(grams, "unit").inventorySubtractAmount).toBe(1);
    const bulk = setUnit({ ...setInventoryMode(plain(), "bulk") }, "g");
    const withAmounts = {
      ...bulk,
      childProducts: bulk.childProducts.map((child) => ({ ...child, inventorySubtractAmount: 7 })),
    };
    expect(setUnit(withAmounts, "unit").childProducts[0]).toMatchObject({
      unit: "unit",
      inventorySubtractAmount: 1,
    });
  });
});

describe("lot tracking", () => {
  it("turns on for the product and its children, and off only while not saved on", () => {
    const on = setBatchTracked(master(), true, false);
    expect([on.isBatchTracked, on.childProducts[0]?.isBatchTracked]).toEqual([true, true]);
    expect(setBatchTracked(on, false, false).isBatchTracked).toBe(false);
  });

  it("cannot be turned off once saved on", () => {
    const on = setBatchTracked(plain(), true, true);
    expect(() => setBatchTracked(on, false, true)).toThrow(
      new AppError("INVALID_INPUT", "Lot tracking cannot be turned off once it is on."),
    );
    expect(setBatchTracked(on, true, true).isBatchTracked).toBe(true);
  });
});
