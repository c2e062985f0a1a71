import { neutraliseCell } from "../catalog/csv";
import type { ProductMovement, ReportLine, ReportProvince } from "./compliance.schema";

export interface ReportStore {
  month: string;
  licence: string | null;
  storeName: string;
}

type Cell = string | number;

interface Column {
  header: string;
  value: (line: ReportLine, store: ReportStore) => Cell;
}

/** Units to three decimals (grams to the milligram): sums of fractions do not print as 0.30000000000000004. */
const units = (value: number): number => Math.round(value * 1000) / 1000 || 0;

const store: Column[] = [
  { header: "Reporting Month", value: (_, at) => at.month },
  { header: "Licence Number", value: (_, at) => at.licence ?? "" },
  { header: "Store Name", value: (_, at) => at.storeName },
];

const movement = (labels: Record<Exclude<keyof ProductMovement, "productId">, string>): Column[] =>
  (Object.keys(labels) as (keyof typeof labels)[]).map((key) => ({
    header: labels[key],
    value: (line) => units(line[key]),
  }));

/** docs/compliance-provinces.md: the columns of each province's report, in order. */
const reportColumns: Record<ReportProvince, Column[]> = {
  ON: [
    ...store,
    { header: "OCS SKU", value: (line) => line.ocsSku ?? "" },
    { header: "GTIN", value: (line) => line.gtin ?? "" },
    { header: "Product Name", value: (line) => line.name },
    { header: "Unit", value: (line) => line.unit },
    ...movement({
      opening: "Opening Inventory",
      received: "Received",
      sold: "Sold",
      returned: "Customer Returns",
      transferredIn: "Transferred In",
      transferredOut: "Transferred Out",
      writtenOff: "Destroyed or Lost",
      adjusted: "Other Adjustments",
      closing: "Closing Inventory",
    }),
  ],
  AB: [
    ...store,
    { header: "SKU", value: (line) => line.sku ?? "" },
    { header: "GTIN", value: (line) => line.gtin ?? "" },
    { header: "Product Description", value: (line) => line.name },
    { header: "Unit of Measure", value: (line) => line.unit },
    ...movement({
      opening: "Opening Inventory",
      received: "Purchases Received",
      sold: "Units Sold",
      returned: "Customer Returns",
      transferredIn: "Transfers In",
      transferredOut: "Transfers Out",
      writtenOff: "Destroyed, Lost or Stolen",
      adjusted: "Other Adjustments",
      closing: "Closing Inventory",
    }),
  ],
  BC: [
    ...store,
    { header: "SKU", value: (line) => line.sku ?? "" },
    { header: "GTIN", value: (line) => line.gtin ?? "" },
    { header: "Product Name", value: (line) => line.name },
    { header: "Unit", value: (line) => line.unit },
    ...movement({
      opening: "Opening Inventory",
      received: "Received from Wholesale",
      sold: "Sold",
      returned: "Returned by Customers",
      transferredIn: "Transfers In",
      transferredOut: "Transfers Out",
      writtenOff: "Destroyed or Lost",
      adjusted: "Other Adjustments",
      closing: "Closing Inventory",
    }),
  ],
};

export const reportHeaders = (province: ReportProvince): string[] =>
  reportColumns[province].map((column) => column.header);

/** Text is quoted as RFC 4180 says and guarded against formulas; numbers (a negative one too) print as they are. */
function cell(value: Cell): string {
  if (typeof value === "number") return String(value);
  const text = neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The province's monthly report as CSV (UTF-8 with a byte order mark, CRLF), a line per product by name. */
export function reportCsv(province: ReportProvince, at: ReportStore, lines: readonly ReportLine[]): string {
  const columns = reportColumns[province];
  const records = [
    columns.map((column) => cell(column.header)),
    ...[...lines]
      .sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId))
      .map((line) => columns.map((column) => cell(column.value(line, at)))),
  ];
  return `\ufeff${records.map((record) => `${record.join(",")}\r\n`).join("")}`;
}
