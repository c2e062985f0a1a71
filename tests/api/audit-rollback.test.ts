import { describe, expect, it } from "vitest";
import { listAuditEntries } from "@pos/core/audit/audit";
import { createLocation } from "@pos/core/company/company";
import { auditRollbackMessages } from "@pos/core/inventory/audit-rollback.schema";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { stockAtLocation } from "@pos/core/inventory/stock";
import { inventoryLogWorld, writeLedger, type InventoryLogWorld } from "../support/inventory-log-world";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

const auditId = (world: InventoryLogWorld) => `audit-${world.companyId}`;

/** Stock received on March 1, then audit entries on March 5 and March 9 (2026, Toronto). */
async function auditedWorld() {
  const world = await inventoryLogWorld();
  const { gummies, flower, lotA } = world;
  await writeLedger(
    world,
    [
      { productId: gummies.productId, quantity: 40, type: "RECEIVE", unitCost: 200 },
      { productId: flower.productId, batchId: lotA.id, quantity: 10, type: "RECEIVE", unitCost: 500 },
    ],
    { at: "2026-03-01T15:00:00.000Z" },
  );
  const document = { type: "audit" as const, id: auditId(world) };
  await writeLedger(world, [{ productId: gummies.productId, quantity: -4, type: "AUDIT" }], {
    at: "2026-03-05T15:00:00.000Z",
    document,
  });
  await writeLedger(
    world,
    [
      { productId: gummies.productId, quantity: 6, type: "AUDIT" },
      { productId: flower.productId, batchId: lotA.id, quantity: -3, type: "AUDIT" },
    ],
    { at: "2026-03-09T15:00:00.000Z", document },
  );
  const admin = await makeUser({ isAdmin: true });
  return { ...world, admin, adminCaller: await callerFor(admin.token) };
}

const quantities = async (world: InventoryLogWorld) =>
  Object.fromEntries(
    (await stockAtLocation(world.companyId, world.location.id)).map((row) => [
      row.batchId ? `${row.productId}/${row.batchId}` : row.productId,
      row.quantity,
    ]),
  );

const ledgerOf = async (world: InventoryLogWorld) =>
  (
    await InventoryLog.query
      .byLocation({ companyId: world.companyId, locationId: world.location.id })
      .go({ pages: "all" })
  ).data;

const rollback = (world: Awaited<ReturnType<typeof auditedWorld>>, newCreateDate: string, extra = {}) =>
  world.adminCaller.adminInventory.rollbackAudit({
    companyId: world.companyId,
    locationId: world.location.id,
    logType: "AUDIT",
    logTypeId: auditId(world),
    newCreateDate,
    ...extra,
  });

describe("audit rollback (admin.md 5, 7)", () => {
  it("reverts the audit's changes made at or after the date with ROLLBACK entries, never rewriting the ledger", async () => {
    const world = await auditedWorld();
    const { gummies, flower, lotA } = world;
    const before = await ledgerOf(world);
    expect(await quantities(world)).toEqual({
      [gummies.productId]: 42,
      [`${flower.productId}/${lotA.id}`]: 7,
    });
    expect(await rollback(world, "2026-03-06")).toEqual({ reverted: 2 });
    expect(await quantities(world)).toEqual({
      [gummies.productId]: 36,
      [`${flower.productId}/${lotA.id}`]: 10,
    });
    const after = await ledgerOf(world);
    expect(after.filter((entry) => before.some((old) => old.logId === entry.logId))).toEqual(before);
    const rollbacks = after.filter((entry) => entry.type === "ROLLBACK");
    const reverted = before.filter((entry) => entry.type === "AUDIT" && entry.createDate >= "2026-03-06");
    expect(rollbacks.map((entry) => [entry.productId, entry.quantityChange, entry.note]).sort()).toEqual(
      reverted
        .map((entry) => [entry.productId, -entry.quantityChange, `Reverts audit entry ${entry.logId}`])
        .sort(),
    );
    expect(rollbacks[0]).toMatchObject({
      documentType: "audit",
      documentId: auditId(world),
      actorKind: "user",
      actorId: world.admin.userId,
      actorName: world.admin.email,
    });
    const [entry] = (await listAuditEntries(world.companyId, { limit: 5 })).items;
    expect(entry).toMatchObject({
      action: "inventory.auditRollback",
      targetId: auditId(world),
      actorEmail: world.admin.email,
    });
  });

  it("a second rollback reverts nothing more and says so; an earlier date then reverts only the rest", async () => {
    const world = await auditedWorld();
    await rollback(world, "2026-03-06");
    const ledger = await ledgerOf(world);
    expect(await failureOf(rollback(world, "2026-03-06"))).toEqual(
      badInput(auditRollbackMessages.alreadyRolledBack),
    );
    expect(await failureOf(rollback(world, "2026-03-09T00:00:00.000Z"))).toEqual(
      badInput(auditRollbackMessages.alreadyRolledBack),
    );
    expect(await ledgerOf(world)).toHaveLength(ledger.length);
    expect(await rollback(world, "2026-03-01")).toEqual({ reverted: 1 });
    expect(await quantities(world)).toMatchObject({ [world.gummies.productId]: 40 });
    expect(await failureOf(rollback(world, "2026-03-01"))).toEqual(
      badInput(auditRollbackMessages.alreadyRolledBack),
    );
  });

  it("refuses an unknown audit, another location, a date after its changes and a future date, writing nothing", async () => {
    const world = await auditedWorld();
    const ledger = await ledgerOf(world);
    expect(await failureOf(rollback(world, "2026-03-01", { logTypeId: "no-such-audit" }))).toEqual(
      badInput(auditRollbackMessages.noEntries),
    );
    const second = await createLocation({ companyId: world.companyId, name: "Second" });
    expect(await failureOf(rollback(world, "2026-03-01", { locationId: second.id }))).toEqual(
      badInput(auditRollbackMessages.noEntries),
    );
    const other = await makeCompany();
    expect(await failureOf(rollback(world, "2026-03-01", { locationId: other.location.id }))).toEqual(
      badInput("Location not found"),
    );
    expect(await failureOf(rollback(world, "2026-03-10"))).toEqual(
      badInput(auditRollbackMessages.noneAfterDate),
    );
    expect(await failureOf(rollback(world, "2999-01-01"))).toEqual(
      badInput(auditRollbackMessages.futureDate),
    );
    expect((await failureOf(rollback(world, "2026-03-01", { logType: "SALE" }))).appCode).toBe(
      "INVALID_INPUT",
    );
    expect((await failureOf(rollback(world, "yesterday"))).appCode).toBe("INVALID_INPUT");
    expect(await ledgerOf(world)).toHaveLength(ledger.length);
  });

  it("is an admin-only procedure", async () => {
    const world = await auditedWorld();
    const input = {
      companyId: world.companyId,
      locationId: world.location.id,
      logType: "AUDIT" as const,
      logTypeId: auditId(world),
      newCreateDate: "2026-03-01",
    };
    expect((await failureOf(world.caller.adminInventory.rollbackAudit(input))).appCode).toBe("FORBIDDEN");
    expect((await failureOf((await callerFor()).adminInventory.rollbackAudit(input))).appCode).toBe(
      "UNAUTHENTICATED",
    );
  });
});
