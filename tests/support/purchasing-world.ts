import { Company } from "@pos/core/company/company.entity";
import { createLocation } from "@pos/core/company/company";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { Stock, noBatch } from "@pos/core/inventory/stock.entity";
import { setStock } from "@pos/core/inventory/stock";
import { PurchaseOrder } from "@pos/core/purchasing/purchase-order.entity";
import type { CreatePurchaseOrderInput } from "@pos/core/purchasing/purchase-order.schema";
import { productItem, putProducts, putSupplier } from "./catalog";
import { callerFor, makeCompany } from "./world";

/** A GS1 element string as printed on a package of Flower (GTIN 00628417000378). */
export const flowerCode = (lot: string, expiry = "271231", packaged = "260115") =>
  `(01)00628417000378(10)${lot}(17)${expiry}(13)${packaged}`;

/**
 * A lot-tracking company on weighted average cost with two stores (Main Street, Riverside), a supplier (Green
 * Farms) and its owner's caller. Main Street holds 10 Gummies at $2.00; Flower (lot-tracked, purchase price
 * $7.00) is held nowhere yet.
 */
export async function purchasingWorld(options: { costOption?: "lastCost" | "weightedAverage" } = {}) {
  const { company, location, owner } = await makeCompany();
  const companyId = company.id;
  await Company.patch({ companyId })
    .set({ isBatchTracking: true, inventoryCostOption: options.costOption ?? "weightedAverage" })
    .go();
  const riverside = await createLocation({ companyId, name: "Riverside" });
  const supplierId = await putSupplier(companyId, "Green Farms");
  const [gummies, flower] = await putProducts([
    productItem(companyId, { name: "Gummies", sku: "GUM-1", purchasePrice: 150 }),
    productItem(companyId, {
      name: "Flower",
      sku: "FLW-1",
      barcode: "628417000378",
      isBatchTracked: true,
      purchasePrice: 700,
    }),
  ]);
  const main = location.id;
  await setStock({ companyId, locationId: main, productId: gummies!.productId, quantity: 10, unitCost: 200 });
  const caller = await callerFor(owner.token);
  const stockOf = async (productId: string, batchId = noBatch, locationId = main) =>
    (await Stock.get({ companyId, locationId, productId, batchId }).go({ consistent: true })).data ?? null;
  const logsOf = async (purchaseOrderId: string) =>
    (
      await InventoryLog.query
        .byDocument({ companyId, documentType: "purchaseOrder", documentId: purchaseOrderId })
        .go({ pages: "all" })
    ).data;
  const storedOrder = async (purchaseOrderId: string) =>
    (await PurchaseOrder.get({ companyId, purchaseOrderId }).go({ consistent: true })).data;
  /** A draft for 10 Gummies at $2.50 and 6 Flower at $8.00, with shipping, fees and taxes. */
  const draft = (fields: Partial<CreatePurchaseOrderInput> = {}) =>
    caller.purchaseOrders.create({
      companyId,
      supplierId,
      locationId: main,
      shipping: 1500,
      fees: 250,
      taxes: 1234,
      lines: [
        { productId: gummies!.productId, quantity: 10, unitCost: 250 },
        { productId: flower!.productId, quantity: 6, unitCost: 800 },
      ],
      ...fields,
    });
  return {
    companyId,
    owner,
    caller,
    main,
    riverside: riverside.id,
    supplierId,
    gummies: gummies!,
    flower: flower!,
    stockOf,
    logsOf,
    storedOrder,
    draft,
  };
}

export type PurchasingWorld = Awaited<ReturnType<typeof purchasingWorld>>;
