import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { Payment, type PaymentItem } from "@pos/core/payments/payment.entity";
import type { PaymentStatus } from "@pos/core/payments/payment.schema";
import { registerWorld } from "../support/register";
import { makeStaff } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeDevice } from "../support/world";

/** A stored sale as checkout writes it (figures only matter for the lists). */
function paymentItem(
  companyId: number,
  locationId: string,
  number: number,
  createDate: string,
  status: PaymentStatus = "complete",
): PaymentItem {
  return {
    companyId,
    // As checkout and offline sales store it: the id is the number.
    paymentId: String(number),
    number,
    status,
    locationId,
    deviceId: "REG",
    shiftId: "s1",
    employeeId: "e1",
    employeeName: "Avery",
    lines: [],
    transactions: [
      {
        id: "t1",
        paymentTypeId: "cash",
        amount: 1000 + number,
        tendered: null,
        status: status === "inProgress" ? "pending" : "complete",
        metadata: null,
        terminalInvoiceId: null,
        createDate,
        refundId: null,
      },
    ],
    refunds: [],
    taxes: [],
    subtotal: 1000 + number,
    discountTotal: 0,
    taxTotal: 0,
    depositTotal: 0,
    total: 1000 + number,
    rounding: 0,
    actualTotal: 1000 + number,
    totalPaid: 1000 + number,
    changeDue: 0,
    loyaltyDiscountPoints: 0,
    loyaltyPointsEarned: 0,
    cannabisEquivalentGrams: 0,
    idempotencyKey: randomUUID(),
    createDate,
    updateDate: createDate,
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function putPayments(items: PaymentItem[]) {
  await Payment.put(items).go();
  return items;
}

describe("the register's sales list", () => {
  it("lists today's sales of its location, newest first, a page at a time, and finds one by number", async () => {
    const world = await registerWorld();
    const { companyId, location } = world;
    await putPayments([1, 2, 3, 4, 5].map((n) => paymentItem(companyId, location.id, n, minutesAgo(10 - n))));
    await putPayments([paymentItem(companyId, location.id, 99, "2020-01-01T12:00:00.000Z")]);
    const other = await createLocation({ companyId, name: "Other" });
    await putPayments([paymentItem(companyId, other.id, 50, minutesAgo(1))]);

    const first = await world.register.payments.listForRegister({ limit: 2 });
    expect(first.items.map((row) => row.number)).toEqual([5, 4]);
    expect(first.lastEvaluatedKey).not.toBeNull();
    const second = await world.register.payments.listForRegister({
      limit: 3,
      lastEvaluatedKey: first.lastEvaluatedKey,
    });
    expect(second.items.map((row) => row.number)).toEqual([3, 2, 1]);
    expect(second.items[0]).toMatchObject({
      total: 1003,
      tenders: ["cash"],
      employeeName: "Avery",
      unfinished: false,
    });

    expect(
      (await world.register.payments.listForRegister({ number: 99 })).items.map((row) => row.number),
    ).toEqual([99]);
    expect((await world.register.payments.listForRegister({ number: 50 })).items).toEqual([]);
  });

  it("never shows another location's or company's sale, nor takes their page keys", async () => {
    const world = await registerWorld();
    const stranger = await makeCompany();
    const [theirs] = await putPayments([
      paymentItem(stranger.company.id, stranger.location.id, 1, minutesAgo(1)),
    ]);
    const other = await createLocation({ companyId: world.companyId, name: "Other" });
    const [sibling] = await putPayments([paymentItem(world.companyId, other.id, 2, minutesAgo(1))]);
    for (const item of [theirs, sibling]) {
      expect(
        await failureOf(world.register.payments.get({ paymentId: item?.paymentId ?? "" })),
      ).toMatchObject({
        code: "NOT_FOUND",
        message: "Sale not found",
      });
    }
    const strangerDevice = await makeDevice(stranger.company.id, stranger.location.id);
    await putPayments(
      [2, 3].map((n) => paymentItem(stranger.company.id, stranger.location.id, n, minutesAgo(5 - n))),
    );
    const theirPage = await (await callerFor(strangerDevice.token)).payments.listForRegister({ limit: 1 });
    expect(
      await failureOf(
        world.register.payments.listForRegister({ limit: 1, lastEvaluatedKey: theirPage.lastEvaluatedKey }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "This page key does not belong to this list." });
  });
});

describe("the dashboard's sales list", () => {
  it("filters by local dates and status, pages, and opens a sale", async () => {
    const world = await registerWorld();
    const { companyId, location, caller } = world;
    // Toronto: 2026-03-01 starts at 05:00 UTC.
    const items = await putPayments([
      paymentItem(companyId, location.id, 1, "2026-03-01T04:59:00.000Z"),
      paymentItem(companyId, location.id, 2, "2026-03-01T05:00:00.000Z"),
      paymentItem(companyId, location.id, 3, "2026-03-01T20:00:00.000Z", "refunded"),
      paymentItem(companyId, location.id, 4, "2026-03-02T04:59:59.000Z", "inProgress"),
      paymentItem(companyId, location.id, 5, "2026-03-02T05:00:00.000Z"),
    ]);
    const day = { companyId, locationId: location.id, from: "2026-03-01", to: "2026-03-01" };
    expect((await caller.payments.list(day)).items.map((row) => row.number)).toEqual([4, 3, 2]);
    expect(
      (await caller.payments.list({ ...day, status: "refunded" })).items.map((row) => row.number),
    ).toEqual([3]);
    const unfinished = (await caller.payments.list(day)).items.find((row) => row.number === 4);
    expect(unfinished).toMatchObject({ status: "inProgress", unfinished: true });
    const page = await caller.payments.list({ companyId, locationId: location.id, limit: 4 });
    expect(page.items.map((row) => row.number)).toEqual([5, 4, 3, 2]);
    const next = await caller.payments.list({
      companyId,
      locationId: location.id,
      limit: 4,
      lastEvaluatedKey: page.lastEvaluatedKey,
    });
    expect(next.items.map((row) => row.number)).toEqual([1]);

    const detail = await caller.payments.getForCompany({
      companyId,
      locationId: location.id,
      paymentId: items[2]?.paymentId ?? "",
    });
    expect(detail.payment).toMatchObject({ number: 3, status: "refunded", total: 1003 });
    expect(detail.receipt).toMatchObject({
      timeZone: "America/Toronto",
      showLoyalty: false,
      loyaltyBalance: null,
    });
    expect(detail.receipt.settings).toMatchObject({ locationName: location.name, showCashier: true });
  });

  it("needs CAN_VIEW_SALES at the location, and keeps other companies' sales out", async () => {
    const world = await registerWorld();
    const { companyId, location } = world;
    const [sale] = await putPayments([paymentItem(companyId, location.id, 1, minutesAgo(1))]);
    const other = await createLocation({ companyId, name: "Other" });
    const viewer = await makeStaff(companyId, ["CAN_VIEW_SALES"], location.id);
    expect((await viewer.caller.payments.list({ companyId, locationId: location.id })).items).toHaveLength(1);
    expect(await failureOf(viewer.caller.payments.list({ companyId, locationId: other.id }))).toMatchObject({
      code: "FORBIDDEN",
    });
    const stranger = await makeCompany();
    const strangerCaller = await callerFor(stranger.owner.token);
    expect(
      await failureOf(
        strangerCaller.payments.getForCompany({
          companyId,
          locationId: location.id,
          paymentId: sale?.paymentId ?? "",
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await failureOf(
        strangerCaller.payments.getForCompany({
          companyId: stranger.company.id,
          locationId: location.id,
          paymentId: sale?.paymentId ?? "",
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: "Sale not found" });
  });
});
