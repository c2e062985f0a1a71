import { formatCents } from "@pos/core/common/money";
import type { PaymentTypesReport } from "@pos/core/reports/tender-report.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { tenderLabel } from "./tender-label";

const money = "text-right tabular-nums";

function TotalRow({ span, count, amount }: { span: number; count: number; amount: number }) {
  return (
    <TableRow className="font-semibold">
      <TableCell colSpan={span}>Total</TableCell>
      <TableCell className={money}>{count}</TableCell>
      <TableCell className={money}>{formatCents(amount)}</TableCell>
    </TableRow>
  );
}

/** The period's total per payment type and card type, and overall. */
export function TenderTotals({ report }: { report: PaymentTypesReport }) {
  return (
    <Card className="break-inside-avoid gap-3">
      <CardHeader>
        <CardTitle>By payment type</CardTitle>
        <CardDescription>Refunds are taken off on the day the money went back.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="By payment type">
          <TableHeader>
            <TableRow>
              <TableHead>Payment type</TableHead>
              <TableHead className="text-right">Transactions</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.byTender.map((row) => (
              <TableRow key={row.key} data-testid={`tender-${row.key}`}>
                <TableCell className="font-medium">{tenderLabel(row)}</TableCell>
                <TableCell className={money}>{row.count}</TableCell>
                <TableCell className={money}>{formatCents(row.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TotalRow span={1} count={report.total.count} amount={report.total.amount} />
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}

/** Each day's takings per location and tender: what a card settlement or a bank deposit is checked against. */
export function TenderDays({
  report,
  nameOf,
}: {
  report: PaymentTypesReport;
  nameOf: (locationId: string) => string;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>By day</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label="By day">
          <TableHeader>
            <TableRow>
              <TableHead>Day</TableHead>
              <TableHead>Location</TableHead>
              <TableHead>Payment type</TableHead>
              <TableHead className="text-right">Transactions</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={`${row.day}-${row.locationId}-${row.key}`}>
                <TableCell className="tabular-nums">{row.day}</TableCell>
                <TableCell>{nameOf(row.locationId)}</TableCell>
                <TableCell>{tenderLabel(row)}</TableCell>
                <TableCell className={money}>{row.count}</TableCell>
                <TableCell className={money}>{formatCents(row.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TotalRow span={3} count={report.total.count} amount={report.total.amount} />
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}
