import { readItem } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { listLocations } from "../company/company";
import { inventoryMessages } from "./inventory-log.schema";
import type { LocationStockView, ProductStockView } from "./inventory-overview.schema";
import { lotRows } from "./inventory-overview";
import { locationStock } from "./location-stock";
import { reorderPointsAt } from "./reorder-points";
import { batchesOf } from "./stock";
import { assertLocations, readInventoryCompany, tracksLots } from "./stock-targets";

/**
 * A product's stock at every location of the company, or at one (per lot when it is kept by lot): the product
 * page, the adjust dialog and the update screen.
 */
export async function stockOfProduct(
  companyId: number,
  productId: string,
  locationId: string | null = null,
): Promise<ProductStockView> {
  const [company, product, locations, batches] = await Promise.all([
    readInventoryCompany(companyId),
    readItem(companyId, productId),
    locationId
      ? assertLocations(companyId, [locationId]).then(() => [{ id: locationId }])
      : listLocations(companyId),
    batchesOf(companyId, productId),
  ]);
  if (!product || product.isDeleted) throw new AppError("NOT_FOUND", inventoryMessages.unknownProduct);
  const lots = new Map(
    batches.map((batch) => [
      `${productId}/${batch.id}`,
      {
        batchId: batch.id,
        lotNumber: batch.lotNumber,
        expiryDate: batch.expiryDate,
        onHand: 0,
        unitCost: 0,
        value: 0,
      },
    ]),
  );
  const views = await Promise.all(
    locations.map(async (location): Promise<LocationStockView> => {
      const [stock, points] = await Promise.all([
        locationStock(companyId, location.id),
        reorderPointsAt(companyId, location.id, [productId]),
      ]);
      const items = stock.of(productId);
      const { onHand, value } = stock.summaryOf(productId);
      return {
        locationId: location.id,
        onHand,
        value,
        reorderPoint: points.get(productId) ?? company.defaultReorderPoint ?? null,
        lots: lotRows(productId, items, lots),
      };
    }),
  );
  return {
    productId,
    lotTracked: tracksLots(company, product),
    batches,
    locations: views,
    totals: views.reduce((sum, view) => ({ units: sum.units + view.onHand, value: sum.value + view.value }), {
      units: 0,
      value: 0,
    }),
  };
}

/** On hand of each product at one location, or (null) over every location: read from the stock indexes. */
export async function onHandOf(
  companyId: number,
  locationId: string | null,
  productIds: readonly string[],
): Promise<Record<string, number>> {
  if (locationId) await assertLocations(companyId, [locationId]);
  const locationIds = locationId
    ? [locationId]
    : (await listLocations(companyId)).map((location) => location.id);
  const indexes = await Promise.all(locationIds.map((id) => locationStock(companyId, id)));
  return Object.fromEntries(
    productIds.map((productId) => [
      productId,
      indexes.reduce((sum, index) => sum + index.summaryOf(productId).onHand, 0),
    ]),
  );
}
