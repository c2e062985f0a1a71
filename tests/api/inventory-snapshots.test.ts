import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, nowIso, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import { inventoryMessages, systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { applyStockChanges } from "@pos/core/inventory/stock-ledger";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { runNightlySnapshots } from "@pos/core/inventory/snapshot-job";
import { InventorySnapshot } from "@pos/core/inventory/snapshot.entity";
import { snapshotHeader, takeSnapshot } from "@pos/core/inventory/snapshot";
import { snapshotMessages } from "@pos/core/inventory/snapshot.schema";
import { stockAtDate } from "@pos/core/inventory/stock-at-date";
import { createBatch, setStock } from "@pos/core/inventory/stock";
import { editProduct, productItem, putProducts } from "../support/catalog";
import { inventoryWorld, stock, stockOf, type InventoryWorld } from "../support/inventory-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { failureOf, makeCompany } from "../support/world";

afterEach(() => setClock(null));

async function snapshotsOf(world: Pick<InventoryWorld, "caller" | "companyId">) {
  return (await world.caller.inventorySnapshots.list({ companyId: world.companyId })).items;
}

describe("inventory snapshots", () => {
  it("stores on-hand and value per product and lot on demand, with totals", async () => {
    const world = await inventoryWorld({ snapshots: true, lots: true });
    const { companyId, locationId } = world;
    await editProduct(world.jar, { isBatchTracked: true });
    const lot = await createBatch({ companyId, productId: world.jar.productId, lotNumber: "J-9" });
    await stock(world, world.bulk.productId, 72, 50);
    await stock(world, world.jar.productId, 5, 175.5, lot.id);
    await stock(world, world.preroll.productId, 0, 20);
    const taken = await world.caller.inventorySnapshots.take({ companyId, locationId });
    // 72 × 50 + round(5 × 175.5) = 3 600 + 878.
    expect(taken).toMatchObject({
      locationId,
      status: "complete",
      nightOf: null,
      productCount: 2,
      units: 77,
      value: 4478,
      takenBy: { kind: "user", name: world.owner.email },
    });
    const detail = await world.caller.inventorySnapshots.get({ companyId, snapshotId: taken.id });
    expect(detail.rows).toEqual([
      {
        productId: world.bulk.productId,
        batchId: null,
        name: "Bulk flower",
        sku: "BULK-1",
        lotNumber: null,
        quantity: 72,
        unitCost: 50,
        value: 3600,
      },
      {
        productId: world.jar.productId,
        batchId: lot.id,
        name: "Jar 3.5 g",
        sku: "JAR-35",
        lotNumber: "J-9",
        quantity: 5,
        unitCost: 175.5,
        value: 878,
      },
    ]);
    // Kept as taken: later stock changes do not move it.
    await stock(world, world.bulk.productId, 1, 50);
    expect((await world.caller.inventorySnapshots.get({ companyId, snapshotId: taken.id })).units).toBe(77);
    expect(await snapshotsOf(world)).toEqual([taken]);
  });

  it("stores a large location's rows in chunks and reads them back in order", async () => {
    const world = await inventoryWorld({ snapshots: true });
    const { companyId, locationId } = world;
    const items = await putProducts(
      Array.from({ length: 450 }, (_, index) =>
        productItem(companyId, { name: `Item ${String(index).padStart(3, "0")}` }),
      ),
    );
    for (let start = 0; start < items.length; start += 45) {
      const keys = items
        .slice(start, start + 45)
        .map((item) => ({ locationId, productId: item.productId, batchId: noBatch }));
      await applyStockChanges(
        keys,
        () =>
          keys.map((key) => ({ ...key, quantity: 2, unitCost: 10, type: "ADJUSTMENT", productName: "Item" })),
        {
          companyId,
          actor: systemLedgerActor,
          at: nowIso(),
          document: null,
          blockNegative: false,
          costOption: "weightedAverage",
        },
      );
    }
    const taken = await takeSnapshot(companyId, locationId, { kind: "user", id: "u", name: "Tester" });
    expect(taken).toMatchObject({ productCount: 450, units: 900, value: 9000 });
    const detail = await world.caller.inventorySnapshots.get({ companyId, snapshotId: taken.id });
    expect(detail.rows.map((row) => row.name)).toEqual(items.map((item) => item.name));
  });

  it("takes last night's snapshot of every location once, however many times the job runs", async () => {
    // 01:30 in Toronto on 11 March: the night of the 10th.
    setClock(fixedClock("2026-03-11T06:30:00.000Z"));
    const world = await inventoryWorld({ snapshots: true });
    const { companyId, locationId } = world;
    const second = await createLocation({ companyId, name: "Second Street" });
    await stock(world, world.jar.productId, 4, 100);
    await runNightlySnapshots();
    await runNightlySnapshots();
    const taken = await snapshotsOf(world);
    expect(
      taken.map((view) => [view.locationId, view.nightOf, view.takenBy.kind, view.status]).sort(),
    ).toEqual(
      [
        [locationId, "2026-03-10", "job", "complete"],
        [second.id, "2026-03-10", "job", "complete"],
      ].sort(),
    );
    expect(taken.find((view) => view.locationId === locationId)).toMatchObject({ units: 4, value: 400 });
    // Outside the night's window (noon), nothing is taken; the next night is.
    setClock(fixedClock("2026-03-11T17:00:00.000Z"));
    await runNightlySnapshots();
    expect(await snapshotsOf(world)).toHaveLength(2);
    setClock(fixedClock("2026-03-12T05:10:00.000Z"));
    await runNightlySnapshots();
    expect((await snapshotsOf(world)).filter((view) => view.nightOf === "2026-03-11")).toHaveLength(2);
  });

  it("is bounded per run, and the next run takes what is left or what a stopped run left half done", async () => {
    setClock(fixedClock("2026-04-02T04:45:00.000Z"));
    const world = await inventoryWorld({ snapshots: true });
    const { companyId, locationId } = world;
    await createLocation({ companyId, name: "Second Street" });
    await stock(world, world.jar.productId, 3, 100);
    // A run that stopped 20 minutes ago after claiming the first location's snapshot.
    const clock = fixedClock("2026-04-02T04:25:00.000Z");
    setClock(clock);
    const stale = snapshotHeader(
      companyId,
      locationId,
      { kind: "job", id: "x", name: "Nightly job" },
      "2026-04-01",
    );
    await InventorySnapshot.create(stale).go();
    clock.set("2026-04-02T04:45:00.000Z");
    for (let run = 0; run < 20; run += 1) {
      const outcome = await runNightlySnapshots({ maxSnapshots: 1 });
      expect(outcome.taken).toBeLessThanOrEqual(1);
      if (!outcome.remaining) break;
    }
    const taken = await snapshotsOf(world);
    expect(taken).toHaveLength(2);
    expect(taken.every((view) => view.status === "complete" && view.nightOf === "2026-04-01")).toBe(true);
    expect(taken.find((view) => view.locationId === locationId)).toMatchObject({
      id: stale.snapshotId,
      units: 3,
    });
  });

  it("reports stock at a date from the snapshot before it and the sales after it", async () => {
    const clock = fixedClock("2026-05-04T14:00:00.000Z");
    setClock(clock);
    const world = await inventoryWorld({ snapshots: true });
    const { companyId, locationId } = world;
    const jar = world.jar.productId;
    const at = (minutes: number) =>
      new Date(Date.parse("2026-05-04T14:00:00.000Z") + minutes * 60_000).toISOString();
    const quantityAt = async (minutes: number) => {
      const report = await stockAtDate(companyId, locationId, at(minutes));
      return { ...report, jar: report.rows.find((row) => row.productId === jar) ?? null };
    };
    // Sales write SALE entries with the stock they take (the ledger's contract): the same here.
    const sale = (quantity: number) =>
      applyStockChanges(
        [{ locationId, productId: jar, batchId: noBatch }],
        () => [
          {
            locationId,
            productId: jar,
            batchId: noBatch,
            quantity: -quantity,
            type: "SALE",
            productName: "Jar",
          },
        ],
        {
          companyId,
          actor: systemLedgerActor,
          at: nowIso(),
          document: null,
          blockNegative: false,
          costOption: "weightedAverage",
        },
      );
    await stock(world, jar, 10, 100);
    clock.set(at(60));
    const snapshot = await takeSnapshot(companyId, locationId, { kind: "user", id: "u", name: "Tester" });
    clock.set(at(120));
    await sale(3);
    clock.set(at(150));
    await setStock({ companyId, locationId, productId: jar, quantity: 17, unitCost: 200 });
    clock.set(at(180));
    await sale(2);
    expect(await quantityAt(-1)).toMatchObject({ snapshotId: null, jar: null });
    expect(await quantityAt(30)).toMatchObject({ snapshotId: null, jar: { quantity: 10, unitCost: 100 } });
    expect(await quantityAt(90)).toMatchObject({
      snapshotId: snapshot.id,
      entries: 0,
      jar: { quantity: 10 },
    });
    expect(await quantityAt(120)).toMatchObject({
      snapshotId: snapshot.id,
      entries: 1,
      jar: { quantity: 7 },
    });
    // 7 at 100 and 10 more at 200: a weighted average of 158.8235 a unit, as the ledger kept it.
    expect(await quantityAt(160)).toMatchObject({ entries: 2, jar: { quantity: 17, unitCost: 158.8235 } });
    expect(await quantityAt(240)).toMatchObject({ entries: 3, jar: { quantity: 15, unitCost: 158.8235 } });
    expect(await stockOf(world, jar)).toEqual({ quantity: 15, unitCost: 158.8235 });
  });

  it("needs the inventorySnapshots flag and the inventory permission, and checks the location", async () => {
    const world = await inventoryWorld();
    const { companyId, locationId } = world;
    const disabled = { code: "FORBIDDEN", appCode: "FORBIDDEN", message: featureDisabledMessage };
    expect(await failureOf(world.caller.inventorySnapshots.take({ companyId, locationId }))).toEqual(
      disabled,
    );
    expect(await failureOf(world.caller.inventorySnapshots.list({ companyId }))).toEqual(disabled);
    await setFeatureFlag({ companyId, flag: "inventorySnapshots", enabled: true });
    const clerk = await makeStaff(companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect(await failureOf(clerk.caller.inventorySnapshots.take({ companyId, locationId }))).toEqual(
      missingPermission("CAN_MANAGE_INVENTORY"),
    );
    // A grant at one location does not open the company's snapshots.
    const storeKeeper = await makeStaff(companyId, ["CAN_MANAGE_INVENTORY"], locationId);
    expect(await failureOf(storeKeeper.caller.inventorySnapshots.take({ companyId, locationId }))).toEqual(
      missingPermission("CAN_MANAGE_INVENTORY"),
    );
    const other = await makeCompany();
    expect(
      await failureOf(world.caller.inventorySnapshots.take({ companyId, locationId: other.location.id })),
    ).toEqual(badInput(inventoryMessages.unknownLocation));
    expect(await snapshotsOf(world)).toEqual([]);
    const foreign = await takeSnapshot(other.company.id, other.location.id, {
      kind: "user",
      id: "u",
      name: "Other",
    });
    expect(
      await failureOf(world.caller.inventorySnapshots.get({ companyId, snapshotId: foreign.id })),
    ).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: snapshotMessages.notFound,
    });
  });
});
