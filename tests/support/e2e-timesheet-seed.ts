// The company the timesheets browser test reads, made by the e2e server at start; no other spec touches it.
// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { permissionNames } from "@pos/core/auth/permissions";
import { assignUser, createSecurityRole, createUser } from "@pos/core/auth/users";
import { createCompany, createLocation } from "@pos/core/company/company";
import { createEmployee } from "@pos/core/employees/employees";
import { HoursEntry } from "@pos/core/shifts/hours.entity";
import type { HoursType } from "@pos/core/shifts/hours.schema";

/** An Ontario company whose two employees clocked fixed hours in the week of November 9, 2026 (Toronto time). */
export const timesheetCompany = {
  name: "E2E Timesheet Co",
  owner: { email: "timesheet.owner@e2e.test", password: "Timesheet#Owner26", name: "Tess Timesheet" },
  location: "Timesheet Main",
  /** [type, start, end] in UTC; Toronto is UTC-5. */
  hours: {
    "Riley Long": [
      ["work", "2026-11-09T13:00:00Z", "2026-11-09T17:00:00Z"],
      ["break", "2026-11-09T17:00:00Z", "2026-11-09T17:30:00Z"],
      ["work", "2026-11-09T17:30:00Z", "2026-11-09T23:00:00Z"],
      ["work", "2026-11-10T13:00:00Z", "2026-11-10T23:00:00Z"],
      ["work", "2026-11-11T13:00:00Z", "2026-11-11T23:00:00Z"],
      ["work", "2026-11-12T13:00:00Z", "2026-11-12T23:00:00Z"],
      ["work", "2026-11-13T13:00:00Z", "2026-11-13T23:00:00Z"],
      ["work", "2026-11-14T13:00:00Z", "2026-11-14T21:00:00Z"],
    ],
    "Morgan Short": [
      ["work", "2026-11-10T14:00:00Z", "2026-11-10T18:15:00Z"],
      ["work", "2026-11-12T14:00:00Z", null],
    ],
  } satisfies Record<string, [HoursType, string, string | null][]>,
} as const;

export async function seedE2eTimesheets(): Promise<void> {
  const company = await createCompany({
    name: timesheetCompany.name,
    province: "ON",
    timezone: "America/Toronto",
  });
  const location = await createLocation({ companyId: company.id, name: timesheetCompany.location });
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  const owner = await createUser({ ...timesheetCompany.owner, isAdmin: false });
  await assignUser({
    userId: owner.userId,
    companyId: company.id,
    entityType: "company",
    entityId: String(company.id),
    securityRoleId: role.roleId,
  });
  for (const [name, entries] of Object.entries(timesheetCompany.hours)) {
    const hired = await createEmployee({
      companyId: company.id,
      name,
      assignments: [{ locationId: location.id, securityRoleId: role.roleId }],
    });
    if (hired.status !== "added") throw new Error(`${name} was not added`);
    for (const [index, [type, startTime, endTime]] of entries.entries())
      await HoursEntry.create({
        companyId: company.id,
        userId: hired.employee.id,
        entryId: `e2e-${hired.employee.id}-${index}`,
        employeeName: name,
        type,
        startTime,
        ...(endTime ? { endTime } : {}),
        shiftId: "e2e-timesheet-shift",
        locationId: location.id,
        deviceId: "E2E-TIMESHEET-REG",
      }).go();
  }
}
