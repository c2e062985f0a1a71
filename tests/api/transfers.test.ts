import { describe, expect, it } from "vitest";
import { assignUser, createSecurityRole } from "@pos/core/auth/users";
import { Stock } from "@pos/core/inventory/stock.entity";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { createBatch } from "@pos/core/inventory/stock";
import { Transfer } from "@pos/core/inventory/transfer.entity";
import { transferMessages } from "@pos/core/inventory/transfer.schema";
import { inventoryMessages } from "@pos/core/inventory/inventory-log.schema";
import { productItem, putProducts } from "../support/catalog";
import { transferWorld, type TransferWorld } from "../support/transfer-world";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

const badInput = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });

async function draft(world: TransferWorld, gummies = 3, flower = 2) {
  return world.caller.transfers.create({
    companyId: world.companyId,
    fromLocationId: world.main,
    toLocationId: world.riverside,
    notes: "Weekly top-up",
    lines: [
      { productId: world.gummies.productId, quantity: gummies },
      { productId: world.flower.productId, batchId: world.lot.id, quantity: flower },
    ],
  });
}

const costAt = async (world: TransferWorld, locationId: string, productId: string, batchId = noBatch) =>
  (await Stock.get({ companyId: world.companyId, locationId, productId, batchId }).go()).data?.unitCost;

describe("transfers", () => {
  it("goes draft → sent → partially received → received, moving stock and carrying its cost", async () => {
    const world = await transferWorld();
    const ref = { companyId: world.companyId };
    const created = await draft(world);
    expect(created).toMatchObject({ number: 1, status: "draft", lineCount: 2, units: 5, sentDate: null });
    expect(created.lines.map((line) => [line.productName, line.sku, line.lotNumber, line.available])).toEqual(
      [
        ["Gummies", "GUM-1", null, 10],
        ["Flower", "FLW-1", "L-1", 6],
      ],
    );
    const edited = await world.caller.transfers.update({
      ...ref,
      transferId: created.id,
      fromLocationId: world.main,
      toLocationId: world.riverside,
      notes: "",
      lines: [
        { productId: world.gummies.productId, quantity: 4 },
        { productId: world.flower.productId, batchId: world.lot.id, quantity: 2 },
      ],
    });
    expect(edited.units).toBe(6);

    const sent = await world.caller.transfers.send({ ...ref, transferId: created.id });
    expect(sent.status).toBe("sent");
    expect(sent.sentDate).not.toBeNull();
    expect(sent.lines.map((line) => line.unitCost)).toEqual([200, 500]);
    expect(sent.value).toBe(4 * 200 + 2 * 500);
    expect(await world.quantityAt(world.main, world.gummies.productId)).toBe(6);
    expect(await world.quantityAt(world.main, world.flower.productId, world.lot.id)).toBe(4);
    expect(await world.quantityAt(world.riverside, world.gummies.productId)).toBe(4);
    const out = await world.logsOf(created.id);
    expect(
      out.map((log) => [log.type, log.locationId, log.quantityChange, log.quantityAfter, log.unitCost]),
    ).toEqual(
      expect.arrayContaining([
        ["TRANSFER_OUT", world.main, -4, 6, 200],
        ["TRANSFER_OUT", world.main, -2, 4, 500],
      ]),
    );

    const [gummyLine, flowerLine] = sent.lines;
    const partial = await world.caller.transfers.receive({
      ...ref,
      transferId: created.id,
      lines: [{ lineId: gummyLine!.id, receivedQuantity: 1 }],
    });
    expect(partial).toMatchObject({ status: "partial", receivedUnits: 1, completeDate: null });
    expect(await world.quantityAt(world.riverside, world.gummies.productId)).toBe(5);
    expect(await costAt(world, world.riverside, world.gummies.productId)).toBe(280);

    const again = { ...ref, transferId: created.id, lines: [{ lineId: gummyLine!.id, receivedQuantity: 1 }] };
    expect((await world.caller.transfers.receive(again)).receivedUnits).toBe(1);
    expect(await world.quantityAt(world.riverside, world.gummies.productId)).toBe(5);

    const received = await world.caller.transfers.receive({
      ...ref,
      transferId: created.id,
      lines: [
        { lineId: gummyLine!.id, receivedQuantity: 4 },
        { lineId: flowerLine!.id, receivedQuantity: 2 },
      ],
    });
    expect(received).toMatchObject({ status: "received", receivedUnits: 6 });
    expect(received.completeDate).not.toBeNull();
    expect(await world.quantityAt(world.riverside, world.gummies.productId)).toBe(8);
    expect(await world.quantityAt(world.riverside, world.flower.productId, world.lot.id)).toBe(2);
    expect(await costAt(world, world.riverside, world.gummies.productId)).toBe(250);
    expect(await costAt(world, world.riverside, world.flower.productId, world.lot.id)).toBe(500);
    const ins = (await world.logsOf(created.id)).filter((log) => log.type === "TRANSFER_IN");
    expect(ins.map((log) => [log.quantityChange, log.unitCost]).sort()).toEqual([
      [1, 200],
      [2, 500],
      [3, 200],
    ]);

    const page = await world.caller.transfers.list({ ...ref, status: "received" });
    expect(page.items.map((item) => item.id)).toEqual([created.id]);
    expect((await world.caller.transfers.list({ ...ref, status: "draft" })).items).toEqual([]);
  });

  it("takes the last cost at the destination when the company uses last cost", async () => {
    const world = await transferWorld({ costOption: "lastCost" });
    const created = await draft(world);
    await world.caller.transfers.send({ companyId: world.companyId, transferId: created.id });
    await world.caller.transfers.receive({
      companyId: world.companyId,
      transferId: created.id,
      lines: [{ lineId: created.lines[0]!.id, receivedQuantity: 3 }],
    });
    expect(await costAt(world, world.riverside, world.gummies.productId)).toBe(200);
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const world = await transferWorld();
    const other = await makeCompany();
    const [stranger] = await putProducts([
      productItem(world.companyId, { name: "Other", isBatchTracked: true }),
    ]);
    const strangerLot = await createBatch({
      companyId: world.companyId,
      productId: stranger!.productId,
      lotNumber: "X",
    });
    const base = { companyId: world.companyId, fromLocationId: world.main, toLocationId: world.riverside };
    const gummy = { productId: world.gummies.productId, quantity: 1 };
    const cases: [unknown, string][] = [
      [{ ...base, toLocationId: world.main, lines: [gummy] }, transferMessages.sameLocation],
      [{ ...base, toLocationId: other.location.id, lines: [gummy] }, inventoryMessages.unknownLocation],
      [
        { ...base, lines: [{ productId: world.flower.productId, batchId: strangerLot.id, quantity: 1 }] },
        inventoryMessages.unknownLot,
      ],
      [{ ...base, lines: [{ ...gummy, quantity: 0 }] }, transferMessages.quantity],
      [{ ...base, lines: [{ ...gummy, quantity: -2 }] }, transferMessages.quantity],
      [{ ...base, lines: [gummy, gummy] }, transferMessages.duplicateLine("Gummies")],
    ];
    for (const [input, message] of cases)
      expect(await failureOf(world.caller.transfers.create(input as never))).toEqual(badInput(message));
    expect((await world.caller.transfers.list({ companyId: world.companyId })).items).toEqual([]);

    const created = await draft(world);
    const ref = { companyId: world.companyId, transferId: created.id };
    await world.caller.transfers.send(ref);
    expect(
      await failureOf(world.caller.transfers.update({ ...ref, ...base, notes: "", lines: [gummy] })),
    ).toEqual(badInput(transferMessages.notDraft));
    expect(await failureOf(world.caller.transfers.send(ref))).toEqual(badInput(transferMessages.alreadySent));
    const over = { ...ref, lines: [{ lineId: created.lines[0]!.id, receivedQuantity: 4 }] };
    expect(await failureOf(world.caller.transfers.receive(over))).toEqual(
      badInput(transferMessages.overReceived("Gummies")),
    );
    const mixed = {
      ...ref,
      lines: [
        { lineId: created.lines[1]!.id, receivedQuantity: 2 },
        { lineId: created.lines[0]!.id, receivedQuantity: 9 },
      ],
    };
    expect(await failureOf(world.caller.transfers.receive(mixed))).toEqual(
      badInput(transferMessages.overReceived("Gummies")),
    );
    const unknown = { ...ref, lines: [{ lineId: "99", receivedQuantity: 1 }] };
    expect(await failureOf(world.caller.transfers.receive(unknown))).toEqual(
      badInput(transferMessages.unknownLine),
    );
    expect((await world.caller.transfers.get(ref)).receivedUnits).toBe(0);
    expect(await world.quantityAt(world.riverside, world.gummies.productId)).toBe(4);
    expect(await world.quantityAt(world.riverside, world.flower.productId, world.lot.id)).toBe(0);
    expect((await world.logsOf(created.id)).map((log) => log.type)).toEqual(["TRANSFER_OUT", "TRANSFER_OUT"]);

    const foreign = await failureOf(
      (await callerFor(other.owner.token)).transfers.get({
        companyId: world.companyId,
        transferId: created.id,
      }),
    );
    expect(foreign.code).toBe("FORBIDDEN");
    const theirs = await failureOf(
      (await callerFor(other.owner.token)).transfers.get({
        companyId: other.company.id,
        transferId: created.id,
      }),
    );
    expect(theirs.code).toBe("NOT_FOUND");
  });

  it("refuses to send more than the source holds when the company blocks negative stock, writing nothing", async () => {
    const world = await transferWorld({ blockNegative: true });
    const created = await draft(world, 3, 7);
    const failure = await failureOf(
      world.caller.transfers.send({ companyId: world.companyId, transferId: created.id }),
    );
    expect(failure).toMatchObject({ code: "CONFLICT", message: inventoryMessages.notEnough("Flower") });
    expect(
      (await world.caller.transfers.get({ companyId: world.companyId, transferId: created.id })).status,
    ).toBe("draft");
    expect(await world.quantityAt(world.main, world.gummies.productId)).toBe(10);
    expect(await world.logsOf(created.id)).toEqual([]);
  });

  it("cancels a draft, and a sent transfer by putting its units back at the source; never a received one", async () => {
    const world = await transferWorld();
    const ref = (transferId: string) => ({ companyId: world.companyId, transferId });
    const first = await draft(world);
    expect((await world.caller.transfers.cancel(ref(first.id))).status).toBe("cancelled");
    expect(await failureOf(world.caller.transfers.cancel(ref(first.id)))).toEqual(
      badInput(transferMessages.alreadyCancelled),
    );
    expect(await world.logsOf(first.id)).toEqual([]);

    const second = await draft(world);
    await world.caller.transfers.send(ref(second.id));
    expect(await world.quantityAt(world.main, world.gummies.productId)).toBe(7);
    expect((await world.caller.transfers.cancel(ref(second.id))).status).toBe("cancelled");
    expect(await world.quantityAt(world.main, world.gummies.productId)).toBe(10);
    expect(await world.quantityAt(world.main, world.flower.productId, world.lot.id)).toBe(6);
    expect(await costAt(world, world.main, world.gummies.productId)).toBe(200);
    expect(
      await failureOf(
        world.caller.transfers.receive({ ...ref(second.id), lines: [{ lineId: "1", receivedQuantity: 1 }] }),
      ),
    ).toEqual(badInput(transferMessages.notSent));

    const third = await draft(world);
    await world.caller.transfers.send(ref(third.id));
    await world.caller.transfers.receive({ ...ref(third.id), lines: [{ lineId: "1", receivedQuantity: 1 }] });
    expect(await failureOf(world.caller.transfers.cancel(ref(third.id)))).toEqual(
      badInput(transferMessages.notCancellable),
    );
  });

  it("needs CAN_MANAGE_INVENTORY at both locations of the transfer", async () => {
    const world = await transferWorld();
    const role = await createSecurityRole({
      companyId: world.companyId,
      name: "Store manager",
      permissions: ["CAN_MANAGE_INVENTORY"],
    });
    const manager = await makeUser();
    await assignUser({
      userId: manager.userId,
      companyId: world.companyId,
      entityType: "location",
      entityId: world.main,
      securityRoleId: role.roleId,
    });
    const caller = await callerFor(manager.token);
    const input = {
      companyId: world.companyId,
      fromLocationId: world.main,
      toLocationId: world.riverside,
      lines: [{ productId: world.gummies.productId, quantity: 1 }],
    };
    expect((await failureOf(caller.transfers.create(input))).code).toBe("FORBIDDEN");
    const created = await draft(world);
    expect(
      (await failureOf(caller.transfers.send({ companyId: world.companyId, transferId: created.id }))).code,
    ).toBe("FORBIDDEN");
    await assignUser({
      userId: manager.userId,
      companyId: world.companyId,
      entityType: "location",
      entityId: world.riverside,
      securityRoleId: role.roleId,
    });
    expect((await caller.transfers.create(input)).status).toBe("draft");
  });

  it("sends and receives a transfer of more lines than one transaction holds, resuming one cut short", async () => {
    const world = await transferWorld();
    const products = await putProducts(
      Array.from({ length: 120 }, (_, index) => productItem(world.companyId, { name: `Item ${index}` })),
    );
    const created = await world.caller.transfers.create({
      companyId: world.companyId,
      fromLocationId: world.main,
      toLocationId: world.riverside,
      lines: products.map((product) => ({ productId: product.productId, quantity: 2 })),
    });
    const ref = { companyId: world.companyId, transferId: created.id };
    const item = (await Transfer.get(ref).go()).data!;
    // As if a send had stopped after its first chunk of 49 lines: they are marked sent, the rest are not.
    await Transfer.patch(ref)
      .set({
        status: "sending",
        lines: item.lines.map((line, index) => ({ ...line, sent: index < 49 })),
        createDate: item.createDate,
      })
      .go();
    expect((await world.caller.transfers.list({ ...ref, status: "sending" })).items).toHaveLength(1);
    const sent = await world.caller.transfers.send(ref);
    expect(sent.status).toBe("sent");
    expect(await world.logsOf(created.id)).toHaveLength(71);
    expect(await world.quantityAt(world.main, products[0]!.productId)).toBe(0);
    expect(await world.quantityAt(world.main, products[119]!.productId)).toBe(-2);
    const received = await world.caller.transfers.receive({
      ...ref,
      lines: sent.lines.map((line) => ({ lineId: line.id, receivedQuantity: 2 })),
    });
    expect(received).toMatchObject({ status: "received", receivedUnits: 240 });
    expect(await world.quantityAt(world.riverside, products[60]!.productId)).toBe(2);
    expect((await world.logsOf(created.id)).filter((log) => log.type === "TRANSFER_IN")).toHaveLength(120);
  });
});

describe("transfer product search", () => {
  it("finds products by name or SKU and by a GS1 code naming the lot, with what the source holds", async () => {
    const world = await transferWorld();
    await putProducts([productItem(world.companyId, { name: "Gum holder", trackInventory: false })]);
    const search = (query: string) =>
      world.caller.transfers.products({ companyId: world.companyId, locationId: world.main, query });
    expect((await search("gum")).map((choice) => [choice.name, choice.available])).toEqual([["Gummies", 10]]);
    const [flower] = await search("FLW-1");
    expect(flower).toMatchObject({ lotTracked: true, available: 6, scannedLotId: null });
    expect(flower!.lots).toEqual([{ id: world.lot.id, lotNumber: "L-1", expiryDate: null, available: 6 }]);
    const [scanned] = await search("(01)00628417000378(10)L-1");
    expect(scanned).toMatchObject({ productId: world.flower.productId, scannedLotId: world.lot.id });
    expect(await search("  ")).toEqual([]);
  });
});
