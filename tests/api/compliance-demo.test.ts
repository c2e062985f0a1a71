// The demo's compliance story: Green Leaf reports to the OCS and one gummy lacks its GTIN, so the compliance page
// lists it and its Ontario stores cannot move it.
import { describe, expect, it } from "vitest";
import { complianceMessages } from "@pos/core/compliance/compliance.schema";
import { readInventoryCompany } from "@pos/core/inventory/stock-targets";
import { receiveStock } from "@pos/core/inventory/receive-stock";
import { demoMissingGtinSku, seedDemoCompliance } from "@pos/functions/local/demo-compliance";
import { demoProducts } from "@pos/functions/local/demo-products";
import { seedDemoCatalogue } from "@pos/functions/local/seed-catalogue";
import { callerFor, makeCompany } from "../support/world";

describe("demo compliance", () => {
  it("leaves exactly one Green Leaf product to fix: the gummy without a GTIN, refused at the Ontario store", async () => {
    const { company, location, owner } = await makeCompany();
    await seedDemoCatalogue(company.id, location.id);
    await seedDemoCompliance(company.id);
    const caller = await callerFor(owner.token);
    const overview = await caller.complianceReports.overview({ companyId: company.id });
    const gummy = demoProducts.find((product) => product.sku === demoMissingGtinSku)!;
    expect(overview.gated).toBe(true);
    expect(overview.issues).toEqual([expect.objectContaining({ name: gummy.name, missing: ["gtin"] })]);
    await expect(
      receiveStock(await readInventoryCompany(company.id), {
        locationId: location.id,
        lines: [{ productId: overview.issues[0]!.productId, batchId: null, quantity: 5, unitCost: 300 }],
      }),
    ).rejects.toMatchObject({ message: complianceMessages.blocked(gummy.name, ["gtin"]) });
  }, 120_000);
});
