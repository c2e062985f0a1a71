import { z } from "zod";
import { type strainTypes } from "./product.schema";

/** dashboard.md 9: product page size default 50, per-page 20, 30, 50, 100; offset never below 0. */
export const productPageSizes = [20, 30, 50, 100] as const;
export const defaultProductPageSize = 50;

export const productViews = ["active", "inactive", "deleted"] as const;
export type ProductView = (typeof productViews)[number];

export const ZListProductsInput = z.object({
  companyId: z.number().int().positive(),
  /** Matches name, SKU or barcode (case and accents ignored), of the product or of one of its children. */
  searchQuery: z.string().max(200).optional(),
  selectedSupplierId: z.string().min(1).max(64).nullish(),
  /** A category matches its subcategories too. */
  selectedCategoryIds: z.array(z.string().min(1).max(64)).max(100).optional(),
  view: z.enum(productViews).default("active"),
  /** A negative offset reads the first page. */
  offset: z
    .number()
    .int()
    .max(10_000_000)
    .transform((value) => Math.max(0, value))
    .default(0),
  limit: z
    .number()
    .int()
    .refine(
      (value) => (productPageSizes as readonly number[]).includes(value),
      "Choose 20, 30, 50 or 100 per page",
    )
    .default(defaultProductPageSize),
});
export type ListProductsInput = z.input<typeof ZListProductsInput>;

/** The export takes the listing's filters; without a view it exports every product, deleted ones included. */
export const ZExportProductsInput = ZListProductsInput.pick({
  companyId: true,
  searchQuery: true,
  selectedSupplierId: true,
  selectedCategoryIds: true,
}).extend({ view: z.enum(productViews).optional() });
export type ExportProductsInput = z.input<typeof ZExportProductsInput>;

export interface ProductExportFile {
  /** A presigned link to download the file, valid for an hour. */
  url: string;
  fileName: string;
  /** Data rows in the file: products and their location overrides. */
  rowCount: number;
}

/** One row of the listing: top-level products and masters, with their children's rows. Names are joined by the client. */
export interface ProductListRow {
  id: string;
  parentId: string | null;
  name: string;
  sku: string | null;
  barcode: string | null;
  imageUrl: string | null;
  price: number | null;
  purchasePrice: number | null;
  categoryId: string | null;
  supplierId: string | null;
  isActive: boolean;
  isDeleted: boolean;
  isMasterProduct: boolean;
  trackInventory: boolean;
  weight: number | null;
  cannabisWeight: number | null;
  cannabisVolume: number | null;
  thc: number | null;
  cbd: number | null;
  strainType: (typeof strainTypes)[number] | null;
  tags: string[];
  createDate: string;
  updateDate: string;
  children: Omit<ProductListRow, "children">[];
}

export interface ProductListPage {
  products: ProductListRow[];
  /** All rows matching the filters, for the pager. */
  count: number;
  offset: number;
  limit: number;
}

/** dashboard.md 3: extra columns a user may show; supplierName and barcode by default. */
export const productListColumns = [
  "supplierName",
  "weight",
  "cannabisWeight",
  "cannabisVolume",
  "thc",
  "cbd",
  "strainType",
  "tags",
  "barcode",
  "createDate",
  "updateDate",
  "purchasePrice",
] as const;
export type ProductListColumn = (typeof productListColumns)[number];
export const defaultProductListColumns: ProductListColumn[] = ["supplierName", "barcode"];
