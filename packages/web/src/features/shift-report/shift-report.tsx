import { formatCents } from "@pos/core/common/money";
import type { ShiftReport as ShiftReportData } from "@pos/core/shifts/shift-report.schema";
import { cn } from "@/lib/utils";
import {
  breakdownTotal,
  denominationLabel,
  discrepancyLabels,
  discrepancyNeedsAttention,
  discrepancyTone,
  hoursAndMinutes,
  hoursTypeLabels,
  movementLabel,
  paymentTypeLabel,
  quantityWithUnit,
  reportDate,
  reportTime,
  signedCents,
} from "./report-format";
import { printRoot } from "./print-root";
import { Empty, Figure, Section, Table, cell, money } from "./report-parts";

type ShiftReportProps = { report: ShiftReportData; timeZone: string; className?: string };

/** The printable shift report on a full page (dashboard.md 2, Printable shift report). */
export function ShiftReport({ report, timeZone, className }: ShiftReportProps) {
  const tone = discrepancyTone(report.discrepancy);
  const coins = report.floatBreakdown.filter((line) => line.kind === "coin");
  const bills = report.floatBreakdown.filter((line) => line.kind === "bill");
  return (
    <article
      {...printRoot("page")}
      className={cn("grid gap-6 bg-white p-8 text-foreground print:px-1 print:py-0", className)}
      aria-label="Shift report"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground print:text-neutral-600">Shift report</p>
          <h1 className="text-2xl font-semibold tracking-tight">{report.companyName}</h1>
          <p className="text-sm">
            {report.deviceName} · Shift <span className="font-mono">{report.shiftId}</span>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground print:text-neutral-600">Start</dt>
          <dd>{reportDate(report.startDate, timeZone)}</dd>
          <dt className="text-muted-foreground print:text-neutral-600">End</dt>
          <dd>{reportDate(report.endDate, timeZone)}</dd>
          <dt className="text-muted-foreground print:text-neutral-600">Printed</dt>
          <dd>{reportDate(report.printDate, timeZone)}</dd>
        </dl>
      </header>

      <Section title="Float">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
          <Figure label="Starting float" value={formatCents(report.startingFloat)} />
          <Figure label="Ending float (expected)" value={formatCents(report.endingFloat)} />
          <Figure
            label="Counted float"
            value={report.countedFloat === null ? "Not counted" : formatCents(report.countedFloat)}
          />
          <Figure
            label={`Discrepancy · ${discrepancyLabels[tone]}${report.discrepancyWarning ? " · beyond threshold" : ""}`}
            value={signedCents(report.discrepancy)}
            emphasis={
              discrepancyNeedsAttention(report.discrepancy, report.discrepancyWarning)
                ? "text-destructive"
                : tone === "none"
                  ? "text-muted-foreground"
                  : ""
            }
          />
        </dl>
      </Section>

      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
        <Section title="Float breakdown">
          {report.floatBreakdown.length === 0 ? (
            <Empty>No float count for this shift.</Empty>
          ) : (
            <Table
              head={["Denomination", "Count", "Amount"]}
              foot={
                <tr>
                  <td className={cell} colSpan={2}>
                    Total counted
                  </td>
                  <td className={money}>{formatCents(breakdownTotal(report.floatBreakdown))}</td>
                </tr>
              }
            >
              {[...coins, ...bills].map((line) => (
                <tr key={line.denomination}>
                  <td className={cell}>
                    {denominationLabel(line.denomination)}{" "}
                    <span className="text-xs text-muted-foreground print:text-neutral-600">
                      {line.kind === "coin" ? "coin" : "bill"}
                    </span>
                  </td>
                  <td className={cn(cell, "tabular-nums")}>{line.count}</td>
                  <td className={money}>{formatCents(line.amount)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>

        <Section title="Payments">
          {report.payments.lines.length === 0 ? (
            <Empty>No payments in this shift.</Empty>
          ) : (
            <Table
              head={["Payment type", "Amount"]}
              foot={
                <tr>
                  <td className={cell}>Total</td>
                  <td className={money}>{formatCents(report.payments.total)}</td>
                </tr>
              }
            >
              {report.payments.lines.map((line) => (
                <tr key={line.paymentTypeId}>
                  <td className={cell}>{paymentTypeLabel(line.paymentTypeId)}</td>
                  <td className={money}>{formatCents(line.amount)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      </div>

      <Section title="Cash movements">
        {report.cashMovements.length === 0 ? (
          <Empty>No cash movements in this shift.</Empty>
        ) : (
          <Table head={["Time", "Type", "Employee", "Note", "Amount"]}>
            {report.cashMovements.map((movement, index) => (
              <tr key={`${movement.createDate}-${index}`}>
                <td className={cn(cell, "whitespace-nowrap")}>{reportTime(movement.createDate, timeZone)}</td>
                <td className={cn(cell, "whitespace-nowrap")}>{movementLabel(movement.type)}</td>
                <td className={cell}>{movement.userName}</td>
                <td className={cn(cell, "break-words")}>{movement.note ?? ""}</td>
                <td className={money}>{movement.amount === null ? "-" : formatCents(movement.amount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section title="Employee hours">
        {report.employeeHours.length === 0 ? (
          <Empty>No hours recorded in this shift.</Empty>
        ) : (
          <Table head={["Employee", "Type", "Time"]}>
            {report.employeeHours.map((entry) => (
              <tr key={`${entry.employeeId}-${entry.type}`}>
                <td className={cell}>{entry.employeeName}</td>
                <td className={cell}>{hoursTypeLabels[entry.type]}</td>
                <td className={money}>{hoursAndMinutes(entry.hours, entry.minutes)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      {report.inventorySold && (
        <Section title="Inventory sold">
          {report.inventorySold.length === 0 ? (
            <Empty>Nothing sold in this shift.</Empty>
          ) : (
            <Table head={["Product", "Quantity"]}>
              {report.inventorySold.map((line, index) => (
                <tr key={`${line.productName}-${index}`}>
                  <td className={cell}>{line.productName}</td>
                  <td className={money}>{quantityWithUnit(line.quantity, line.unit)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )}
    </article>
  );
}
