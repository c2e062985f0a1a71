// issue 17 "Register": stock shown at the register follows receipts, transfers and audits within one refresh —
// the register's incremental listings carry every stock item the ledger changed since its last answer.
import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { saleWorld } from "../support/sale-world";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the register's stock after back-office changes", () => {
  it("shows an adjustment, a transfer and a completed audit in its next incremental refresh", async () => {
    const world = await saleWorld({ stock: 30 });
    const { companyId, location, caller, register } = world;
    const { flower } = world.products;
    const elsewhere = await createLocation({ companyId, name: "Annex" });
    const onHand = (listings: { stock: { productId: string; batchId: string | null; quantity: number }[] }) =>
      listings.stock.find((row) => row.productId === flower.productId && row.batchId === null)?.quantity;

    const cold = await register.posData.listings({ since: null });
    expect(onHand(cold)).toBe(30);
    await pause(5);

    await caller.inventory.adjust({
      companyId,
      locationId: location.id,
      productId: flower.productId,
      quantity: 12,
      reason: "received",
      unitCost: 500,
    });
    const afterReceipt = await register.posData.listings({ since: cold.asOf });
    expect(onHand(afterReceipt)).toBe(42);
    await pause(5);

    const transfer = await caller.transfers.create({
      companyId,
      fromLocationId: location.id,
      toLocationId: elsewhere.id,
      lines: [{ productId: flower.productId, quantity: 7 }],
    });
    await caller.transfers.send({ companyId, transferId: transfer.id });
    const afterTransfer = await register.posData.listings({ since: afterReceipt.asOf });
    expect(onHand(afterTransfer)).toBe(35);
    await pause(5);

    const audit = await caller.inventoryAudits.start({ companyId, locationId: location.id, title: "Spot check" });
    await caller.inventoryAudits.count({
      companyId,
      locationId: location.id,
      auditId: audit.id,
      productId: flower.productId,
      batchId: null,
      quantity: 33,
      mode: "set",
    });
    await caller.inventoryAudits.complete({ companyId, locationId: location.id, auditId: audit.id });
    const afterAudit = await register.posData.listings({ since: afterTransfer.asOf });
    expect(onHand(afterAudit)).toBe(33);
  }, 120_000);
});
