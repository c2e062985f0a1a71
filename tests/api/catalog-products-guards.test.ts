import { describe, expect, it } from "vitest";
import { createCategory } from "@pos/core/catalog/categories";
import { newProductDraft, setBatchTracked, setInventoryMode } from "@pos/core/catalog/product-rules";
import type { ProductDraft } from "@pos/core/catalog/product.schema";
import { createTaxGroup } from "@pos/core/catalog/tax-groups";
import { errorData } from "@pos/functions/trpc/errors";
import type { TRPCError } from "@trpc/server";
import { bulkMaster, shop, storedItems } from "../support/product-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";
import { postForm } from "../support/storage";

describe("catalog.products guards", () => {
  it("refuses another company's category, supplier, tax group, location and image", async () => {
    const a = await shop();
    const b = await shop();
    const theirCategory = await createCategory({
      companyId: b.companyId,
      name: "Theirs",
      parentCategoryId: null,
      complianceCategoryId: null,
    });
    const theirTaxGroup = await createTaxGroup({ companyId: b.companyId, name: "GST", taxes: [] });
    const draft = newProductDraft({ name: "Borrowed" });
    const attempts: [Partial<ProductDraft>, string][] = [
      [{ categoryId: theirCategory.id }, "This category does not exist"],
      [{ taxGroupId: theirTaxGroup.id }, "This tax group does not exist"],
      [{ vendorIds: ["nope"] }, "This supplier does not exist"],
      [
        {
          locationOverrides: [
            { locationId: b.location.id, retailPrice: 1, wholesaleCost: null, isActive: null, barcode: null },
          ],
        },
        "This location does not exist",
      ],
      [{ images: [`companies/${b.companyId}/x/label.png`] }, "This image does not belong to this company"],
    ];
    for (const [changes, message] of attempts)
      expect(
        await failureOf(a.products.create({ companyId: a.companyId, product: { ...draft, ...changes } })),
      ).toEqual(badInput(message));
    expect(await storedItems(a.companyId)).toEqual([]);
  });

  it("lot tracking cannot be turned off once saved on, for the product or a child", async () => {
    const { companyId, products } = await shop();
    const message = "Lot tracking cannot be turned off once it is on.";
    const lot = await products.create({
      companyId,
      product: newProductDraft({ name: "Lot", isBatchTracked: true }),
    });
    const ref = { companyId, productId: lot.id };
    expect(await failureOf(products.update({ ...ref, product: { ...lot, isBatchTracked: false } }))).toEqual(
      badInput(message),
    );
    const master = await products.create({
      companyId,
      product: setBatchTracked(bulkMaster("Lots"), true, false),
    });
    const children = master.childProducts.map((child, index) =>
      index === 0 ? { ...child, isBatchTracked: false } : child,
    );
    expect(
      await failureOf(
        products.update({ companyId, productId: master.id, product: { ...master, childProducts: children } }),
      ),
    ).toEqual(badInput(message));
    expect((await products.get(ref)).isBatchTracked).toBe(true);
  });

  it("bad input is refused with a clear message and writes nothing", async () => {
    const { companyId, products } = await shop();
    const other = await products.create({ companyId, product: bulkMaster("Other") });
    const before = await storedItems(companyId);
    const named = newProductDraft({ name: "Fine" });
    const masterless = { ...setInventoryMode(named, "prepack"), childProducts: [] };
    const cases: [() => Promise<unknown>, string][] = [
      [() => products.create({ companyId, product: { ...named, name: " \u200B " } }), "Name is required"],
      [
        () => products.create({ companyId, product: { ...named, gtin: "036000291453" } }),
        "Enter a valid GTIN (8, 12, 13 or 14 digits)",
      ],
      [
        () => products.create({ companyId, product: masterless }),
        "A master product needs at least one child product",
      ],
      [
        () => products.create({ companyId, product: { ...named, images: ["a", "b", "c", "d", "e", "f"] } }),
        "At most 5 images",
      ],
      [
        () =>
          products.update({
            companyId,
            productId: other.id,
            product: { ...bulkMaster("Other"), childProducts: [{ ...named, id: "999999" }] },
          }),
        "This child product does not belong to this product",
      ],
      [
        () => products.update({ companyId, productId: other.childProducts[0]?.id ?? "", product: named }),
        "This is a child product. Change it through its master product.",
      ],
    ];
    for (const [call, message] of cases) expect((await failureOf(call())).message, message).toBe(message);
    expect(await storedItems(companyId)).toEqual(before);

    const details = await products.create({ companyId, product: { ...named, name: "", gtin: "1" } }).then(
      () => null,
      (error: TRPCError) => errorData(error).details,
    );
    expect(details).toEqual({
      problems: [
        { path: "name", message: "Name is required" },
        { path: "gtin", message: "Enter a valid GTIN (8, 12, 13 or 14 digits)" },
      ],
    });
    const created = await products.create({
      companyId,
      product: { ...bulkMaster("Copy"), childProducts: other.childProducts },
    });
    expect(created.childProducts.map((child) => child.id)).not.toContain(other.childProducts[0]?.id);
    expect(await products.get({ companyId, productId: other.id })).toEqual(other);
  });

  it("every product procedure needs CAN_MANAGE_PRODUCTS granted at the company", async () => {
    const { companyId, location, products: owned } = await shop();
    const saved = await owned.create({ companyId, product: newProductDraft({ name: "Kept" }) });
    const ref = { companyId, productId: saved.id };
    const cashier = await makeStaff(companyId, ["CAN_EDIT_SALES"]);
    const atLocation = await makeStaff(companyId, ["CAN_MANAGE_PRODUCTS"], location.id);
    for (const staff of [cashier, atLocation]) {
      const products = staff.caller.catalog.products;
      const calls = [
        () => products.create({ companyId, product: newProductDraft({ name: "No" }) }),
        () => products.get(ref),
        () => products.update({ ...ref, product: { ...saved, name: "Changed" } }),
        () => products.delete(ref),
        () => products.undelete(ref),
      ];
      for (const call of calls)
        expect(await failureOf(call())).toEqual(missingPermission("CAN_MANAGE_PRODUCTS"));
    }
    expect(await owned.get(ref)).toEqual(saved);
    expect(await storedItems(companyId)).toHaveLength(1);
    const manager = await makeStaff(companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect((await manager.caller.catalog.products.get(ref)).name).toBe("Kept");
  });
});

describe("company.presignDownloads", () => {
  it("signs the company's own keys in one call and leaves out the others", async () => {
    const a = await shop();
    const b = await shop();
    const upload = await a.caller.company.presignUpload({
      companyId: a.companyId,
      use: "productImage",
      fileName: "thumb.png",
      contentType: "image/png",
    });
    await postForm(upload, "thumb");
    const foreign = `companies/${b.companyId}/x/thumb.png`;
    const urls = await a.caller.company.presignDownloads({
      companyId: a.companyId,
      keys: [upload.key, foreign, `companies/${a.companyId}/../${b.companyId}/x.png`, upload.key],
    });
    expect(Object.keys(urls)).toEqual([upload.key]);
    expect(await (await fetch(urls[upload.key] ?? "")).text()).toBe("thumb");
    const tooMany = Array.from({ length: 101 }, (_, index) => `companies/${a.companyId}/${index}.png`);
    expect(
      (await failureOf(a.caller.company.presignDownloads({ companyId: a.companyId, keys: tooMany }))).message,
    ).toBe("At most 100 files at a time");
  });
});
