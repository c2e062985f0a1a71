import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { createEmployee } from "@pos/core/employees/employees";
import { reportRangeMessages } from "@pos/core/common/report-range.schema";
import { inventoryLogWorld, writeLedger, type InventoryLogWorld } from "../support/inventory-log-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf, makeCompany } from "../support/world";

const range = { from: "2026-03-01", to: "2026-03-31" };

/** Six entries in March 2026 (Toronto), one in February, newest last. */
async function busyWorld() {
  const world = await inventoryLogWorld();
  const { gummies, flower, lotA, lotB } = world;
  const clerk = { kind: "employee" as const, id: "emp-1", name: "Clerk" };
  await writeLedger(world, [{ productId: gummies.productId, quantity: 50, type: "RECEIVE", unitCost: 250 }], {
    at: "2026-02-28T12:00:00.000Z",
  });
  await writeLedger(world, [{ productId: gummies.productId, quantity: 10, type: "RECEIVE", unitCost: 300 }], {
    at: "2026-03-01T05:30:00.000Z",
    document: { type: "purchaseOrder", id: "po-1" },
  });
  await writeLedger(
    world,
    [{ productId: flower.productId, batchId: lotA.id, quantity: 20, type: "RECEIVE", unitCost: 500 }],
    {
      at: "2026-03-02T15:00:00.000Z",
    },
  );
  await writeLedger(
    world,
    [{ productId: flower.productId, batchId: lotB.id, quantity: 8, type: "RECEIVE", unitCost: 550 }],
    {
      at: "2026-03-03T15:00:00.000Z",
    },
  );
  await writeLedger(world, [{ productId: gummies.productId, quantity: -2, type: "SALE" }], {
    at: "2026-03-10T18:00:00.000Z",
    actor: clerk,
    document: { type: "payment", id: "pay-1" },
  });
  await writeLedger(world, [{ productId: flower.productId, batchId: lotA.id, quantity: -3, type: "SALE" }], {
    at: "2026-03-11T18:00:00.000Z",
    actor: clerk,
    document: { type: "payment", id: "pay-2" },
  });
  await writeLedger(world, [{ productId: gummies.productId, quantity: -1, type: "ADJUSTMENT" }], {
    at: "2026-04-01T03:30:00.000Z",
  });
  return world;
}

const list = (world: InventoryLogWorld, filter: Record<string, unknown> = {}) =>
  world.caller.inventoryLogs.list({
    companyId: world.companyId,
    locationId: world.location.id,
    ...range,
    ...filter,
  });

describe("reports/inventoryLogs", () => {
  it("lists a location's ledger newest first within the days of the company's time zone, with names and values", async () => {
    const world = await busyWorld();
    const page = await list(world);
    // 2026-04-01T03:30Z is still March 31 in Toronto; 2026-03-01T05:30Z is March 1 there; Feb 28 is out.
    expect(page.items.map((row) => [row.type, row.quantityChange])).toEqual([
      ["ADJUSTMENT", -1],
      ["SALE", -3],
      ["SALE", -2],
      ["RECEIVE", 8],
      ["RECEIVE", 20],
      ["RECEIVE", 10],
    ]);
    expect(page.lastEvaluatedKey).toBeNull();
    const sale = page.items[2]!;
    expect(sale).toMatchObject({
      productName: "Gummies",
      sku: "GUM-1",
      lotNumber: null,
      quantityAfter: 58,
      unitCost: 258.3333,
      valueChange: -517,
      actor: { kind: "employee", id: "emp-1", name: "Clerk" },
      documentType: "payment",
      documentId: "pay-1",
    });
    expect(page.items[1]).toMatchObject({
      productName: "Flower",
      lotNumber: "LOT-A",
      quantityAfter: 17,
      valueChange: -1500,
    });
  });

  it("filters by product, lot, type and person", async () => {
    const world = await busyWorld();
    const types = async (filter: Record<string, unknown>) =>
      (await list(world, filter)).items.map((row) => `${row.type}:${row.quantityChange}`);
    expect(await types({ productId: world.flower.productId })).toEqual([
      "SALE:-3",
      "RECEIVE:8",
      "RECEIVE:20",
    ]);
    expect(await types({ productId: world.flower.productId, batchId: world.lotB.id })).toEqual(["RECEIVE:8"]);
    expect(await types({ batchId: world.lotA.id })).toEqual(["SALE:-3", "RECEIVE:20"]);
    expect(await types({ type: "SALE" })).toEqual(["SALE:-3", "SALE:-2"]);
    expect(await types({ actorId: "emp-1", productId: world.gummies.productId })).toEqual(["SALE:-2"]);
    expect(await types({ type: "TRANSFER_IN" })).toEqual([]);
  });

  it("pages with the cursor, and fills filtered pages", async () => {
    const world = await busyWorld();
    const seen: string[] = [];
    let key: Record<string, string> | null | undefined = null;
    const sizes: number[] = [];
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(world, {
        limit: 4,
        lastEvaluatedKey: key,
        type: "RECEIVE",
      });
      sizes.push(page.count);
      seen.push(...page.items.map((row) => row.id));
      key = page.lastEvaluatedKey;
    } while (key);
    expect(sizes[0]).toBe(3);
    expect(new Set(seen).size).toBe(3);
    const first = await list(world, { limit: 2 });
    const second = await list(world, { limit: 2, lastEvaluatedKey: first.lastEvaluatedKey });
    expect(first.items).toHaveLength(2);
    expect(second.items.map((row) => row.quantityChange)).toEqual([-2, 8]);
  });

  it("refuses more than 12 months with exactly the spec's message, and ends before starts", async () => {
    const world = await busyWorld();
    expect(await failureOf(list(world, { from: "2025-04-01", to: "2026-04-01" }))).toEqual(
      badInput("Reports are limited to 12 months"),
    );
    expect(reportRangeMessages.tooLong).toBe("Reports are limited to 12 months");
    expect((await list(world, { from: "2025-04-01", to: "2026-03-31" })).items).toHaveLength(7);
    expect(await failureOf(list(world, { from: "2026-03-02", to: "2026-03-01" }))).toEqual(
      badInput(reportRangeMessages.endBeforeStart),
    );
  });

  it("refuses another company's location and page keys of another list", async () => {
    const world = await busyWorld();
    const other = await makeCompany();
    expect(await failureOf(list(world, { locationId: other.location.id }))).toEqual(
      badInput("Location not found"),
    );
    const elsewhere = await createLocation({ companyId: world.companyId, name: "Second" });
    const page = await list(world, { limit: 1 });
    expect(
      await failureOf(list(world, { locationId: elsewhere.id, lastEvaluatedKey: page.lastEvaluatedKey })),
    ).toEqual(badInput("This page key does not belong to this list."));
  });

  it("needs CAN_VIEW_REPORTS", async () => {
    const world = await busyWorld();
    const clerk = await makeStaff(world.companyId, ["CAN_VIEW_SALES"]);
    expect(
      await failureOf(
        clerk.caller.inventoryLogs.list({
          companyId: world.companyId,
          locationId: world.location.id,
          ...range,
        }),
      ),
    ).toEqual(missingPermission("CAN_VIEW_REPORTS"));
    const reader = await makeStaff(world.companyId, ["CAN_VIEW_REPORTS"], world.location.id);
    const page = await reader.caller.inventoryLogs.list({
      companyId: world.companyId,
      locationId: world.location.id,
      ...range,
    });
    expect(page.items).toHaveLength(6);
    const hired = await createEmployee({
      companyId: world.companyId,
      name: "Casey Clerk",
      assignments: [{ locationId: null, securityRoleId: world.role.roleId }],
    });
    if (hired.status !== "added") throw new Error("Casey was not added");
    const people = await reader.caller.inventoryLogs.people({
      companyId: world.companyId,
      locationId: world.location.id,
    });
    expect(people).toContainEqual({ id: hired.employee.id, name: "Casey Clerk" });
    const products = await reader.caller.inventoryLogs.products({
      companyId: world.companyId,
      locationId: world.location.id,
      searchQuery: "flw",
    });
    expect(products).toEqual([{ id: world.flower.productId, name: "Flower", sku: "FLW-1" }]);
    const lots = await reader.caller.inventoryLogs.lots({
      companyId: world.companyId,
      locationId: world.location.id,
      productId: world.flower.productId,
    });
    expect(lots.map((lot) => lot.lotNumber).sort()).toEqual(["LOT-A", "LOT-B"]);
  });
});
