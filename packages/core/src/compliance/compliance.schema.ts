import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** The codes an Ontario store's cannabis products must carry before their stock moves (issue 23 "Before the sale"). */
export type ComplianceCode = "ocsSku" | "gtin";

export const complianceCodeLabels: Record<ComplianceCode, string> = { ocsSku: "OCS SKU", gtin: "GTIN" };

/** A product as the gate sees it (a stored item or a register row: any missing field is "none"). */
export interface GateProduct {
  name: string;
  ocsSku?: string | null;
  gtin?: string | null;
  categoryId?: string | null;
  driedCannabisEquivalent?: number | null;
  productType?: string | null;
  isGiftCard?: boolean | null;
  isMasterProduct?: boolean | null;
}

/** The codes a product lacks (blank counts as missing). */
export const missingCodes = (product: Pick<GateProduct, "ocsSku" | "gtin">): ComplianceCode[] =>
  (["ocsSku", "gtin"] as const).filter((code) => !product[code]?.trim());

const listed = (missing: readonly ComplianceCode[]) =>
  missing.map((code) => `no ${complianceCodeLabels[code]}`).join(" and ");

export const complianceMessages = {
  blocked: (name: string, missing: readonly ComplianceCode[]) =>
    `${name} has ${listed(missing)}: an Ontario store can't sell, receive, transfer, convert or adjust it until the product has them.`,
  notOffered: "This location's province has no compliance report here",
  loadFailed: "An error occurred while loading the compliance report",
} as const;

/** The provinces whose monthly reports are offered (a location's province decides). */
export const reportProvinces = ["ON", "AB", "BC"] as const;
export type ReportProvince = (typeof reportProvinces)[number];

export const reportNames: Record<ReportProvince, string> = {
  ON: "Ontario (AGCO/OCS) monthly sales and inventory movement",
  AB: "Alberta (AGLC) monthly sales and inventory report",
  BC: "British Columbia (LCRB) monthly sales and inventory report",
};

export const isReportProvince = (province: string | null | undefined): province is ReportProvince =>
  (reportProvinces as readonly string[]).includes(province ?? "");

export const ZComplianceIssuesInput = z.object({ companyId: z.number().int().positive() });

/** A calendar month, YYYY-MM, in the location's time zone. */
export const ZReportMonth = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month (YYYY-MM)");

export const ZMonthlyReportInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  month: ZReportMonth,
});
export type MonthlyReportInput = z.input<typeof ZMonthlyReportInput>;

/** A cannabis product that an Ontario store cannot move until it has its codes. */
export interface ComplianceIssue {
  productId: string;
  /** The product to open to fix it: the master of a child product. */
  editProductId: string;
  name: string;
  sku: string | null;
  missing: ComplianceCode[];
}

export interface ComplianceOverview {
  /** Whether the company reports to the OCS at any of its locations (flag OCS compliance and an Ontario store). */
  gated: boolean;
  issues: ComplianceIssue[];
  /** The locations with a provincial report: each offers its province's export. */
  locations: { id: string; name: string; province: ReportProvince }[];
}

/** A product's month at a location, in its inventory unit, summed over its lots; all counts are positive but `adjusted`. */
export interface ProductMovement {
  productId: string;
  opening: number;
  received: number;
  sold: number;
  returned: number;
  transferredIn: number;
  transferredOut: number;
  /** Destroyed, damaged, expired, lost or stolen (manual adjustments with those reasons). */
  writtenOff: number;
  /** Everything else, signed: audits, corrections, samples, conversions, rollbacks, returns to the supplier. */
  adjusted: number;
  closing: number;
}

/** A report's line: the movement with the product's names and codes. */
export interface ReportLine extends ProductMovement {
  name: string;
  sku: string | null;
  ocsSku: string | null;
  gtin: string | null;
  unit: string;
}

export interface MonthlyReport {
  province: ReportProvince;
  month: string;
  locationName: string;
  /** The provincial store licence (CRSA in Ontario), when set. */
  licence: string | null;
  fileName: string;
  csv: string;
  lines: ReportLine[];
}
