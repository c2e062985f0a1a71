import type { ImportHandler, RowIssue } from "./import-handler";
import type { ImportJobItem } from "./import-job.entity";
import type { ImportNotice } from "./import-job.schema";
import { loadCatalogue, type ImportCatalogue } from "./product-catalogue";
import { familyDraft, type ResolvedRefs } from "./product-drafts";
import { analyseProducts, type Analysis, type Family } from "./product-families";
import { copyImage } from "./product-images";
import { productImportMessages as messages } from "./product-import.schema";
import { fillFromProvince } from "./province-fill";
import { missingProductColumns, parseProductRow, productColumnsOf, type ProductRow } from "./product-row";
import { savedDraft, savedProduct, writeProducts, type PlannedProduct } from "./product-write";
import { openImportFile } from "./row-reader";

/** admin.md 5 Product CSV: every row is checked before anything is written; products are matched by SKU. */

const lenientOf = (job: ImportJobItem): boolean => job.options.lenient === true;

function notices(rows: ProductRow[], catalogue: ImportCatalogue, analysis: Analysis): ImportNotice[] {
  const list: ImportNotice[] = [];
  if (analysis.specialCharacterRows > 0)
    list.push({ message: messages.specialCharacters(analysis.specialCharacterRows), blocking: true });
  const heads = [...analysis.families.values()].map((family) => family.head);
  const suppliers = catalogue.newSuppliers(
    heads.flatMap((row) => [row.supplierName ?? "", ...row.vendorNames]),
  );
  if (suppliers.length > 0)
    list.push({
      message: `${suppliers.length} new suppliers will be created: ${suppliers.slice(0, 10).join(", ")}${suppliers.length > 10 ? ", ..." : ""}`,
      blocking: false,
    });
  const existing = rows.filter((row) => row.sku && catalogue.skus.has(row.sku.toLowerCase())).length;
  if (existing > 0)
    list.push({
      message: `${existing} products already exist (same SKU) and will be updated`,
      blocking: false,
    });
  return list;
}

/** Copies the row's images and resolves its names to ids; images that cannot be fetched are reported. */
async function resolve(
  row: ProductRow,
  catalogue: ImportCatalogue,
  warnings: RowIssue[],
  variant = false,
): Promise<ResolvedRefs> {
  const images: string[] = [];
  for (const url of row.images) {
    const key = await copyImage(catalogue.companyId, url);
    if (key) images.push(key);
    else
      warnings.push({
        row: row.row,
        severity: "warning",
        message: messages.image(url),
        label: row.name,
        cells: row.cells,
      });
  }
  // A variant takes its parent's supplier and vendors (admin.md 5), so its own are not looked up or created.
  const supplierId = row.supplierName && !variant ? await catalogue.supplierOf(row.supplierName) : null;
  const vendorIds: string[] = [];
  for (const name of variant ? [] : row.vendorNames) vendorIds.push(await catalogue.supplierOf(name));
  return {
    categoryId: row.category
      ? catalogue.context.categoryOf(row.category).categoryId
      : catalogue.context.categoryOf("").categoryId,
    supplierId,
    vendorIds: [...new Set(vendorIds)],
    taxGroupId: row.taxGroupId ? catalogue.taxGroupOf(row.taxGroupId) : null,
    images,
    locationOverrides: row.locationOverrides.map(({ location, ...override }) => ({
      ...override,
      locationId: catalogue.context.locationOf(location) ?? location,
    })),
  };
}

async function plan(
  family: Family,
  catalogue: ImportCatalogue,
  warnings: RowIssue[],
): Promise<PlannedProduct | RowIssue> {
  const { head } = family;
  const match = catalogue.skus.get(head.sku.toLowerCase());
  const saved = match ? await savedProduct(catalogue.companyId, match.parentId ?? match.productId) : null;
  if (match?.parentId)
    return {
      row: head.row,
      severity: "error",
      message: messages.parentMissing(head.sku),
      label: head.name,
      cells: head.cells,
    };
  const lotTracking = catalogue.context.lotTracking;
  const headRefs = await resolve(head, catalogue, warnings);
  const variants = [];
  for (const variant of family.variants)
    variants.push({ row: variant, refs: await resolve(variant, catalogue, warnings, true) });
  return {
    rows: [head.row, ...family.variants.map((variant) => variant.row)],
    draft: familyDraft(
      { row: head, refs: headRefs },
      variants,
      saved ? savedDraft(saved) : null,
      lotTracking,
    ),
    saved,
  };
}

export const productImport: ImportHandler = {
  checkHeaders(headers) {
    const missing = missingProductColumns(headers);
    return missing.length > 0 ? messages.requiredColumns(missing) : null;
  },

  async preview(job, headers) {
    const lenient = lenientOf(job);
    const catalogue = await loadCatalogue(job.companyId, lenient);
    const columns = productColumnsOf(headers);
    const rows: ProductRow[] = [];
    return {
      row(row) {
        rows.push(parseProductRow(columns, row, lenient));
        return [];
      },
      show(row) {
        const parsed = parseProductRow(columns, row, lenient);
        const cents = (value: number | null) => (value === null ? "" : (value / 100).toFixed(2));
        return {
          row: row.row,
          values: {
            sku: parsed.sku,
            name: parsed.name,
            parentSku: parsed.parentSku || parsed.parentName,
            price: cents(parsed.price),
            cost: cents(parsed.purchasePrice),
            category: parsed.category,
            supplier: parsed.supplierName ?? "",
            strainType: parsed.strainType ?? "",
            tags: parsed.tags.join(", "),
          },
        };
      },
      async finish() {
        const analysis = analyseProducts(rows, catalogue.context);
        return { issues: analysis.issues, notices: notices(rows, catalogue, analysis) };
      },
    };
  },

  async apply(job, headers) {
    const lenient = lenientOf(job);
    const catalogue = await loadCatalogue(job.companyId, lenient);
    const columns = productColumnsOf(headers);
    const rows: ProductRow[] = [];
    for await (const row of (await openImportFile(job.fileKey, job.format)).rows)
      rows.push(parseProductRow(columns, row, lenient));
    await fillFromProvince(rows, catalogue.province);
    const analysis = analyseProducts(rows, catalogue.context);
    const byRow = new Map(rows.map((row) => [row.row, row]));
    const firstError = new Map<number, RowIssue>();
    for (const issue of analysis.issues)
      if (issue.severity === "error" && !firstError.has(issue.row)) firstError.set(issue.row, issue);
    return {
      async chunk(chunk) {
        const skipped: RowIssue[] = [];
        const warnings: RowIssue[] = [];
        const plans: PlannedProduct[] = [];
        for (const { row } of chunk) {
          const error = firstError.get(row);
          if (error) skipped.push(error);
          const family = analysis.families.get(row);
          if (!family) continue;
          const planned = await plan(family, catalogue, warnings);
          if ("draft" in planned) plans.push(planned);
          else skipped.push(planned);
        }
        const outcomes = await writeProducts(job.companyId, plans);
        let imported = 0;
        for (const outcome of outcomes) {
          if (outcome.error === null) imported += outcome.rows.length;
          else
            for (const row of outcome.rows) {
              const source = byRow.get(row);
              skipped.push({
                row,
                severity: "error",
                message: outcome.error,
                label: source?.name,
                cells: source?.cells ?? [],
              });
            }
        }
        return { imported, skipped: [...skipped, ...warnings] };
      },
    };
  },
};
