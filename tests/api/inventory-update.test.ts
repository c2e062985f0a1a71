import { describe, expect, it } from "vitest";
import { assignUser, createSecurityRole } from "@pos/core/auth/users";
import { stockWorld, type StockWorld } from "../support/stock-world";
import { callerFor, failureOf, makeUser } from "../support/world";

const adjust = (world: StockWorld, quantity: number, note: string) =>
  world.caller.inventory.adjust({
    companyId: world.companyId,
    locationId: world.location.id,
    productId: world.products.gummies.productId,
    quantity,
    reason: "correction",
    note,
  });

describe("inventory update screen", () => {
  it("lists the location's adjustments newest first, paged, with product names and lots", async () => {
    const world = await stockWorld();
    for (const note of ["first", "second", "third"]) await adjust(world, 1, note);
    await world.caller.inventory.adjust({
      companyId: world.companyId,
      locationId: world.location.id,
      productId: world.products.flower.productId,
      batchId: world.lots.a.id,
      quantity: 2,
      reason: "received",
    });
    const list = (fields: Record<string, unknown> = {}) =>
      world.caller.inventory.recentAdjustments({
        companyId: world.companyId,
        locationId: world.location.id,
        ...fields,
      });
    const first = await list({ limit: 2 });
    expect(first.items.map((item) => [item.productName, item.lotNumber, item.note])).toEqual([
      ["Flower", "A1", null],
      ["Gummies", null, "third"],
    ]);
    const next = await list({ limit: 2, lastEvaluatedKey: first.lastEvaluatedKey });
    expect(next.items.map((item) => item.note)).toEqual(["second", "first"]);
    expect(
      (
        await world.caller.inventory.recentAdjustments({
          companyId: world.companyId,
          locationId: world.second.id,
        })
      ).items,
    ).toEqual([]);
    const other = await stockWorld();
    expect(
      await failureOf(
        other.caller.inventory.recentAdjustments({
          companyId: other.companyId,
          locationId: other.location.id,
          lastEvaluatedKey: first.lastEvaluatedKey,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("finds a product by name, SKU or barcode, and by a GS1 scan with its lot", async () => {
    const world = await stockWorld();
    const find = (code: string) =>
      world.caller.inventory.findProducts({
        companyId: world.companyId,
        locationId: world.location.id,
        code,
      });
    expect((await find("gumm")).products.map((product) => product.name)).toEqual(["Gummies"]);
    expect((await find("FLW-1")).products.map((product) => product.name)).toEqual(["Flower"]);
    expect((await find("pap")).products).toEqual([]);
    const scan = await find("(01)00628000000020(10)A1(17)270131");
    expect(scan).toEqual({
      products: [expect.objectContaining({ productId: world.products.flower.productId })],
      lotNumber: "A1",
      expiryDate: "2027-01-31",
    });
    expect(await failureOf(find("(01)00628000000021(10)A1"))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("offers only the locations where the user may manage inventory", async () => {
    const world = await stockWorld();
    expect(
      (await world.caller.inventory.locations({ companyId: world.companyId })).items
        .map((item) => item.id)
        .sort(),
    ).toEqual([world.location.id, world.second.id].sort());
    const role = await createSecurityRole({
      companyId: world.companyId,
      name: "Stock",
      permissions: ["CAN_MANAGE_INVENTORY"],
    });
    const clerk = await makeUser();
    await assignUser({
      userId: clerk.userId,
      companyId: world.companyId,
      entityType: "location",
      entityId: world.second.id,
      securityRoleId: role.roleId,
    });
    const caller = await callerFor(clerk.token);
    expect((await caller.inventory.locations({ companyId: world.companyId })).items).toEqual([
      { id: world.second.id, name: "Second Street" },
    ]);
    await caller.inventory.overview({ companyId: world.companyId, locationId: world.second.id });
    expect(
      await failureOf(
        caller.inventory.overview({ companyId: world.companyId, locationId: world.location.id }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
    const options = await caller.inventory.filterOptions({
      companyId: world.companyId,
      locationId: world.second.id,
    });
    expect(options).toEqual({ categories: [], suppliers: [] });
  });
});
