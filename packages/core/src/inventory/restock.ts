import { matchingRows } from "../catalog/listing-index";
import { AppError } from "../common/errors";
import { InventoryLog } from "./inventory-log.entity";
import { locationStock } from "./location-stock";
import { reorderPointsAt } from "./reorder-points";
import { assertLocations, readInventoryCompany } from "./stock-targets";

export interface RestockInput {
  companyId: number;
  locationId: string;
  /** The sales window, in days back from `now` (default 30). */
  days?: number;
  /** How many days of sales the order should cover beyond the reorder point (default: `days`). */
  coverDays?: number;
  /** Only these products (the restock report's selection, the order's prefill); default: every product here. */
  productIds?: readonly string[];
  now?: Date;
}

export interface RestockSuggestion {
  productId: string;
  name: string;
  sku: string | null;
  onHand: number;
  /** The product's own reorder point here, else the company's default; null: none. */
  reorderPoint: number | null;
  /** Units sold in the window, net of refunds (never below 0). */
  sold: number;
  /** Units per day over the window. */
  dailyRate: number;
  /** On hand over the daily rate; null when nothing sold. */
  daysOfCover: number | null;
  /** Units to order: ceil(reorderPoint + dailyRate × coverDays − onHand), at least 0. */
  suggested: number;
}

const dayMs = 86_400_000;
const maxDays = 366;

/** Units sold per product at the location since `since`: SALE and REFUND entries of the ledger's date range. */
async function soldSince(companyId: number, locationId: string, since: string): Promise<Map<string, number>> {
  const entries = await InventoryLog.query
    .byLocation({ companyId, locationId })
    .gte({ createDate: since })
    .where((attributes, { eq }) => `${eq(attributes.type, "SALE")} OR ${eq(attributes.type, "REFUND")}`)
    .go({ pages: "all", attributes: ["productId", "quantityChange"] });
  const sold = new Map<string, number>();
  for (const entry of entries.data)
    sold.set(entry.productId, (sold.get(entry.productId) ?? 0) - entry.quantityChange);
  return sold;
}

const tidy = (value: number): number => Math.round(value * 1_000_000) / 1_000_000;

/**
 * Restock suggestions for one location (the restock report and the purchase order's "Suggested order" share
 * this): per product that holds stock itself and tracks inventory — those named, or else every one that has a
 * reorder point or sold in the window — its on hand, reorder point (own, else the company default), units sold
 * in the last `days` days net of refunds (read from the ledger's SALE and REFUND entries), the daily rate, days
 * of cover left, and the suggested quantity, ceil(reorderPoint + dailyRate × coverDays − onHand) and at least
 * 0. Sorted by name. A location of another company is a 400.
 */
export async function restockSuggestions(input: RestockInput): Promise<RestockSuggestion[]> {
  const { companyId, locationId } = input;
  const days = input.days ?? 30;
  const coverDays = input.coverDays ?? days;
  if (!(days >= 1 && days <= maxDays) || !(coverDays >= 0 && coverDays <= maxDays))
    throw new AppError("INVALID_INPUT", `Days are between 1 and ${maxDays}`);
  const since = new Date((input.now ?? new Date()).getTime() - days * dayMs).toISOString();
  const [company, stock, sold, rows] = await Promise.all([
    readInventoryCompany(companyId),
    locationStock(companyId, locationId),
    soldSince(companyId, locationId, since),
    matchingRows({ companyId, view: "active" }),
    assertLocations(companyId, [locationId]),
  ]);
  const holders = rows
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory && !row.isMasterProduct);
  const named = input.productIds ? new Set(input.productIds) : null;
  const candidates = named ? holders.filter((row) => named.has(row.id)) : holders;
  const points = await reorderPointsAt(
    companyId,
    locationId,
    candidates.map((row) => row.id),
  );
  const fallback = company.defaultReorderPoint ?? null;
  const suggestions = candidates.map((row): RestockSuggestion => {
    const onHand = stock.summaryOf(row.id).onHand;
    const reorderPoint = points.get(row.id) ?? fallback;
    const net = Math.max(0, sold.get(row.id) ?? 0);
    const dailyRate = tidy(net / days);
    return {
      productId: row.id,
      name: row.name,
      sku: row.sku,
      onHand,
      reorderPoint,
      sold: net,
      dailyRate,
      daysOfCover: dailyRate > 0 ? tidy(onHand / dailyRate) : null,
      suggested: Math.max(0, Math.ceil(tidy((reorderPoint ?? 0) + dailyRate * coverDays - onHand))),
    };
  });
  const kept = named
    ? suggestions
    : suggestions.filter((entry) => points.has(entry.productId) || fallback !== null || entry.sold > 0);
  return kept.sort((a, b) => a.name.localeCompare(b.name));
}
