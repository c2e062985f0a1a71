import { formatCents } from "@pos/core/common/money";
import type { TaxReport } from "@pos/core/reports/tax-report.schema";
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

const money = "text-right tabular-nums";

/** A row per location, a column per tax, and every location together: what a GST/HST or PST return asks for. */
export function TaxTable({ report, nameOf }: { report: TaxReport; nameOf: (locationId: string) => string }) {
  const taxes = report.byTax.map((tax) => tax.tax);
  const amountOf = (locationId: string, tax: string) =>
    report.lines.find((line) => line.locationId === locationId && line.tax === tax)?.amount ?? 0;
  return (
    <Card className="break-inside-avoid gap-3">
      <CardHeader>
        <CardTitle>Taxes collected</CardTitle>
        <CardDescription>
          Net of refunds: a refund takes its tax off in the period it was given. Net sales are before tax,
          deposits and tips, and include tax-exempt sales.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Taxes collected">
          <TableHeader>
            <TableRow>
              <TableHead>Location</TableHead>
              <TableHead className="text-right">Net sales</TableHead>
              {taxes.map((tax) => (
                <TableHead key={tax} className="text-right">
                  {tax}
                </TableHead>
              ))}
              <TableHead className="text-right">Total tax</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.locations.map((location) => (
              <TableRow key={location.locationId}>
                <TableCell className="font-medium">{nameOf(location.locationId)}</TableCell>
                <TableCell className={money}>{formatCents(location.netSales)}</TableCell>
                {taxes.map((tax) => (
                  <TableCell key={tax} className={money}>
                    {formatCents(amountOf(location.locationId, tax))}
                  </TableCell>
                ))}
                <TableCell className={money}>{formatCents(location.taxes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow className="font-semibold">
              <TableCell>All locations</TableCell>
              <TableCell className={money} data-testid="tax-net-sales">
                {formatCents(report.total.netSales)}
              </TableCell>
              {report.byTax.map((tax) => (
                <TableCell key={tax.tax} className={money} data-testid={`tax-${tax.tax}`}>
                  {formatCents(tax.amount)}
                </TableCell>
              ))}
              <TableCell className={money} data-testid="tax-total">
                {formatCents(report.total.taxes)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}
