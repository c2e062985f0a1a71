import { describe, expect, it } from "vitest";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { barcodeTaken } from "@pos/core/catalog/barcode-uniqueness";
import { newProductDraft } from "@pos/core/catalog/product-rules";
import { shop, storedItems } from "../support/product-world";
import { badInput } from "../support/staff";
import { failureOf } from "../support/world";

describe("single barcode validation (flag singleBarcodeValidation)", () => {
  it("allows a repeated barcode with the flag off and refuses it with the flag on, writing nothing", async () => {
    const world = await shop();
    const { companyId } = world;
    const draft = (name: string) => ({ ...newProductDraft({ name }), price: 500, barcode: "0628417000378" });
    await world.products.create({ companyId, product: draft("Blue Dream") });
    await world.products.create({ companyId, product: draft("Blue Dream (old label)") });
    expect(await storedItems(companyId)).toHaveLength(2);

    await setFeatureFlag({ companyId, flag: "singleBarcodeValidation", enabled: true });
    expect(await failureOf(world.products.create({ companyId, product: draft("Third") }))).toEqual(
      badInput(barcodeTaken("0628417000378", "Blue Dream")),
    );
    expect(await storedItems(companyId)).toHaveLength(2);
  });

  it("lets a product keep its own barcode on update", async () => {
    const world = await shop();
    const { companyId } = world;
    await setFeatureFlag({ companyId, flag: "singleBarcodeValidation", enabled: true });
    const created = await world.products.create({
      companyId,
      product: { ...newProductDraft({ name: "Gummies" }), price: 900, barcode: "12345678905" },
    });
    const updated = await world.products.update({
      companyId,
      productId: created.id,
      product: { ...created, name: "Gummies 10 mg", childProducts: [] },
    });
    expect(updated.barcode).toBe("12345678905");
  });
});
