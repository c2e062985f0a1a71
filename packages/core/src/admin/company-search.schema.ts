import { z } from "zod";

/** admin.md 9: the provinces of the admin filter, in its order. */
export const adminProvinces = ["AB", "BC", "MB", "ON", "SK", "NU", "NT"] as const;
export type AdminProvince = (typeof adminProvinces)[number];

/** admin.md 9: the v2 company list shows 8 companies a page. */
export const adminCompanyPageSize = 8;

export const companySearchMessages = {
  empty: "Please type company's ID or name",
  listFailed: "An error occurred while retrieving the customer list",
} as const;

/** admin.md 5: an Ontario retail licence, CRSA plus exactly 7 digits. */
export const licencePattern = /^CRSA\d{7}$/i;

export const isValidLicence = (value: string): boolean => licencePattern.test(value.trim());

export type CompanySearchKind = "id" | "licence" | "name";

/**
 * admin.md 5: digits are a company id; a licence is looked up only for Ontario or when no province is chosen
 * (CRSA licences are Ontario's); anything else searches names.
 */
export function searchKind(search: string, province?: string | null): CompanySearchKind {
  const text = search.trim();
  if (/^\d+$/.test(text)) return "id";
  if (isValidLicence(text) && (!province || province === "ON")) return "licence";
  return "name";
}

export const ZCompanySearchInput = z.object({
  /** Absent: every company (of the province). Present: never empty. */
  search: z.string().trim().min(1, companySearchMessages.empty).max(120).optional(),
  province: z.enum(adminProvinces).optional(),
  /** Opaque, from a previous page's `pagination`. */
  cursor: z.string().max(64).optional(),
});
export type CompanySearchInput = z.input<typeof ZCompanySearchInput>;

export interface AdminCompanyRow {
  id: number;
  name: string;
  province: string;
  createDate: string;
  isPaid: boolean;
  auditCompleteMode: "replace" | "relative";
  inventoryCostOption: "lastCost" | "weightedAverage";
  hasBanner: boolean;
  organizationId: string | null;
}

export interface CompanySearchPage {
  data: AdminCompanyRow[];
  pagination: { nextCursor: string | null; prevCursor: string | null };
}

export const auditModeLabels: Record<AdminCompanyRow["auditCompleteMode"], string> = {
  replace: "Replace",
  relative: "Relative",
};

export const inventoryCostLabels: Record<AdminCompanyRow["inventoryCostOption"], string> = {
  lastCost: "Last cost",
  weightedAverage: "Weighted average",
};
