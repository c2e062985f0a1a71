import { describe, expect, it } from "vitest";
import type { ShiftLogView } from "./cash-movement.schema";
import type { HoursEntryView } from "./hours.schema";
import type { ShiftView } from "./shift.schema";
import { expectedCashOf } from "./expected-cash";
import { buildShiftReport, type ShiftReportSource } from "./shift-report";

const shift: ShiftView = {
  id: "1001",
  deviceId: "QW-REG-1",
  deviceName: "Front counter",
  locationId: "loc-1",
  createDate: "2026-11-21T09:00:00.000Z",
  endDate: "2026-11-21T17:30:00.000Z",
  startCash: 30000,
  startCashCount: null,
  endCash: 30000 + 2500 - 10000 - 1250,
  cashCount: { "25": 8, "200": null, "2000": 3, "5000": 3, "10000": 1 },
  notes: null,
  endNotes: null,
  startedBy: { id: "u1", name: "Avery" },
  endedBy: { id: "u1", name: "Avery" },
  currentUserId: null,
  currentUserName: null,
};

const log = (type: ShiftLogView["type"], amount: number | null, userName = "Avery"): ShiftLogView => ({
  id: `${type}-${amount}`,
  shiftId: "1001",
  type,
  amount,
  note: type === "payOut" ? "Window cleaner" : null,
  userId: "u1",
  userName,
  createDate: "2026-11-21T12:00:00.000Z",
});

const entry = (
  employeeId: string,
  employeeName: string,
  type: "work" | "break",
  start: string,
  end: string | null,
): HoursEntryView => ({
  id: `${employeeId}-${start}`,
  employeeId,
  employeeName,
  type,
  startTime: `2026-11-21T${start}:00.000Z`,
  endTime: end === null ? null : `2026-11-21T${end}:00.000Z`,
  shiftId: "1001",
});

const payments = [
  { paymentTypeId: "cash", amount: 4599 },
  { paymentTypeId: "cash", amount: -1000 },
  { paymentTypeId: "debit", amount: 12000 },
  { paymentTypeId: "credit", amount: 8000 },
  { paymentTypeId: "etransfer", amount: 2050 },
];
const logs = [
  log("payIn", 2500),
  log("cashDrop", 10000),
  log("payOut", 1250, "Blake"),
  log("noSale", null),
  log("refund", 1000),
];

const source: ShiftReportSource = {
  companyName: "Green Leaf Cannabis Co.",
  country: "Canada",
  shift,
  logs,
  hours: [
    entry("u1", "Avery", "work", "09:00", "12:00"),
    entry("u1", "Avery", "break", "12:00", "12:30"),
    entry("u1", "Avery", "work", "12:30", "17:15"),
    entry("u2", "Blake", "work", "10:05", null),
  ],
  payments,
  expectedCash: expectedCashOf(30000, payments, logs),
  discrepancyThreshold: 500,
  inventorySold: null,
  printDate: "2026-11-21T18:00:00.000Z",
};

describe("buildShiftReport", () => {
  const report = buildShiftReport(source);

  it("names the company, device, shift and its dates", () => {
    expect(report).toMatchObject({
      companyName: "Green Leaf Cannabis Co.",
      deviceName: "Front counter",
      shiftId: "1001",
      startDate: "2026-11-21T09:00:00.000Z",
      endDate: "2026-11-21T17:30:00.000Z",
      printDate: "2026-11-21T18:00:00.000Z",
    });
  });

  it("expects the float plus net cash payments and movements, and compares the count", () => {
    // The cash refund is in the net cash payments; its log does not take it off a second time.
    const expected = 30000 + (4599 - 1000) + 2500 - 10000 - 1250;
    expect(report.startingFloat).toBe(30000);
    expect(report.endingFloat).toBe(expected);
    expect(report.countedFloat).toBe(200 + 6000 + 15000 + 10000);
    expect(report.discrepancy).toBe(31200 - expected);
  });

  it("warns of a discrepancy beyond the threshold either way, an overage as much as a shortage", () => {
    const counted = 31200;
    const at = (expectedCash: number) => buildShiftReport({ ...source, expectedCash });
    expect(at(counted - 500).discrepancyWarning).toBe(false);
    expect(at(counted - 501).discrepancyWarning).toBe(true);
    expect(at(counted + 501).discrepancyWarning).toBe(true);
    expect(at(counted).discrepancyWarning).toBe(false);
    expect(buildShiftReport({ ...source, shift: { ...shift, cashCount: null } }).discrepancyWarning).toBe(
      false,
    );
  });

  it("breaks the count down by denomination, skipping empty fields", () => {
    expect(report.floatBreakdown).toEqual([
      { denomination: 25, kind: "coin", count: 8, amount: 200 },
      { denomination: 2000, kind: "bill", count: 3, amount: 6000 },
      { denomination: 5000, kind: "bill", count: 3, amount: 15000 },
      { denomination: 10000, kind: "bill", count: 1, amount: 10000 },
    ]);
  });

  it("totals payments per type without the debit and credit card lines", () => {
    expect(report.payments).toEqual({
      lines: [
        { paymentTypeId: "cash", amount: 3599 },
        { paymentTypeId: "etransfer", amount: 2050 },
      ],
      total: 5649,
    });
  });

  it("lists the cash movements in order with who did them", () => {
    expect(report.cashMovements.map((item) => [item.type, item.amount, item.userName])).toEqual([
      ["payIn", 2500, "Avery"],
      ["cashDrop", 10000, "Avery"],
      ["payOut", 1250, "Blake"],
      ["noSale", null, "Avery"],
      ["refund", 1000, "Avery"],
    ]);
  });

  it("sums hours per employee and type; a running entry counts to the shift's end", () => {
    expect(report.employeeHours).toEqual([
      { employeeId: "u1", employeeName: "Avery", type: "break", totalMinutes: 30, hours: 0, minutes: 30 },
      { employeeId: "u1", employeeName: "Avery", type: "work", totalMinutes: 465, hours: 7, minutes: 45 },
      { employeeId: "u2", employeeName: "Blake", type: "work", totalMinutes: 445, hours: 7, minutes: 25 },
    ]);
  });

  it("has no count figures when the count was skipped, and inventory only when chosen", () => {
    const skipped = buildShiftReport({ ...source, shift: { ...shift, cashCount: null }, inventorySold: [] });
    expect(skipped.countedFloat).toBeNull();
    expect(skipped.discrepancy).toBeNull();
    expect(skipped.floatBreakdown).toEqual([]);
    expect(skipped.inventorySold).toEqual([]);
    expect(report.inventorySold).toBeNull();
  });

  it("counts an open shift's running hours to the print date", () => {
    const open = buildShiftReport({ ...source, shift: { ...shift, endDate: null } });
    expect(open.employeeHours.find((item) => item.employeeName === "Blake")?.totalMinutes).toBe(475);
  });
});
