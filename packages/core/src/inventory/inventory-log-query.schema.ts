import { z } from "zod";
import { ZId, ZPageKey } from "../common/bounded.schema";
import { reportRangeMessages, withinReportLimit, ZReportDay } from "../common/report-range.schema";
import { ZCompanyId } from "../company/company.schema";
import { logTypes, type InventoryLogView } from "./inventory-log.schema";

/** reports/inventoryLogs: a location's ledger, newest first, filtered; days in the company's time zone. */
export const ZInventoryLogQuery = z
  .object({
    companyId: ZCompanyId,
    locationId: ZId,
    productId: ZId.nullish(),
    batchId: ZId.nullish(),
    type: z.enum(logTypes).nullish(),
    /** The user or employee who made the change. */
    actorId: ZId.nullish(),
    from: ZReportDay,
    to: ZReportDay,
    limit: z.number().int().min(1).max(100).default(50),
    lastEvaluatedKey: ZPageKey.nullish(),
  })
  .refine((input) => input.from <= input.to, { path: ["to"], message: reportRangeMessages.endBeforeStart })
  .refine((input) => input.from > input.to || withinReportLimit(input.from, input.to), {
    path: ["to"],
    message: reportRangeMessages.tooLong,
  });
export type InventoryLogQuery = z.input<typeof ZInventoryLogQuery>;

/** One ledger entry as the report shows it. */
export interface InventoryLogRow extends InventoryLogView {
  productName: string;
  sku: string | null;
  lotNumber: string | null;
  /** quantityChange × unitCost, in whole cents. */
  valueChange: number;
}

/** The report's employee filter: the company's people (a report reader at one location may ask too). */
export const ZInventoryLogPeopleInput = z.object({ companyId: ZCompanyId, locationId: ZId });

/** The report's product filter: products matching a search (name, SKU or barcode). */
export const ZInventoryLogProductsInput = z.object({
  companyId: ZCompanyId,
  locationId: ZId,
  searchQuery: z.string().trim().max(200),
});

/** The report's lot filter: a product's lots. */
export const ZInventoryLogLotsInput = z.object({ companyId: ZCompanyId, locationId: ZId, productId: ZId });
export type InventoryLogProductsInput = z.input<typeof ZInventoryLogProductsInput>;
export type InventoryLogLotsInput = z.input<typeof ZInventoryLogLotsInput>;

export interface InventoryLogProductOption {
  id: string;
  name: string;
  sku: string | null;
}
