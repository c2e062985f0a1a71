import { describe, expect, it } from "vitest";
import { systemLedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { InventoryLog } from "@pos/core/inventory/inventory-log.entity";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { applyStockChanges } from "@pos/core/inventory/stock-ledger";
import { transferWorld, type TransferWorld } from "../support/transfer-world";

const gummiesTo = (world: TransferWorld, quantity: number) =>
  world.caller.transfers.create({
    companyId: world.companyId,
    fromLocationId: world.main,
    toLocationId: world.riverside,
    lines: [{ productId: world.gummies.productId, quantity }],
  });

/** A register sale of one gummy as the ledger writes it (stock and entry in one conditional transaction). */
const sellOne = (world: TransferWorld) =>
  applyStockChanges(
    [{ locationId: world.main, productId: world.gummies.productId, batchId: noBatch }],
    () => [
      {
        locationId: world.main,
        productId: world.gummies.productId,
        batchId: noBatch,
        quantity: -1,
        type: "SALE",
        productName: "Gummies",
      },
    ],
    {
      companyId: world.companyId,
      actor: systemLedgerActor,
      at: new Date().toISOString(),
      document: null,
      blockNegative: false,
      costOption: "weightedAverage",
    },
  );

const ledgerSum = async (world: TransferWorld) =>
  (
    await InventoryLog.query
      .byProduct({ companyId: world.companyId, locationId: world.main, productId: world.gummies.productId })
      .go({ pages: "all" })
  ).data.reduce((sum, log) => sum + log.quantityChange, 0);

describe("transfers under concurrency", () => {
  it("sends exactly one of two transfers of the last units when the company blocks negative stock", async () => {
    const world = await transferWorld({ blockNegative: true });
    const first = await gummiesTo(world, 10);
    const second = await gummiesTo(world, 10);
    const outcomes = await Promise.allSettled(
      [first, second].map((transfer) =>
        world.caller.transfers.send({ companyId: world.companyId, transferId: transfer.id }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await world.quantityAt(world.main, world.gummies.productId)).toBe(0);
    const statuses = await Promise.all(
      [first, second].map(
        async (transfer) =>
          (await world.caller.transfers.get({ companyId: world.companyId, transferId: transfer.id })).status,
      ),
    );
    expect(statuses.sort()).toEqual(["draft", "sent"]);
    expect(await ledgerSum(world)).toBe(0);
  });

  it("never loses a sale made while a transfer is sent from the same stock", async () => {
    const world = await transferWorld();
    const transfer = await gummiesTo(world, 3);
    await Promise.all([
      world.caller.transfers.send({ companyId: world.companyId, transferId: transfer.id }),
      ...Array.from({ length: 8 }, () => sellOne(world)),
    ]);
    expect(await world.quantityAt(world.main, world.gummies.productId)).toBe(10 - 3 - 8);
    expect(await ledgerSum(world)).toBe(-1);
  });

  it("never receives twice when the same receipt is sent twice at once", async () => {
    const world = await transferWorld();
    const transfer = await gummiesTo(world, 5);
    const ref = { companyId: world.companyId, transferId: transfer.id };
    await world.caller.transfers.send(ref);
    const receipt = { ...ref, lines: [{ lineId: transfer.lines[0]!.id, receivedQuantity: 5 }] };
    await Promise.all([world.caller.transfers.receive(receipt), world.caller.transfers.receive(receipt)]);
    expect(await world.quantityAt(world.riverside, world.gummies.productId)).toBe(9);
  });
});
