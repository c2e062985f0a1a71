import { describe, expect, it } from "vitest";
import { receiptHeader } from "@pos/core/receipts/receipt-settings.schema";
import { passcodes } from "../support/register";
import { saleWorld, sell } from "../support/sale-world";
import { badInput, companyWithManager, makeStaff, missingPermission } from "../support/staff";
import { failureOf } from "../support/world";

const queenWest = { address: "712 Queen St W, Toronto, ON M6J 1E8", phone: "(416) 555-0142" };

describe("receipts print the store's details by default (issue 15 item 15)", () => {
  it("take the location's address and phone and the company's tax number until a setting overrides them", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const ref = { companyId, locationId: location.id };
    await caller.receiptSettings.saveLocationDetails({ ...ref, ...queenWest });
    await caller.receiptSettings.saveTaxNumber({ companyId, taxNumber: " 784512963 RT0001 " });

    const defaults = await caller.receiptSettings.get(ref);
    expect(defaults).toMatchObject({ address: "", phone: "", taxNumber: "", updateDate: null });
    expect(receiptHeader(defaults)).toEqual({
      name: location.name,
      legalName: "",
      ...queenWest,
      taxNumber: "784512963 RT0001",
      taxNumberLabel: "GST/HST #",
    });

    const saved = await caller.receiptSettings.save({
      ...ref,
      settings: { ...defaults, phone: "1-800-555-0199", taxNumber: "" },
    });
    expect(receiptHeader(saved)).toMatchObject({
      address: queenWest.address,
      phone: "1-800-555-0199",
      taxNumber: "784512963 RT0001",
    });
  });

  it("refuses details that are too long and writes nothing", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const ref = { companyId, locationId: location.id };
    expect(
      await failureOf(
        caller.receiptSettings.saveLocationDetails({ ...ref, address: "x".repeat(201), phone: "" }),
      ),
    ).toEqual(badInput("The address is at most 200 characters"));
    expect(
      await failureOf(caller.receiptSettings.saveTaxNumber({ companyId, taxNumber: "9".repeat(31) })),
    ).toEqual(badInput("The tax number is at most 30 characters"));
    expect(
      await failureOf(
        caller.receiptSettings.saveLocationDetails({ companyId, locationId: "nowhere", ...queenWest }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: "Location not found" });
    expect((await caller.receiptSettings.get(ref)).store).toMatchObject({
      address: "",
      phone: "",
      taxNumber: "",
    });
  });

  it("let a location's manager set its address, but only a company-wide manager the company's tax number", async () => {
    const { companyId, location } = await companyWithManager();
    const local = await makeStaff(companyId, ["CAN_MANAGE_COMPANY"], location.id);
    await local.caller.receiptSettings.saveLocationDetails({
      companyId,
      locationId: location.id,
      ...queenWest,
    });
    expect(
      await failureOf(
        local.caller.receiptSettings.saveTaxNumber({ companyId, taxNumber: "784512963 RT0001" }),
      ),
    ).toEqual(missingPermission("CAN_MANAGE_COMPANY"));
    const viewer = await makeStaff(companyId, ["CAN_VIEW_SALES"]);
    expect(
      await failureOf(
        viewer.caller.receiptSettings.saveLocationDetails({
          companyId,
          locationId: location.id,
          ...queenWest,
        }),
      ),
    ).toEqual(missingPermission("CAN_MANAGE_COMPANY"));
  });
});

describe("a sale records who approved it, for its receipt", () => {
  it("names the manager who approved going over the limit and the price override", async () => {
    const world = await saleWorld();
    await world.caller.receiptSettings.saveTaxNumber({
      companyId: world.companyId,
      taxNumber: "784512963 RT0001",
    });
    const lines = [{ productId: world.products.flower.productId, quantity: 9, priceOverride: 3000 }];
    const sale = await sell(world, lines, undefined, {
      limitOverridePasscode: passcodes.manager,
      priceOverridePasscode: passcodes.manager,
    });
    const approver = { employeeId: world.employees.avery.id, employeeName: "Avery" };
    expect(sale).toMatchObject({
      employee: { name: "Blake" },
      limitOverride: approver,
      priceOverride: approver,
    });

    const detail = await world.register.payments.get({ paymentId: sale.id });
    expect(detail.payment).toMatchObject({ limitOverride: approver, priceOverride: approver });
    expect(receiptHeader(detail.receipt.settings).taxNumber).toBe("784512963 RT0001");

    const plain = await sell(world, [{ productId: world.products.gummies.productId, quantity: 1 }]);
    expect(plain).toMatchObject({ limitOverride: null, priceOverride: null });
  });

  it("names the seller when the seller may override prices", async () => {
    const world = await saleWorld();
    await world.register.hours.clockIn({ passcode: passcodes.manager });
    const sale = await sell(world, [
      { productId: world.products.gummies.productId, quantity: 1, priceOverride: 999 },
    ]);
    expect(sale.priceOverride).toEqual({ employeeId: world.employees.avery.id, employeeName: "Avery" });
  });
});
