import { z } from "zod";

/** admin.md 5 "Onboarding progress checks" and 9 "Progress thresholds". */
export const progressThresholds = { products: 10, complianceCategories: 1, daysWithoutSaleAlert: 3 } as const;

export const atRiskMessage = "No sales made in the past 3 days. At risk of leaving!";

/** done / not done, or not available when the product has no such records yet (purchase orders, audits). */
export type ProgressState = "done" | "todo" | "notAvailable";

export interface ProgressCheck {
  id: "products" | "complianceCategory" | "purchaseOrder" | "sale" | "audit" | "transfer";
  label: string;
  state: ProgressState;
  detail: string;
}

export interface CompanyProgress {
  checks: ProgressCheck[];
  lastSaleDate: string | null;
  daysSinceLastSale: number | null;
  atRisk: boolean;
  alert: string | null;
}

export const ZProgressInput = z.object({ companyId: z.number().int() });
