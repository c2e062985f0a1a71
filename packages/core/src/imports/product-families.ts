import { catalogLimits } from "../catalog/product.schema";
import type { RowIssue } from "./import-handler";
import { productImportMessages as messages } from "./product-import.schema";
import { cannabisWordIn, type ProductRow } from "./product-row";

/**
 * The rules only the whole file shows (admin.md 5): duplicate SKUs, parentSku/parentName linking a master and its
 * variants, at most 5 vendors on a parent or a variant, the parent/variant delete rules; and each row's own
 * problems against the company (category, tax group, locations, lot tracking, special characters, names).
 */

export interface RowContext {
  lenient: boolean;
  lotTracking: boolean;
  /** The category id for the cell's text; known false when the default category applies instead. */
  categoryOf(text: string): { categoryId: string | null; known: boolean };
  taxGroupKnown(id: string): boolean;
  locationOf(text: string): string | null;
}

/** A product to write: a row on its own, or a master row and its variant rows. */
export interface Family {
  head: ProductRow;
  variants: ProductRow[];
}

export interface Analysis {
  issues: RowIssue[];
  /** By the head's row number. */
  families: Map<number, Family>;
  /** Rows written with a family whose head is on another row. */
  variantRows: Set<number>;
  specialCharacterRows: number;
}

const maxVendors = 5;

export function analyseProducts(rows: ProductRow[], context: RowContext): Analysis {
  const issues: RowIssue[] = [];
  const skipped = new Set<number>();
  const add = (row: ProductRow, severity: "error" | "warning", message: string) => {
    issues.push({
      row: row.row,
      severity,
      message,
      label: row.name || row.sku || row.typedName,
      cells: row.cells,
    });
    if (severity === "error") skipped.add(row.row);
  };
  let specialCharacterRows = 0;
  const bySku = new Map<string, ProductRow>();
  const byName = new Map<string, ProductRow>();
  for (const row of rows) {
    for (const problem of row.problems) add(row, problem.severity, problem.message);
    if (row.specialCharacters) {
      specialCharacterRows += 1;
      add(row, "error", messages.specialInName(row.specialCharacters));
    }
    if (!row.name) add(row, "error", messages.noName);
    else if (!row.sku) add(row, "error", messages.noSku);
    else if (
      row.price === null &&
      !row.problems.some((problem) => problem.message === messages.money("price"))
    )
      add(row, "error", messages.noPrice);
    const earlier = row.sku ? bySku.get(row.sku.toLowerCase()) : undefined;
    if (earlier) add(row, "error", messages.duplicateSku(earlier.row));
    else if (row.sku) bySku.set(row.sku.toLowerCase(), row);
    if (row.name && !byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row);
    const category = row.category ? context.categoryOf(row.category) : { known: true };
    if (!category.known) add(row, "warning", messages.category(row.category));
    if (row.taxGroupId && !context.taxGroupKnown(row.taxGroupId))
      add(row, "error", messages.taxGroup(row.taxGroupId));
    for (const override of row.locationOverrides)
      if (!context.locationOf(override.location)) add(row, "error", messages.location(override.location));
    if (row.isBatchTracked && !context.lotTracking) add(row, "warning", messages.trackLotsIgnored);
    const word = cannabisWordIn(row.name);
    if (word) add(row, "warning", messages.cannabisWord(word));
  }

  const families = new Map<number, Family>();
  const variantRows = new Set<number>();
  const parentOf = (row: ProductRow): ProductRow | undefined =>
    row.parentSku ? bySku.get(row.parentSku.toLowerCase()) : byName.get(row.parentName.toLowerCase());
  for (const row of rows) {
    if (!row.parentSku && !row.parentName) {
      if (!families.has(row.row)) families.set(row.row, { head: row, variants: [] });
      continue;
    }
    const parent = parentOf(row);
    if (!parent || parent === row || parent.parentSku || parent.parentName) {
      add(row, "error", messages.parentMissing(row.parentSku || row.parentName));
      continue;
    }
    const family = families.get(parent.row) ?? { head: parent, variants: [] };
    families.set(parent.row, family);
    family.variants.push(row);
    variantRows.add(row.row);
  }

  for (const family of families.values()) {
    const { head } = family;
    if (head.vendorNames.length > maxVendors) add(head, "error", messages.parentVendors);
    for (const variant of family.variants)
      if (variant.vendorNames.length > maxVendors) add(variant, "error", messages.variantVendors);
    const variants = family.variants.filter((variant) => !skipped.has(variant.row));
    if (variants.length > catalogLimits.children) add(head, "error", messages.tooManyVariants);
    if (variants.length > 0 && head.isDeleted && variants.some((variant) => !variant.isDeleted))
      add(head, "error", messages.parentDeleted);
    if (variants.length > 0 && !head.isDeleted && variants.every((variant) => variant.isDeleted)) {
      add(head, "warning", messages.allVariantsDeleted);
      head.isDeleted = true;
    }
    if (skipped.has(head.row))
      for (const variant of variants) add(variant, "error", messages.variantOfSkipped(head.row));
    family.variants = family.variants.filter((variant) => !skipped.has(variant.row));
  }
  for (const row of skipped) families.delete(row);
  return { issues: issues.sort((a, b) => a.row - b.row), families, variantRows, specialCharacterRows };
}
