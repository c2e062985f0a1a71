import { formatCents } from "@pos/core/common/money";
import {
  adjustmentReasonLabels,
  logTypeLabels,
  type DocumentType,
} from "@pos/core/inventory/inventory-log.schema";
import type { InventoryLogRow } from "@pos/core/inventory/inventory-log-query.schema";
import { formatDateTime } from "@/lib/format-date";

const quantityFormat = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

export const formatQuantity = (value: number): string => quantityFormat.format(value);

export const formatChange = (value: number): string =>
  value > 0 ? `+${quantityFormat.format(value)}` : quantityFormat.format(value);

export const formatTime = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeStyle: "short", timeZone }).format(new Date(iso));

/** Unit costs keep fractions of a cent (averages): shown to the cent. */
export const formatUnitCost = (cents: number): string => formatCents(Math.round(cents));

export const documentLabels: Record<DocumentType, string> = {
  payment: "Sale",
  purchaseOrder: "Purchase order",
  transfer: "Transfer",
  audit: "Audit",
  conversion: "Conversion",
  adjustment: "Adjustment",
};

/**
 * The dashboard path (under /company/:id/dashboard/) of a document that has a screen. An audit is read at its
 * location, which its screen takes from ?locationId= (without it the audit is looked for at the first location).
 */
export function documentPath(type: DocumentType, id: string, locationId: string): string | null {
  const ref = encodeURIComponent(id);
  switch (type) {
    case "payment":
      return `sales/list/${ref}`;
    case "transfer":
      return `inventory/transfer/editTransfer/${ref}`;
    case "audit":
      return `inventory/audit/${ref}?${new URLSearchParams({ locationId })}`;
    case "purchaseOrder":
      return `purchaseOrders/editPurchaseOrder/${ref}`;
    default:
      return null;
  }
}

export const reasonAndNote = (row: InventoryLogRow): string =>
  [row.reason ? adjustmentReasonLabels[row.reason] : null, row.note].filter(Boolean).join(" · ");

export const logCsvHeader = [
  "Date",
  "Product",
  "SKU",
  "Lot",
  "Type",
  "Reason / note",
  "Change",
  "After",
  "Unit cost",
  "Value change",
  "Who",
  "Document",
  "Document id",
] as const;

/** One CSV row: numbers as numbers (dollars for money), so a spreadsheet can add them up. */
export const logCsvRow = (row: InventoryLogRow, timeZone: string): (string | number)[] => [
  formatDateTime(row.createDate, timeZone),
  row.productName,
  row.sku ?? "",
  row.lotNumber ?? "",
  logTypeLabels[row.type],
  reasonAndNote(row),
  row.quantityChange,
  row.quantityAfter,
  Math.round(row.unitCost) / 100,
  row.valueChange / 100,
  row.actor.name,
  row.documentType ? documentLabels[row.documentType] : "",
  row.documentId ?? "",
];
