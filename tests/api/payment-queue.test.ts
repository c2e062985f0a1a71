import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { queueMessages } from "@pos/core/payment-queue/payment-queue.schema";
import { passcodes } from "../support/register";
import { eventsOf, makeSource, queueWorld } from "../support/queue-world";
import { badInput, conflict } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

describe("parked sales", () => {
  it("parks the cart as a PENDING entry of the register and its employee, listed newest first", async () => {
    const { register, products, line, device, employees, companyId, location } = await queueWorld();
    const first = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 2, 1000)],
    });
    const second = await register.paymentQueue.park({
      paymentLines: [
        line(products.gummies.productId, 1, 1000),
        { ...line(products.preRoll.productId, 1, 2550), discountPrice: 550 },
      ],
      note: "Back in 5 minutes",
    });
    expect(first).toMatchObject({
      status: "PENDING",
      orderType: "parked",
      deviceId: device.deviceId,
      locationId: location.id,
      total: 2000,
      paidAmount: 0,
      externalSourceId: null,
      createdBy: { id: employees.avery.id, name: "Avery" },
    });
    expect(first.paymentLines[0]).toMatchObject({ batchId: null, discountPrice: 0, inventorySubtracted: 0 });
    expect(second).toMatchObject({ total: 3000, note: "Back in 5 minutes" });
    expect((await register.paymentQueue.list()).map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(await register.paymentQueue.get({ paymentQueueId: first.id })).toEqual(first);
    expect(await eventsOf(companyId, first.id)).toEqual([["paymentQueue.created", "PENDING"]]);
  });

  it("refuses an empty cart and unknown products, writing nothing", async () => {
    const { register, products, line } = await queueWorld();
    expect(await failureOf(register.paymentQueue.park({ paymentLines: [] }))).toEqual(
      badInput("The cart is empty"),
    );
    expect(
      await failureOf(
        register.paymentQueue.park({
          paymentLines: [line(products.gummies.productId, 1, 1000), line("p_missing", 1, 500)],
        }),
      ),
    ).toEqual(badInput(queueMessages.unknownProducts(["p_missing"])));
    expect(await register.paymentQueue.list()).toEqual([]);
  });

  it("another location's and another company's registers never see the entry", async () => {
    const { register, products, line, companyId } = await queueWorld();
    const parked = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });
    const uptown = await createLocation({ companyId, name: "Uptown" });
    const elsewhere = await callerFor((await makeDevice(companyId, uptown.id)).token);
    expect(await elsewhere.paymentQueue.list()).toEqual([]);
    expect(await failureOf(elsewhere.paymentQueue.get({ paymentQueueId: parked.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: queueMessages.notFound,
    });
    const other = await queueWorld();
    expect(await other.register.paymentQueue.list()).toEqual([]);
    expect((await failureOf(other.register.paymentQueue.get({ paymentQueueId: parked.id }))).code).toBe(
      "NOT_FOUND",
    );
    expect(
      (await failureOf(other.register.paymentQueue.cancel({ paymentQueueId: parked.id, passcode: "1111" })))
        .code,
    ).toBe("NOT_FOUND");
  });

  it("cancels an unpaid entry with a known passcode; a wrong one changes nothing", async () => {
    const { register, products, line, companyId } = await queueWorld();
    const parked = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });
    expect(
      (await failureOf(register.paymentQueue.cancel({ paymentQueueId: parked.id, passcode: "9876" })))
        .message,
    ).toBe("Invalid passcode");
    expect((await register.paymentQueue.get({ paymentQueueId: parked.id })).status).toBe("PENDING");
    const cancelled = await register.paymentQueue.cancel({
      paymentQueueId: parked.id,
      passcode: passcodes.cashier,
    });
    expect(cancelled.status).toBe("CANCELLED");
    expect(await register.paymentQueue.list()).toEqual([]);
    expect(
      await failureOf(
        register.paymentQueue.cancel({ paymentQueueId: parked.id, passcode: passcodes.cashier }),
      ),
    ).toEqual(conflict(queueMessages.notPending));
    expect(await eventsOf(companyId, parked.id)).toEqual([
      ["paymentQueue.created", "PENDING"],
      ["paymentQueue.updated", "CANCELLED"],
    ]);
  });

  it("a paid entry needs CAN_EDIT_SALES: a budtender is refused with the spec's message, a manager may", async () => {
    const { register, products, line, companyId, location } = await queueWorld();
    const source = await makeSource([companyId]);
    const paid = await source.caller.integrations.createOnlineOrder({
      companyId,
      locationId: location.id,
      orderType: "pickup",
      externalOrderId: "W-1001",
      paymentLines: [line(products.preRoll.productId, 1, 2550)],
      paidAmount: 2550,
    });
    expect(
      await failureOf(register.paymentQueue.cancel({ paymentQueueId: paid.id, passcode: passcodes.cashier })),
    ).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message: "You have no permission to cancel a paid parked sale",
    });
    expect((await register.paymentQueue.get({ paymentQueueId: paid.id })).status).toBe("PENDING");
    const cancelled = await register.paymentQueue.cancel({
      paymentQueueId: paid.id,
      passcode: passcodes.manager,
    });
    expect(cancelled).toMatchObject({ status: "CANCELLED", paidAmount: 2550 });
  });

  it("removes only the register's own parked sale", async () => {
    const { register, products, line, companyId, location } = await queueWorld();
    const parked = await register.paymentQueue.park({
      paymentLines: [line(products.gummies.productId, 1, 1000)],
    });
    const neighbour = await callerFor((await makeDevice(companyId, location.id)).token);
    expect((await neighbour.paymentQueue.list()).map((entry) => entry.id)).toEqual([parked.id]);
    expect(await failureOf(neighbour.paymentQueue.remove({ paymentQueueId: parked.id }))).toMatchObject({
      code: "FORBIDDEN",
      message: queueMessages.notOwnParked,
    });
    await register.paymentQueue.remove({ paymentQueueId: parked.id });
    expect((await failureOf(register.paymentQueue.get({ paymentQueueId: parked.id }))).code).toBe(
      "NOT_FOUND",
    );
    expect(await eventsOf(companyId, parked.id)).toEqual([
      ["paymentQueue.created", "PENDING"],
      ["paymentQueue.updated", "CANCELLED"],
    ]);
  });
});
