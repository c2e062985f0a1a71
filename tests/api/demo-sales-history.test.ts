// The demo's sales history tells one story of the stores' hours: an opener and a closer a day, each with a 30-minute
// break, no overlapping clock-ins, and only Jordan (Queen West's long days) in overtime.
import { describe, expect, it } from "vitest";
import { createSecurityRole, createUser } from "@pos/core/auth/users";
import { createLocation } from "@pos/core/company/company";
import { addToCompany } from "@pos/core/employees/employees";
import { timesheetReport } from "@pos/core/shifts/timesheet";
import type { TimesheetEntry } from "@pos/core/shifts/timesheet.schema";
import { demoEmployees } from "@pos/functions/local/demo";
import { insightsReport } from "@pos/core/reports/insights";
import { demoRegulars, enableDemoInsights } from "@pos/functions/local/demo-customers";
import { seedDemoSalesHistory } from "@pos/functions/local/demo-sales-history";
import { seedDemoCatalogue } from "@pos/functions/local/seed-catalogue";
import { seedDemoStock } from "@pos/functions/local/seed-stock";
import { uniqueEmail } from "../support/staff";
import { makeCompany } from "../support/world";

const days = 7;

/** The demo's Queen West and Kensington, their roles and Queen West's three employees, as seed.ts makes them. */
async function demoStores() {
  const { company } = await makeCompany();
  const companyId = company.id;
  const queenWest = await createLocation({ companyId, name: "Queen West" });
  const kensington = await createLocation({ companyId, name: "Kensington" });
  const shifts = ["CAN_MANAGE_SHIFTS", "CAN_MANAGE_CASH_DROPS", "CAN_APPLY_DISCOUNTS"] as const;
  const budtender = await createSecurityRole({ companyId, name: "Budtender", permissions: [...shifts] });
  const manager = await createSecurityRole({
    companyId,
    name: "Manager",
    permissions: [...shifts, "CAN_ISSUE_REFUNDS", "CAN_EDIT_SALES", "CAN_OVERRIDE_PURCHASE_LIMIT"],
  });
  for (const { name, passcode } of demoEmployees)
    await addToCompany(await createUser({ name, email: uniqueEmail() }), {
      companyId,
      passcode,
      assignments: [
        { locationId: queenWest.id, securityRoleId: passcode === "3333" ? manager.roleId : budtender.roleId },
      ],
    });
  await seedDemoCatalogue(companyId, kensington.id);
  await seedDemoStock(companyId, [queenWest.id, kensington.id]);
  return { companyId, locationIds: { "Queen West": queenWest.id, Kensington: kensington.id } };
}

function assertNoOverlap(entries: TimesheetEntry[]): void {
  for (const employeeId of new Set(entries.map((entry) => entry.employeeId))) {
    const sorted = entries
      .filter((entry) => entry.employeeId === employeeId)
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    for (const [index, entry] of sorted.entries()) {
      expect(entry.endTime, `${entry.employeeName} left an entry open`).not.toBeNull();
      const next = sorted[index + 1];
      if (next) expect(next.startTime >= entry.endTime!, `${entry.employeeName} overlaps`).toBe(true);
    }
  }
}

describe("demo sales history", () => {
  it("gives each store an opener and a closer a day, 8 h of work each, Jordan's long days 9 h, and regulars", async () => {
    const { companyId, locationIds } = await demoStores();
    const { sales } = await seedDemoSalesHistory(companyId, locationIds, days);
    expect(sales).toBeGreaterThan(days * 8);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
    const shift = (back: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const period = { companyId, from: shift(days), to: shift(1) };

    const queenWest = await timesheetReport({ ...period, locationId: locationIds["Queen West"] });
    assertNoOverlap(queenWest.entries);
    const workedDays = queenWest.employees.flatMap((employee) =>
      employee.days
        .filter((day) => day.workMinutes > 0)
        .map((day) => ({ name: employee.employeeName, ...day })),
    );
    expect(workedDays).toHaveLength(days * 2);
    for (const day of workedDays) {
      expect(day.breakMinutes).toBe(30);
      expect(day.workMinutes).toBe(day.name === "Jordan Lee" ? 540 : 480);
      expect(day.overtimeMinutes).toBe(day.name === "Jordan Lee" ? 60 : 0);
    }
    const hours = Object.fromEntries(queenWest.employees.map((e) => [e.employeeName, e.workMinutes / 60]));
    expect(hours).toEqual({ "Alex Chen": 40, "Sam Patel": 32, "Jordan Lee": 45 });

    const kensington = await timesheetReport({ ...period, locationId: locationIds.Kensington });
    assertNoOverlap(kensington.entries);
    expect(kensington.employees.map((employee) => [employee.employeeName, employee.overtimeMinutes])).toEqual(
      expect.arrayContaining([
        ["Riley Morgan", 0],
        ["Casey Brooks", 0],
        ["Drew Alvarez", 0],
      ]),
    );
    expect(kensington.employees.reduce((sum, employee) => sum + employee.workMinutes, 0)).toBe(
      days * 2 * 480,
    );

    // About a third of the sales go to the regulars, some of them several times: the Insights show them.
    const everywhere = { ...period, locationIds: Object.values(locationIds) };
    await expect(insightsReport(everywhere)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await enableDemoInsights(companyId);
    const insights = await insightsReport(everywhere);
    const { identified, returning, identifiedSales } = insights.customers;
    expect(identifiedSales / sales).toBeGreaterThan(0.2);
    expect(identifiedSales / sales).toBeLessThan(0.5);
    expect(identified).toBeLessThanOrEqual(demoRegulars.length);
    expect(returning).toBeGreaterThanOrEqual(3);
    expect(returning).toBeLessThan(identified);
  }, 300_000);
});
