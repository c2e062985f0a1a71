/** Imports core: load only after the environment is set (see runtime.ts). */
import { nowIso } from "@pos/core/common/clock";
import { dayStartUtc, localDay } from "@pos/core/payments/payment-lists.schema";
import { HoursEntry } from "@pos/core/shifts/hours.entity";
import type { HoursType } from "@pos/core/shifts/hours.schema";
import { demoDevice, demoEmployees } from "./demo";

/** Each employee's day, in hours from local midnight: [start, end] of work, a break between the two stretches. */
const patterns: [number, number][][] = [
  [
    [9, 13],
    [13.5, 17.5],
  ],
  [
    [12, 16],
    [16.5, 21.25],
  ],
  [
    [8, 12.5],
    [13, 18.75],
  ],
];

const at = (dayStart: string, hours: number) =>
  new Date(Date.parse(dayStart) + hours * 3_600_000).toISOString();

/**
 * Two weeks of finished clock-ins at Queen West before today (analytics/timesheets), written as hours entries: a
 * register's clock cannot be moved back. Each works five days a week; Jordan's long days run into overtime.
 */
export async function seedDemoTimesheets(
  companyId: number,
  locationId: string,
  employeeUserIds: Record<string, string>,
  timeZone: string,
): Promise<void> {
  const today = localDay(new Date(nowIso()), timeZone);
  const entries: Parameters<typeof HoursEntry.create>[0][] = [];
  for (let back = 14; back >= 1; back -= 1) {
    const day = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const dayStart = dayStartUtc(day, timeZone);
    for (const [index, employee] of demoEmployees.entries()) {
      if ((back + index) % 7 >= 5) continue;
      const userId = employeeUserIds[employee.email];
      const pattern = patterns[index];
      if (!userId || !pattern) continue;
      const stretch = (type: HoursType, start: number, end: number, part: number) =>
        entries.push({
          companyId,
          userId,
          entryId: `demo-${day}-${index}-${part}`,
          employeeName: employee.name,
          type,
          startTime: at(dayStart, start),
          endTime: at(dayStart, end),
          shiftId: `demo-${day}`,
          locationId,
          deviceId: demoDevice.deviceId,
        });
      const [first, second] = pattern as [[number, number], [number, number]];
      stretch("work", first[0], first[1], 0);
      stretch("break", first[1], second[0], 1);
      stretch("work", second[0], second[1], 2);
    }
  }
  for (const entry of entries) await HoursEntry.create(entry).go();
}
