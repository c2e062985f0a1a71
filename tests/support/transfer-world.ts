import { Company } from "@pos/core/company/company.entity";
import { createLocation } from "@pos/core/company/company";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { createBatch, setStock, stockAtLocation } from "@pos/core/inventory/stock";
import { productItem, putProducts } from "./catalog";
import { callerFor, makeCompany } from "./world";

export interface TransferWorldOptions {
  blockNegative?: boolean;
  costOption?: "lastCost" | "weightedAverage";
}

/**
 * A lot-tracking company with two stores (Main Street, the source; Riverside) and its owner's caller. At Main
 * Street: 10 Gummies at $2.00, 6 of lot L-1 of Flower at $5.00. Riverside holds 4 Gummies at $3.00.
 */
export async function transferWorld(options: TransferWorldOptions = {}) {
  const { company, location, owner } = await makeCompany();
  const companyId = company.id;
  await Company.patch({ companyId })
    .set({
      isBatchTracking: true,
      blockNegativeInventorySale: options.blockNegative ?? false,
      inventoryCostOption: options.costOption ?? "weightedAverage",
    })
    .go();
  const riverside = await createLocation({ companyId, name: "Riverside" });
  const [gummies, flower] = await putProducts([
    productItem(companyId, { name: "Gummies", sku: "GUM-1" }),
    productItem(companyId, { name: "Flower", sku: "FLW-1", barcode: "628417000378", isBatchTracked: true }),
  ]);
  const lot = await createBatch({ companyId, productId: flower!.productId, lotNumber: "L-1" });
  const main = location.id;
  await setStock({ companyId, locationId: main, productId: gummies!.productId, quantity: 10, unitCost: 200 });
  await setStock({
    companyId,
    locationId: main,
    productId: flower!.productId,
    batchId: lot.id,
    quantity: 6,
    unitCost: 500,
  });
  await setStock({
    companyId,
    locationId: riverside.id,
    productId: gummies!.productId,
    quantity: 4,
    unitCost: 300,
  });
  const caller = await callerFor(owner.token);
  const quantityAt = async (locationId: string, productId: string, batchId: string | null = null) =>
    (await stockAtLocation(companyId, locationId)).find(
      (row) => row.productId === productId && row.batchId === batchId,
    )?.quantity ?? 0;
  const logsOf = async (transferId: string) =>
    (
      await InventoryLog.query
        .byDocument({ companyId, documentType: "transfer", documentId: transferId })
        .go({ pages: "all" })
    ).data;
  return {
    companyId,
    company,
    owner,
    caller,
    main,
    riverside: riverside.id,
    gummies: gummies!,
    flower: flower!,
    lot,
    quantityAt,
    logsOf,
  };
}

export type TransferWorld = Awaited<ReturnType<typeof transferWorld>>;
