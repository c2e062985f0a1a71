import { afterEach, describe, expect, it } from "vitest";
import { generateBarcode } from "@pos/core/catalog/barcode";
import { createCategory } from "@pos/core/catalog/categories";
import { addChild, newProductDraft } from "@pos/core/catalog/product-rules";
import { readItem, toItem, writeItems } from "@pos/core/catalog/product-store";
import { createSupplier } from "@pos/core/catalog/suppliers";
import { createTaxGroup } from "@pos/core/catalog/tax-groups";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { bulkMaster, shop, storedItems } from "../support/product-world";
import { conflict } from "../support/staff";
import { failureOf } from "../support/world";

const changedElsewhere = "This product was changed by someone else. Reload it to see their changes.";
const notFound = { code: "NOT_FOUND", appCode: "NOT_FOUND", message: "Product not found" };

afterEach(() => setClock(null));

describe("catalog.products", () => {
  it("creates, reads, updates, deletes and undeletes a product, normalized, with a generated barcode", async () => {
    const { companyId, products, location } = await shop();
    const clock = fixedClock("2026-03-02T15:00:00.000Z");
    setClock(clock);
    const category = await createCategory({
      companyId,
      name: "Flower",
      parentCategoryId: null,
      complianceCategoryId: "dried",
    });
    const supplier = await createSupplier({
      companyId,
      name: "Tweed",
      contactName: null,
      email: null,
      phone: null,
      address: null,
      licenceNumber: null,
      notes: null,
    });
    const taxGroup = await createTaxGroup({ companyId, name: "HST", taxes: [{ name: "HST", rate: 13 }] });
    const created = await products.create({
      companyId,
      product: newProductDraft({
        name: "  Blue Dream 3.5g ",
        sku: " \u200BBD-35 ",
        price: 3499,
        depositFee: 0,
        weight: 0,
        gtin: "0036000291452",
        driedCannabisEquivalent: 3.5,
        categoryId: category.id,
        supplierId: supplier.id,
        taxGroupId: taxGroup.id,
        tags: [" Indoor", "indoor "],
        locationOverrides: [
          { locationId: location.id, retailPrice: 3299, wholesaleCost: 0, isActive: null, barcode: null },
        ],
      }),
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      parentId: null,
      name: "Blue Dream 3.5g",
      sku: "BD-35",
      barcode: generateBarcode("Blue Dream 3.5g", new Date("2026-03-02T15:00:00.000Z")),
      price: 3499,
      depositFee: null,
      weight: null,
      gtin: "0036000291452",
      driedCannabisEquivalent: 3.5,
      tags: ["Indoor"],
      isActive: true,
      isDeleted: false,
      createDate: "2026-03-02T15:00:00.000Z",
      updateDate: "2026-03-02T15:00:00.000Z",
      childProducts: [],
    });
    expect(created.barcode).toMatch(/^\d{11}$/);
    expect(created.locationOverrides).toEqual([
      { locationId: location.id, retailPrice: 3299, wholesaleCost: null, isActive: null, barcode: null },
    ]);
    const ref = { companyId, productId: created.id };
    expect(await products.get(ref)).toEqual(created);

    clock.advance(60_000);
    const updated = await products.update({
      ...ref,
      product: { ...created, price: null, sku: null },
      expectedUpdateDate: created.updateDate,
    });
    expect(updated).toMatchObject({
      price: null,
      sku: null,
      barcode: created.barcode,
      createDate: created.createDate,
    });
    expect(updated.updateDate).toBe("2026-03-02T15:01:00.000Z");
    expect(await products.get(ref)).toEqual(updated);

    clock.advance(60_000);
    await expect(products.delete(ref)).resolves.toEqual({ ok: true });
    expect(await products.get(ref)).toMatchObject({
      isDeleted: true,
      isActive: false,
      updateDate: "2026-03-02T15:02:00.000Z",
    });
    clock.advance(60_000);
    expect(await products.undelete(ref)).toMatchObject({
      isDeleted: false,
      isActive: true,
      updateDate: "2026-03-02T15:03:00.000Z",
    });
  });

  it("writes a master and its children together, and replaces, adds and detaches children in one save", async () => {
    const { companyId, products } = await shop();
    const created = await products.create({ companyId, product: bulkMaster("Pink Kush") });
    expect(created).toMatchObject({ isMasterProduct: true, trackInventory: true, price: 0, barcode: null });
    expect(
      created.childProducts.map((child) => [child.name, child.parentId, child.trackInventory, child.unit]),
    ).toEqual([
      ["Pink Kush 3.5g", created.id, false, "g"],
      ["Pink Kush 7g", created.id, false, "g"],
    ]);
    const [small, large] = created.childProducts;
    if (!small || !large) throw new Error("two children expected");
    expect(small.barcode).toMatch(/^\d{11}$/);
    expect(small.barcode).not.toBe(large.barcode);
    expect(new Set((await storedItems(companyId)).map((item) => item.updateDate)).size).toBe(1);
    expect(await products.get({ companyId, productId: small.id })).toEqual(created);

    const master = addChild({ ...created, childProducts: [{ ...large, name: "Pink Kush 7 g" }] });
    const saved = await products.update({
      companyId,
      productId: created.id,
      product: {
        ...master,
        childProducts: master.childProducts.map((child, index) =>
          index === 1 ? { ...child, name: "Pink Kush 14g" } : child,
        ),
      },
      expectedUpdateDate: created.updateDate,
    });
    expect(saved.childProducts.map((child) => [child.id === large.id, child.name])).toEqual([
      [true, "Pink Kush 7 g"],
      [false, "Pink Kush 14g"],
    ]);
    const detached = await readItem(companyId, small.id);
    expect(detached).toMatchObject({ isDeleted: true, isActive: false, updateDate: saved.updateDate });
    expect(detached?.parentId).toBeUndefined();
    expect((await readItem(companyId, created.id))?.childIds).toEqual(
      saved.childProducts.map((child) => child.id),
    );

    await products.delete({ companyId, productId: created.id });
    const deleted = await products.get({ companyId, productId: created.id });
    expect([deleted, ...deleted.childProducts].map((item) => [item.isDeleted, item.isActive])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    const back = await products.undelete({ companyId, productId: created.id });
    expect([back, ...back.childProducts].every((item) => !item.isDeleted && item.isActive)).toBe(true);
  });

  it("a save whose guard fails writes none of its items", async () => {
    const { companyId, products } = await shop();
    const created = await products.create({ companyId, product: newProductDraft({ name: "Guarded" }) });
    const stored = await readItem(companyId, created.id);
    if (!stored) throw new Error("stored item expected");
    const place = {
      companyId,
      parentId: null,
      childIds: [],
      createDate: "2026-01-01T00:00:00.000Z",
      updateDate: "2026-01-01T00:00:00.000Z",
    };
    const ok = await writeItems([
      {
        kind: "create",
        item: toItem(newProductDraft({ name: "Never" }), { ...place, productId: "never-1" }),
      },
      {
        kind: "replace",
        item: { ...stored, name: "Renamed" },
        expectedUpdateDate: "2000-01-01T00:00:00.000Z",
      },
    ]);
    expect(ok).toBe(false);
    expect(await readItem(companyId, "never-1")).toBeNull();
    expect((await readItem(companyId, created.id))?.name).toBe("Guarded");
  });

  it("refuses a save over someone else's newer change", async () => {
    const { companyId, products } = await shop();
    const clock = fixedClock("2026-03-03T09:00:00.000Z");
    setClock(clock);
    const created = await products.create({ companyId, product: newProductDraft({ name: "Gelato" }) });
    const ref = { companyId, productId: created.id };
    clock.advance(1000);
    const theirs = await products.update({
      ...ref,
      product: { ...created, price: 1000 },
      expectedUpdateDate: created.updateDate,
    });
    clock.advance(1000);
    expect(
      await failureOf(
        products.update({
          ...ref,
          product: { ...created, price: 2000 },
          expectedUpdateDate: created.updateDate,
        }),
      ),
    ).toEqual(conflict(changedElsewhere));
    expect(await products.get(ref)).toEqual(theirs);
  });

  it("another company's product is not found", async () => {
    const a = await shop();
    const b = await shop();
    const created = await a.products.create({
      companyId: a.companyId,
      product: newProductDraft({ name: "Ours" }),
    });
    const foreign = { companyId: b.companyId, productId: created.id };
    expect(await failureOf(b.products.get(foreign))).toEqual(notFound);
    expect(await failureOf(b.products.update({ ...foreign, product: created }))).toEqual(notFound);
    expect(await failureOf(b.products.delete(foreign))).toEqual(notFound);
    expect(await failureOf(b.products.undelete(foreign))).toEqual(notFound);
    expect(await a.products.get({ companyId: a.companyId, productId: created.id })).toEqual(created);
  });
});
