import { hoursText, type TimesheetEmployee } from "@pos/core/shifts/timesheet.schema";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const weekday = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Each employee's days: work, breaks and the daily overtime, with open clock-ins marked. */
export function TimesheetDays({ employees }: { employees: readonly TimesheetEmployee[] }) {
  return (
    <Table aria-label="Hours by day">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-6">Employee</TableHead>
          <TableHead>Day</TableHead>
          <TableHead className="text-right">Work hours</TableHead>
          <TableHead className="text-right">Break hours</TableHead>
          <TableHead className="pr-6 text-right">Over the daily limit</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {employees.flatMap((employee) =>
          employee.days.map((day) => (
            <TableRow key={`${employee.employeeId}/${day.day}`}>
              <TableCell className="pl-6">{employee.employeeName}</TableCell>
              <TableCell className="tabular-nums">
                {weekday(day.day)} {day.day}
                {day.open && (
                  <Badge variant="outline" className="ml-2 border-amber-500 text-amber-700">
                    Open
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{hoursText(day.workMinutes)}</TableCell>
              <TableCell className="text-right tabular-nums">{hoursText(day.breakMinutes)}</TableCell>
              <TableCell className="pr-6 text-right tabular-nums">
                {day.overtimeMinutes > 0 ? (
                  <Badge variant="destructive">{hoursText(day.overtimeMinutes)}</Badge>
                ) : (
                  "—"
                )}
              </TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
