import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** dashboard.md 3 Category; SYSTEM_FEES is the one system type, hidden from filtered lists. */
export const categoryTypes = ["PRODUCT", "SYSTEM_FEES"] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** Health Canada's classes of cannabis (Cannabis Regulations, Schedule 4) plus accessories, with their colours. */
export const complianceCategories = [
  { id: "dried", name: "Dried cannabis", color: "#3f7d20" },
  { id: "fresh", name: "Fresh cannabis", color: "#72b01d" },
  { id: "edibles-solids", name: "Edible cannabis (solids)", color: "#d97706" },
  { id: "edibles-non-solids", name: "Edible cannabis (non-solids)", color: "#f59e0b" },
  { id: "extracts-inhaled", name: "Cannabis extracts (inhaled)", color: "#7c3aed" },
  { id: "extracts-ingested", name: "Cannabis extracts (ingested)", color: "#a855f7" },
  { id: "extracts-other", name: "Cannabis extracts (other)", color: "#c084fc" },
  { id: "topicals", name: "Cannabis topicals", color: "#0891b2" },
  { id: "pre-rolls", name: "Pre-rolls", color: "#15803d" },
  { id: "seeds", name: "Cannabis seeds", color: "#854d0e" },
  { id: "plants", name: "Cannabis plants", color: "#166534" },
  { id: "accessories", name: "Accessories", color: "#64748b" },
] as const;
export type ComplianceCategoryId = (typeof complianceCategories)[number]["id"];
const complianceIds = complianceCategories.map((entry) => entry.id) as [
  ComplianceCategoryId,
  ...ComplianceCategoryId[],
];

const ZCompanyId = z.number().int().positive();
const ZCategoryId = ZId;
const ZName = z.string().trim().min(1, "Name is required").max(80, "Name is at most 80 characters");

export const ZCategoryFields = z.object({
  name: ZName,
  parentCategoryId: ZCategoryId.nullable(),
  complianceCategoryId: z.enum(complianceIds).nullable(),
});

export const ZCreateCategoryInput = ZCategoryFields.extend({ companyId: ZCompanyId });
export type CreateCategoryInput = z.input<typeof ZCreateCategoryInput>;

/** Update one or many in one call; only the fields sent change. */
export const ZUpdateCategoriesInput = z.object({
  companyId: ZCompanyId,
  categories: z
    .array(ZCategoryFields.partial().extend({ id: ZCategoryId }))
    .min(1)
    .max(100),
});
export type UpdateCategoriesInput = z.input<typeof ZUpdateCategoriesInput>;

/** The new order of the children of one parent (null: the top level), as dragged. */
export const ZReorderCategoriesInput = z.object({
  companyId: ZCompanyId,
  parentCategoryId: ZCategoryId.nullable(),
  orderedIds: z.array(ZCategoryId).min(1).max(500),
});
export type ReorderCategoriesInput = z.input<typeof ZReorderCategoriesInput>;

export const ZCategoryRef = z.object({ companyId: ZCompanyId, categoryId: ZCategoryId });
export type CategoryRef = z.input<typeof ZCategoryRef>;

/** Moves the source's products and subcategories to the target, then deletes the source. */
export const ZMergeCategoryInput = ZCategoryRef.extend({ targetCategoryId: ZCategoryId });
export type MergeCategoryInput = z.input<typeof ZMergeCategoryInput>;

export const ZListCategoriesInput = z.object({
  companyId: ZCompanyId,
  /** true: SYSTEM_FEES categories are left out (the product filters and pickers). */
  filtered: z.boolean().default(false),
});

export interface Category {
  id: string;
  name: string;
  categoryType: CategoryType;
  parentCategoryId: string | null;
  complianceCategoryId: ComplianceCategoryId | null;
  sortOrder: number;
  productCount: number;
  childCategories: Category[];
}
