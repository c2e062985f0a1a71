import { describe, expect, it } from "vitest";
import { atRiskMessage } from "./onboarding.schema";
import { companyProgress } from "./progress-rules";

const now = new Date("2026-05-10T12:00:00.000Z");
const facts = {
  productCount: 10,
  complianceCategoryCount: 1,
  lastSaleDate: "2026-05-09T12:00:00.000Z",
  companyCreateDate: "2026-01-01T00:00:00.000Z",
  auditCompleted: false,
  transferCompleted: false,
  purchaseOrderCompleted: false,
};
const state = (progress: ReturnType<typeof companyProgress>, id: string) =>
  progress.checks.find((check) => check.id === id)?.state;

describe("company progress", () => {
  it("checks for a completed inventory audit", () => {
    expect(state(companyProgress(facts, now), "audit")).toBe("todo");
    expect(state(companyProgress({ ...facts, auditCompleted: true }, now), "audit")).toBe("done");
  });

  it("needs 10 products and 1 compliance category", () => {
    expect(state(companyProgress(facts, now), "products")).toBe("done");
    expect(state(companyProgress({ ...facts, productCount: 9 }, now), "products")).toBe("todo");
    expect(state(companyProgress({ ...facts, complianceCategoryCount: 0 }, now), "complianceCategory")).toBe(
      "todo",
    );
  });

  it("checks for a received purchase order", () => {
    expect(state(companyProgress(facts, now), "purchaseOrder")).toBe("todo");
    expect(state(companyProgress({ ...facts, purchaseOrderCompleted: true }, now), "purchaseOrder")).toBe("done");
  });

  it("checks for a completed transfer", () => {
    expect(state(companyProgress(facts, now), "transfer")).toBe("todo");
    expect(state(companyProgress({ ...facts, transferCompleted: true }, now), "transfer")).toBe("done");
  });

  it("alerts after 3 days without a sale, not before, and not for a new company", () => {
    expect(companyProgress({ ...facts, lastSaleDate: "2026-05-07T12:00:01.000Z" }, now).alert).toBeNull();
    const late = companyProgress({ ...facts, lastSaleDate: "2026-05-07T12:00:00.000Z" }, now);
    expect(late).toMatchObject({ atRisk: true, alert: atRiskMessage, daysSinceLastSale: 3 });
    expect(companyProgress({ ...facts, lastSaleDate: null }, now).alert).toBe(atRiskMessage);
    const fresh = { ...facts, lastSaleDate: null, companyCreateDate: "2026-05-09T00:00:00.000Z" };
    expect(companyProgress(fresh, now).alert).toBeNull();
  });
});
