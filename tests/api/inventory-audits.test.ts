import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { nowIso } from "@pos/core/common/clock";
import { auditMessages } from "@pos/core/inventory/inventory-audit.schema";
import { InventoryAudit } from "@pos/core/inventory/inventory-audit.entity";
import { inventoryMessages, systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { applyStockChanges } from "@pos/core/inventory/stock-ledger";
import { productItem, putCategory, putProducts } from "../support/catalog";
import { setStock } from "@pos/core/inventory/stock";
import { createLocation } from "@pos/core/company/company";
import {
  auditEntries,
  auditWorld,
  ledgerMatchesStock,
  onHand,
  type AuditWorld,
} from "../support/audit-world";
import { companyWithManager } from "../support/staff";
import { callerFor, failureOf, makeUser } from "../support/world";

const invalid = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });

/** A sale as the register writes it to the ledger: SALE entries taking `quantity` units. */
async function ledgerSale(world: AuditWorld, productId: string, quantity: number, batchId = "none") {
  const key = { locationId: world.locationId, productId, batchId };
  await applyStockChanges(
    [key],
    () => [{ ...key, quantity: -quantity, type: "SALE", productName: productId }],
    {
      companyId: world.companyId,
      actor: systemLedgerActor,
      at: nowIso(),
      document: { type: "payment", id: randomUUID() },
      blockNegative: false,
      costOption: "weightedAverage",
    },
  );
}

async function start(world: AuditWorld, fields: { categoryId?: string | null } = {}) {
  return world.caller.inventoryAudits.start({
    companyId: world.companyId,
    locationId: world.locationId,
    title: "Shelf count",
    notes: "Front store",
    ...fields,
  });
}

function refOf(world: AuditWorld, auditId: string) {
  return { companyId: world.companyId, locationId: world.locationId, auditId };
}

describe("inventory audits: counting", () => {
  it("saves each count at once: typed counts set, scans add, the sheet shows what was counted and expected", async () => {
    const world = await auditWorld();
    const audit = await start(world);
    expect(audit).toMatchObject({ number: expect.any(Number), status: "inProgress", countedLines: 0 });
    const ref = refOf(world, audit.id);
    const { gummies, vape } = world.products;
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: gummies.productId,
      mode: "set",
      quantity: 7,
    });
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: gummies.productId,
      mode: "set",
      quantity: 8,
    });
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: vape.productId,
      batchId: world.lots.a.id,
      mode: "add",
      quantity: 1,
    });
    const row = await world.caller.inventoryAudits.count({
      ...ref,
      productId: vape.productId,
      batchId: world.lots.a.id,
      mode: "add",
      quantity: 1,
    });
    expect(row).toMatchObject({ counted: 2, expectedAtCount: 6 });
    const sheet = await world.caller.inventoryAudits.sheet(ref);
    expect(sheet.audit.countedLines).toBe(2);
    expect(sheet.rows.map((r) => [r.name, r.lotNumber, r.onHand, r.counted])).toEqual([
      ["Gummies", null, 10, 8],
      ["Soda", null, 4, null],
      ["Vape", "A100", 6, 2],
    ]);
    expect(sheet.lots.map((lot) => lot.lotNumber).sort()).toEqual(["A100", "B200"]);
    const list = await world.caller.inventoryAudits.list({
      companyId: world.companyId,
      locationId: world.locationId,
    });
    expect(list.items.map((item) => [item.id, item.title, item.countedLines])).toEqual([
      [audit.id, "Shelf count", 2],
    ]);
  });

  it("never loses a scan when counters scan the same product at once", async () => {
    const world = await auditWorld();
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    await Promise.all(
      Array.from({ length: 12 }, () =>
        world.caller.inventoryAudits.count({
          ...ref,
          productId: world.products.soda.productId,
          mode: "add",
          quantity: 1,
        }),
      ),
    );
    const sheet = await world.caller.inventoryAudits.sheet(ref);
    expect(sheet.rows.find((r) => r.name === "Soda")?.counted).toBe(12);
    expect(sheet.audit.countedLines).toBe(1);
  });
});

describe("inventory audits: completion", () => {
  it("replace: the count becomes on hand as of its moment; a sale after counting is kept", async () => {
    const world = await auditWorld({ mode: "replace" });
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    const { gummies, soda } = world.products;
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: gummies.productId,
      mode: "set",
      quantity: 9,
    });
    await ledgerSale(world, gummies.productId, 2);
    await world.caller.inventoryAudits.count({ ...ref, productId: soda.productId, mode: "set", quantity: 5 });
    const review = await world.caller.inventoryAudits.review(ref);
    expect(review.mode).toBe("replace");
    expect(review.rows.map((r) => [r.name, r.expected, r.counted, r.variance, r.value])).toEqual([
      ["Gummies", 10, 9, -1, -200],
      ["Soda", 4, 5, 1, 50],
    ]);
    expect(review.totals).toEqual({ expected: 14, counted: 14, varianceUnits: 0, varianceValue: -150 });
    expect(review.uncounted).toBe(1);
    const done = await world.caller.inventoryAudits.complete(ref);
    expect(done.audit).toMatchObject({
      status: "completed",
      mode: "replace",
      varianceUnits: 0,
      varianceValue: -150,
    });
    expect(done.audit.completeDate).not.toBeNull();
    expect(await onHand(world, gummies.productId)).toBe(7);
    expect(await onHand(world, soda.productId)).toBe(5);
    expect(await onHand(world, world.products.vape.productId, world.lots.a.id)).toBe(6);
    const entries = await auditEntries(world.companyId, audit.id);
    expect(entries.map((e) => [e.type, e.quantityChange]).sort()).toEqual([
      ["AUDIT", -1],
      ["AUDIT", 1],
    ]);
    expect(await ledgerMatchesStock(world)).toBe(true);
  });

  it("relative: the counts are as of the audit's start; every movement since is kept", async () => {
    const world = await auditWorld({ mode: "relative" });
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    const { gummies } = world.products;
    await ledgerSale(world, gummies.productId, 2);
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: gummies.productId,
      mode: "set",
      quantity: 7,
    });
    await ledgerSale(world, gummies.productId, 1);
    const review = await world.caller.inventoryAudits.review(ref);
    expect(review.rows.map((r) => [r.name, r.expected, r.counted, r.variance, r.value])).toEqual([
      ["Gummies", 10, 7, -3, -600],
    ]);
    await world.caller.inventoryAudits.complete(ref);
    expect(await onHand(world, gummies.productId)).toBe(4);
    expect(await ledgerMatchesStock(world)).toBe(true);
  });

  it("zeroes uncounted items in scope only when asked", async () => {
    const world = await auditWorld();
    const left = await start(world);
    await world.caller.inventoryAudits.count({
      ...refOf(world, left.id),
      productId: world.products.soda.productId,
      mode: "set",
      quantity: 4,
    });
    await world.caller.inventoryAudits.complete(refOf(world, left.id));
    expect(await onHand(world, world.products.gummies.productId)).toBe(10);
    const zeroed = await start(world);
    const ref = refOf(world, zeroed.id);
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: world.products.soda.productId,
      mode: "set",
      quantity: 3,
    });
    const review = await world.caller.inventoryAudits.review({ ...ref, zeroUncounted: true });
    expect(review.rows.map((r) => [r.name, r.counted, r.variance, r.zeroed])).toEqual([
      ["Gummies", 0, -10, true],
      ["Soda", 3, -1, false],
      ["Vape", 0, -6, true],
    ]);
    expect(review.totals.varianceValue).toBe(-2000 - 50 - 6000);
    const done = await world.caller.inventoryAudits.complete({ ...ref, zeroUncounted: true });
    expect(done.audit.varianceValue).toBe(-8050);
    expect(await onHand(world, world.products.gummies.productId)).toBe(0);
    expect(await onHand(world, world.products.vape.productId, world.lots.a.id)).toBe(0);
    expect(await ledgerMatchesStock(world)).toBe(true);
  });

  it("completes in chunks, each safe to re-run: two completions at once and a re-run adjust each line once", async () => {
    const world = await auditWorld();

    const extra = await putProducts(
      Array.from({ length: 45 }, (_, index) =>
        productItem(world.companyId, { name: `Item ${String(index).padStart(2, "0")}` }),
      ),
    );
    for (const item of extra)
      await setStock({
        companyId: world.companyId,
        locationId: world.locationId,
        productId: item.productId,
        quantity: 5,
      });
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    for (const item of extra)
      await world.caller.inventoryAudits.count({
        ...ref,
        productId: item.productId,
        mode: "set",
        quantity: 3,
      });
    const results = await Promise.allSettled([
      world.caller.inventoryAudits.complete(ref),
      world.caller.inventoryAudits.complete(ref),
    ]);
    expect(results.some((result) => result.status === "fulfilled")).toBe(true);
    // A completion that stopped before marking the audit completed is finished by calling it again.
    await InventoryAudit.patch({ companyId: world.companyId, auditId: audit.id })
      .set({
        status: "completing",
        createDate: (await world.caller.inventoryAudits.sheet(ref)).audit.createDate,
      })
      .go();
    const again = await world.caller.inventoryAudits.complete(ref);
    expect(again.audit.status).toBe("completed");
    expect(again.totals.varianceUnits).toBe(-90);
    const entries = await auditEntries(world.companyId, audit.id);
    expect(entries).toHaveLength(45);
    for (const item of extra.slice(0, 5)) expect(await onHand(world, item.productId)).toBe(3);
    expect(await ledgerMatchesStock(world)).toBe(true);
  });

  it("keeps every sale made while the audit completes", async () => {
    const world = await auditWorld();
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    const { gummies } = world.products;
    await world.caller.inventoryAudits.count({
      ...ref,
      productId: gummies.productId,
      mode: "set",
      quantity: 8,
    });
    await Promise.all([
      world.caller.inventoryAudits.complete(ref),
      ...Array.from({ length: 5 }, () => ledgerSale(world, gummies.productId, 1)),
    ]);
    expect(await onHand(world, gummies.productId)).toBe(10 - 2 - 5);
    expect(await ledgerMatchesStock(world)).toBe(true);
  });
});

describe("inventory audits: onboarding progress", () => {
  it("marks the audit check done once an audit is completed", async () => {
    const world = await auditWorld();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const auditCheck = async () =>
      (await admin.stats.companyProgress({ companyId: world.companyId })).checks.find(
        (check) => check.id === "audit",
      )?.state;
    const audit = await start(world);
    await world.caller.inventoryAudits.count({
      ...refOf(world, audit.id),
      productId: world.products.soda.productId,
      mode: "set",
      quantity: 4,
    });
    expect(await auditCheck()).toBe("todo");
    await world.caller.inventoryAudits.complete(refOf(world, audit.id));
    expect(await auditCheck()).toBe("done");
  });
});

describe("inventory audits: permission at the audit's location", () => {
  it("lets a store's inventory manager count there, and nowhere else", async () => {
    const world = await auditWorld();
    const { assignUser, createSecurityRole } = await import("@pos/core/auth/users");
    const second = await createLocation({ companyId: world.companyId, name: "Second" });
    const role = await createSecurityRole({
      companyId: world.companyId,
      name: "Stock counter",
      permissions: ["CAN_MANAGE_INVENTORY"],
    });
    const counter = await makeUser();
    await assignUser({
      userId: counter.userId,
      companyId: world.companyId,
      entityType: "location",
      entityId: second.id,
      securityRoleId: role.roleId,
    });
    const caller = await callerFor(counter.token);
    const here = await start(world);
    const refused = await failureOf(caller.inventoryAudits.sheet(refOf(world, here.id)));
    expect(refused.code).toBe("FORBIDDEN");
    expect(
      (await failureOf(caller.inventoryAudits.sheet({ ...refOf(world, here.id), locationId: second.id })))
        .code,
    ).toBe("NOT_FOUND");
    const theirs = await caller.inventoryAudits.start({
      companyId: world.companyId,
      locationId: second.id,
      title: "Back room",
    });
    expect(theirs.createdBy.name).toBe(counter.email);
  });
});

describe("inventory audits: bad input is a 400 and writes nothing", () => {
  it("refuses negative counts, another product's lot, products out of scope and another company's location", async () => {
    const world = await auditWorld();
    const categoryId = await putCategory(world.companyId, "Edibles");
    const audit = await start(world, { categoryId });
    const ref = refOf(world, audit.id);
    const { gummies, soda } = world.products;
    const negative = await failureOf(
      world.caller.inventoryAudits.count({ ...ref, productId: soda.productId, mode: "set", quantity: -1 }),
    );
    expect(negative.code).toBe("BAD_REQUEST");
    expect(negative.message).toContain(auditMessages.negativeCount);
    expect(
      await failureOf(
        world.caller.inventoryAudits.count({
          ...ref,
          productId: gummies.productId,
          batchId: world.lots.a.id,
          mode: "set",
          quantity: 1,
        }),
      ),
    ).toEqual(invalid(inventoryMessages.unknownLot));
    expect(
      await failureOf(
        world.caller.inventoryAudits.count({ ...ref, productId: soda.productId, mode: "set", quantity: 1 }),
      ),
    ).toEqual(invalid(auditMessages.outOfScope));
    const other = await companyWithManager();
    expect(
      await failureOf(
        world.caller.inventoryAudits.start({
          companyId: world.companyId,
          locationId: other.location.id,
          title: "Theirs",
        }),
      ),
    ).toEqual(invalid(inventoryMessages.unknownLocation));
    expect(
      await failureOf(
        world.caller.inventoryAudits.start({
          companyId: world.companyId,
          locationId: world.locationId,
          title: " ",
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
    const sheet = await world.caller.inventoryAudits.sheet(ref);
    expect(sheet.audit.countedLines).toBe(0);
    expect(
      (await world.caller.inventoryAudits.list({ companyId: world.companyId, locationId: world.locationId }))
        .items,
    ).toHaveLength(1);
  });

  it("refuses editing, completing or cancelling a completed audit, and finds no audit at another location", async () => {
    const world = await auditWorld();
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    const { soda } = world.products;
    expect(await failureOf(world.caller.inventoryAudits.complete(ref))).toEqual(
      invalid(auditMessages.nothingCounted),
    );
    await world.caller.inventoryAudits.count({ ...ref, productId: soda.productId, mode: "set", quantity: 2 });
    await world.caller.inventoryAudits.complete(ref);
    expect(
      await failureOf(
        world.caller.inventoryAudits.count({ ...ref, productId: soda.productId, mode: "set", quantity: 9 }),
      ),
    ).toEqual(invalid(auditMessages.closed));
    expect(await failureOf(world.caller.inventoryAudits.complete(ref))).toEqual(
      invalid(auditMessages.closed),
    );
    expect(await failureOf(world.caller.inventoryAudits.cancel(ref))).toEqual(invalid(auditMessages.closed));
    expect(await onHand(world, soda.productId)).toBe(2);
    expect(await auditEntries(world.companyId, audit.id)).toHaveLength(1);
    const second = await createLocation({ companyId: world.companyId, name: "Second" });
    expect(
      await failureOf(world.caller.inventoryAudits.sheet({ ...ref, locationId: second.id })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: auditMessages.notFound,
    });
  });

  it("refuses counting into a cancelled audit", async () => {
    const world = await auditWorld();
    const audit = await start(world);
    const ref = refOf(world, audit.id);
    expect((await world.caller.inventoryAudits.cancel(ref)).status).toBe("cancelled");
    expect(
      await failureOf(
        world.caller.inventoryAudits.count({
          ...ref,
          productId: world.products.soda.productId,
          mode: "add",
          quantity: 1,
        }),
      ),
    ).toEqual(invalid(auditMessages.closed));
  });
});
