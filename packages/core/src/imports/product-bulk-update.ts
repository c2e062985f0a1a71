import type { ChildProduct, ProductDraft } from "../catalog/product.schema";
import { readItems } from "../catalog/product-store";
import type { ProductItem } from "../catalog/product.entity";
import { hasColumn, type ImportHandler, type RowIssue } from "./import-handler";
import type { ImportJobItem } from "./import-job.entity";
import type { PreviewRow } from "./import-job.schema";
import { loadCatalogue, type ImportCatalogue } from "./product-catalogue";
import { applyRow, type ResolvedRefs } from "./product-drafts";
import { productImportMessages as messages } from "./product-import.schema";
import { parseProductRow, productColumnsOf, type ProductRow } from "./product-row";
import { savedDraft, savedProduct, writeProducts, type PlannedProduct } from "./product-write";
import type { ImportRow } from "./row-reader";

/** admin.md 5 Bulk update: the ID column names the product; only the columns the file has change. */

const money = (cents: number | null) => (cents === null ? "" : `$${(cents / 100).toFixed(2)}`);
const text = (value: unknown): string =>
  value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);

/** Each field a bulk update can change, with its label and how its value shows (old → new). */
function changesOf(
  before: ChildProduct,
  after: ChildProduct,
  catalogue: ImportCatalogue,
): PreviewRow["changes"] {
  const shown: [string, (product: ChildProduct) => string][] = [
    ["Name", (p) => p.name],
    ["SKU", (p) => text(p.sku)],
    ["Barcode", (p) => text(p.barcode)],
    ["GTIN", (p) => text(p.gtin)],
    ["Price", (p) => money(p.price)],
    ["Cost", (p) => money(p.purchasePrice)],
    ["Deposit fee", (p) => money(p.depositFee)],
    ["Description", (p) => text(p.description)],
    ["Receipt description", (p) => text(p.shortDescription)],
    ["Category", (p) => catalogue.categoryName(p.categoryId)],
    ["Supplier", (p) => catalogue.supplierName(p.supplierId)],
    ["Tax group", (p) => text(p.taxGroupId)],
    ["Cannabis weight", (p) => text(p.cannabisWeight)],
    ["Cannabis volume", (p) => text(p.cannabisVolume)],
    ["Weight", (p) => text(p.weight)],
    ["Track lots", (p) => text(p.isBatchTracked)],
    ["Strain type", (p) => text(p.strainType)],
    ["Tags", (p) => text(p.tags)],
    ["Deleted", (p) => text(p.isDeleted)],
    ["Vendors", (p) => p.vendorIds.map((id) => catalogue.supplierName(id)).join(", ")],
    ["Metadata", (p) => p.metaData.map((entry) => `${entry.key}=${entry.value}`).join(", ")],
    ["Location overrides", (p) => text(p.locationOverrides.length)],
  ];
  return shown.flatMap(([field, show]) => {
    const from = show(before);
    const to = show(after);
    return from === to ? [] : [{ field, from, to }];
  });
}

/** Names to ids without creating anything (the preview); a supplier not yet known shows by its name. */
async function refsOf(row: ProductRow, catalogue: ImportCatalogue, create: boolean): Promise<ResolvedRefs> {
  const supplier = async (name: string) => (create ? catalogue.supplierOf(name) : name);
  const vendorIds: string[] = [];
  for (const name of row.vendorNames) vendorIds.push(await supplier(name));
  return {
    categoryId: catalogue.context.categoryOf(row.category).categoryId,
    supplierId: row.supplierName ? await supplier(row.supplierName) : null,
    vendorIds,
    taxGroupId: row.taxGroupId ? catalogue.taxGroupOf(row.taxGroupId) : null,
    images: [],
    locationOverrides: row.locationOverrides.map(({ location, ...override }) => ({
      ...override,
      locationId: catalogue.context.locationOf(location) ?? location,
    })),
  };
}

/** The row's own problems, and those against the company: a row with an error is skipped. */
function rowProblems(row: ProductRow, catalogue: ImportCatalogue, seen: Map<string, number>): RowIssue[] {
  const issue = (severity: "error" | "warning", message: string): RowIssue => ({
    row: row.row,
    severity,
    message,
    label: row.id,
    cells: row.cells,
  });
  const issues = row.problems.map((problem) => issue(problem.severity, problem.message));
  if (row.specialCharacters) issues.push(issue("error", messages.specialInName(row.specialCharacters)));
  const earlier = seen.get(row.id);
  if (earlier) issues.push(issue("error", messages.duplicateId(earlier)));
  else seen.set(row.id, row.row);
  if (row.present.has("category") && row.category && !catalogue.context.categoryOf(row.category).known)
    issues.push(issue("warning", messages.category(row.category)));
  if (row.taxGroupId && !catalogue.context.taxGroupKnown(row.taxGroupId))
    issues.push(issue("error", messages.taxGroup(row.taxGroupId)));
  for (const override of row.locationOverrides)
    if (!catalogue.context.locationOf(override.location))
      issues.push(issue("error", messages.location(override.location)));
  if (row.present.has("isBatchTracked") && row.isBatchTracked && !catalogue.context.lotTracking)
    issues.push(issue("warning", messages.trackLotsIgnored));
  if (row.vendorNames.length > 5) issues.push(issue("error", messages.parentVendors));
  return issues;
}

/** The row applied to the saved product (a child changes inside its master, as the catalogue saves it). */
function updated(
  draft: ProductDraft,
  item: ProductItem,
  row: ProductRow,
  refs: ResolvedRefs,
  lotTracking: boolean,
): ProductDraft {
  if (item.parentId === undefined) return applyRow(draft, row, refs, lotTracking);
  return {
    ...draft,
    childProducts: draft.childProducts.map((child) =>
      child.id === item.productId ? applyRow(child, row, refs, lotTracking) : child,
    ),
  };
}

const ownFields = (draft: ProductDraft, item: ProductItem): ChildProduct =>
  item.parentId === undefined
    ? draft
    : (draft.childProducts.find((child) => child.id === item.productId) ?? draft);

async function itemsById(companyId: number, rows: ProductRow[]): Promise<Map<string, ProductItem>> {
  const ids = [...new Set(rows.map((row) => row.id).filter(Boolean))];
  const found = new Map<string, ProductItem>();
  for (let start = 0; start < ids.length; start += 100)
    for (const item of await readItems(companyId, ids.slice(start, start + 100)))
      found.set(item.productId, item);
  return found;
}

async function pass(job: ImportJobItem, headers: string[]) {
  const lenient = job.options.lenient === true;
  const catalogue = await loadCatalogue(job.companyId, lenient);
  const columns = productColumnsOf(headers);
  const seen = new Map<string, number>();
  const parse = (row: ImportRow) => parseProductRow(columns, row, lenient);
  /** The product's changes, or the reason the row is skipped. */
  const change = async (row: ProductRow, item: ProductItem | undefined, create: boolean) => {
    const problems = rowProblems(row, catalogue, seen);
    if (!item)
      problems.push({
        row: row.row,
        severity: "error",
        message: messages.unknownId(row.id),
        label: row.id,
        cells: row.cells,
      });
    if (!item || problems.some((problem) => problem.severity === "error"))
      return { problems, plan: null, changes: [] };
    const saved = await savedProduct(job.companyId, item.parentId ?? item.productId);
    if (!saved) return { problems, plan: null, changes: [] };
    const before = savedDraft(saved);
    const after = updated(
      before,
      item,
      row,
      await refsOf(row, catalogue, create),
      catalogue.context.lotTracking,
    );
    const changes = changesOf(ownFields(before, item), ownFields(after, item), catalogue) ?? [];
    const plan: PlannedProduct = { rows: [row.row], draft: after, saved };
    return { problems, plan, changes };
  };
  return { catalogue, parse, change };
}

export const productBulkUpdate: ImportHandler = {
  checkHeaders: (headers) => (hasColumn(headers, "id") ? null : messages.idColumn),

  async preview(job, headers) {
    const { parse, change } = await pass(job, headers);
    const rows: ProductRow[] = [];
    return {
      row(row) {
        rows.push(parse(row));
        return [];
      },
      show: (row) => ({
        row: row.row,
        values: Object.fromEntries(headers.map((header, index) => [header.trim(), row.cells[index] ?? ""])),
      }),
      async finish() {
        const issues: RowIssue[] = [];
        for (let start = 0; start < rows.length; start += 100) {
          const batch = rows.slice(start, start + 100);
          const items = await itemsById(job.companyId, batch);
          for (const row of batch) {
            const result = await change(row, items.get(row.id), false);
            issues.push(...result.problems);
            const label = result.plan?.draft.name ?? row.id;
            if (result.plan && result.changes.length === 0)
              issues.push({
                row: row.row,
                severity: "warning",
                message: messages.noChanges,
                label,
                cells: row.cells,
              });
            for (const { field, from, to } of result.changes)
              issues.push({
                row: row.row,
                severity: "change",
                message: `${field}: ${from || "(empty)"} → ${to || "(empty)"}`,
                label,
                cells: row.cells,
              });
          }
        }
        return { issues, notices: [] };
      },
    };
  },

  async apply(job, headers) {
    const { parse, change } = await pass(job, headers);
    return {
      async chunk(chunk) {
        const rows = chunk.map(parse);
        const items = await itemsById(job.companyId, rows);
        const skipped: RowIssue[] = [];
        let imported = 0;
        for (const row of rows) {
          const result = await change(row, items.get(row.id), true);
          const error = result.problems.find((problem) => problem.severity === "error");
          if (error || !result.plan) {
            if (error) skipped.push(error);
            continue;
          }
          if (result.changes.length === 0) continue;
          const [outcome] = await writeProducts(job.companyId, [result.plan]);
          if (outcome?.error)
            skipped.push({
              row: row.row,
              severity: "error",
              message: outcome.error,
              label: row.id,
              cells: row.cells,
            });
          else imported += 1;
        }
        return { imported, skipped };
      },
    };
  },
};
