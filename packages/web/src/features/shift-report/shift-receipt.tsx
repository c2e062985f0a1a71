import type { ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import type { ShiftReport as ShiftReportData } from "@pos/core/shifts/shift-report.schema";
import { cn } from "@/lib/utils";
import {
  breakdownTotal,
  denominationLabel,
  discrepancyLabels,
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

type ShiftReceiptProps = { report: ShiftReportData; timeZone: string; className?: string };

function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", strong && "font-bold")}>
      <span className="min-w-0 break-words">{label}</span>
      <span className="shrink-0 text-right tabular-nums">{value}</span>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-0.5 border-t border-dashed border-black/60 pt-2" aria-label={title}>
      <h3 className="font-bold uppercase">{title}</h3>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="italic">{text}</p>;

/** The end-of-shift receipt: the same report in a narrow 80 mm layout for a receipt printer. */
export function ShiftReceipt({ report, timeZone, className }: ShiftReceiptProps) {
  const tone = discrepancyTone(report.discrepancy);
  return (
    <article
      {...printRoot("receipt")}
      className={cn(
        "mx-auto grid w-[72mm] max-w-full gap-2 bg-white font-mono text-[11px] leading-snug text-black",
        className,
      )}
      aria-label="End-of-shift receipt"
    >
      <header className="grid gap-0.5 text-center">
        <p className="text-sm font-bold">{report.companyName}</p>
        <p>End-of-shift receipt</p>
        <p>{report.deviceName}</p>
        <p>Shift {report.shiftId}</p>
      </header>
      <section className="grid gap-0.5" aria-label="Dates">
        <Line label="Start" value={reportDate(report.startDate, timeZone)} />
        <Line label="End" value={reportDate(report.endDate, timeZone)} />
        <Line label="Printed" value={reportDate(report.printDate, timeZone)} />
      </section>
      <Block title="Float">
        <Line label="Starting float" value={formatCents(report.startingFloat)} />
        <Line label="Ending float" value={formatCents(report.endingFloat)} />
        <Line
          label="Counted float"
          value={report.countedFloat === null ? "Not counted" : formatCents(report.countedFloat)}
        />
        <Line
          label={`Discrepancy (${discrepancyLabels[tone]}${report.discrepancyWarning ? ", check" : ""})`}
          value={signedCents(report.discrepancy)}
          strong
        />
      </Block>
      <Block title="Float breakdown">
        {report.floatBreakdown.length === 0
          ? none("No float count")
          : report.floatBreakdown.map((line) => (
              <Line
                key={line.denomination}
                label={`${denominationLabel(line.denomination)} x ${line.count}`}
                value={formatCents(line.amount)}
              />
            ))}
        {report.floatBreakdown.length > 0 && (
          <Line label="Total counted" value={formatCents(breakdownTotal(report.floatBreakdown))} strong />
        )}
      </Block>
      <Block title="Payments">
        {report.payments.lines.length === 0
          ? none("No payments")
          : report.payments.lines.map((line) => (
              <Line
                key={line.paymentTypeId}
                label={paymentTypeLabel(line.paymentTypeId)}
                value={formatCents(line.amount)}
              />
            ))}
        <Line label="Total" value={formatCents(report.payments.total)} strong />
      </Block>
      <Block title="Cash movements">
        {report.cashMovements.length === 0
          ? none("No cash movements")
          : report.cashMovements.map((movement, index) => (
              <div key={`${movement.createDate}-${index}`} className="grid">
                <Line
                  label={`${reportTime(movement.createDate, timeZone)} ${movementLabel(movement.type)}`}
                  value={movement.amount === null ? "-" : formatCents(movement.amount)}
                />
                <p className="pl-2">
                  {movement.userName}
                  {movement.note ? `: ${movement.note}` : ""}
                </p>
              </div>
            ))}
      </Block>
      <Block title="Employee hours">
        {report.employeeHours.length === 0
          ? none("No hours recorded")
          : report.employeeHours.map((entry) => (
              <Line
                key={`${entry.employeeId}-${entry.type}`}
                label={`${entry.employeeName} (${hoursTypeLabels[entry.type]})`}
                value={hoursAndMinutes(entry.hours, entry.minutes)}
              />
            ))}
      </Block>
      {report.inventorySold && (
        <Block title="Inventory sold">
          {report.inventorySold.length === 0
            ? none("Nothing sold")
            : report.inventorySold.map((line, index) => (
                <Line
                  key={`${line.productName}-${index}`}
                  label={line.productName}
                  value={quantityWithUnit(line.quantity, line.unit)}
                />
              ))}
        </Block>
      )}
    </article>
  );
}
