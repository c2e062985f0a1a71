import {
  atRiskMessage,
  progressThresholds,
  type CompanyProgress,
} from "./onboarding.schema";

export interface ProgressFacts {
  productCount: number;
  complianceCategoryCount: number;
  lastSaleDate: string | null;
  companyCreateDate: string;
  /** At least one inventory audit completed (admin.md 7: inventory audits, limit 1, completed). */
  auditCompleted: boolean;
  /** Whether a transfer has been received in full (admin.md 7: transfers, limit 1, completed). */
  transferCompleted: boolean;
  /** Whether a purchase order has been received in full (admin.md 7: purchase orders, completed). */
  purchaseOrderCompleted: boolean;
}

const dayMs = 86_400_000;

/**
 * The at-risk alert: no sale in the past 3 days, for a company older than that (a brand-new company is not at
 * risk just because it has not sold yet).
 */
export function companyProgress(facts: ProgressFacts, now: Date): CompanyProgress {
  const { products, complianceCategories, daysWithoutSaleAlert } = progressThresholds;
  const daysSince = (date: string) => Math.floor((now.getTime() - new Date(date).getTime()) / dayMs);
  const daysSinceLastSale = facts.lastSaleDate ? daysSince(facts.lastSaleDate) : null;
  const atRisk =
    daysSince(facts.companyCreateDate) >= daysWithoutSaleAlert &&
    (daysSinceLastSale === null || daysSinceLastSale >= daysWithoutSaleAlert);
  return {
    checks: [
      {
        id: "products",
        label: `At least ${products} products`,
        state: facts.productCount >= products ? "done" : "todo",
        detail: `${Math.min(facts.productCount, products)} of ${products}`,
      },
      {
        id: "complianceCategory",
        label: "At least 1 compliance category",
        state: facts.complianceCategoryCount >= complianceCategories ? "done" : "todo",
        detail: `${facts.complianceCategoryCount} with a compliance category`,
      },
      {
        id: "purchaseOrder",
        label: "Purchase order completed",
        state: facts.purchaseOrderCompleted ? "done" : "todo",
        detail: facts.purchaseOrderCompleted ? "A purchase order has been received" : "No purchase order received yet",
      },
      {
        id: "sale",
        label: "First sale made",
        state: facts.lastSaleDate ? "done" : "todo",
        detail: facts.lastSaleDate ? `Last sale ${facts.lastSaleDate.slice(0, 10)}` : "No sale yet",
      },
      {
        id: "audit",
        label: "Inventory audit completed",
        state: facts.auditCompleted ? "done" : "todo",
        detail: facts.auditCompleted ? "An audit is completed" : "No completed audit yet",
      },
      {
        id: "transfer",
        label: "Transfer completed",
        state: facts.transferCompleted ? "done" : "todo",
        detail: facts.transferCompleted ? "A transfer has been received" : "No transfer received yet",
      },
    ],
    lastSaleDate: facts.lastSaleDate,
    daysSinceLastSale,
    atRisk,
    alert: atRisk ? atRiskMessage : null,
  };
}
