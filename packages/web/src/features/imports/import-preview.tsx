import { AlertTriangle } from "lucide-react";
import type { ImportJobView } from "@pos/core/imports/import-job.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The preview's columns in this order, with these headings; others follow as they are named. */
const columnLabels: Record<string, string> = {
  id: "ID",
  sku: "SKU",
  name: "Name",
  parentSku: "Parent",
  price: "Price",
  cost: "Cost",
  category: "Category",
  supplier: "Supplier",
  strainType: "Strain type",
  tags: "Tags",
  email: "Email",
  phone: "Phone",
  cardId: "Card id",
  birthday: "Birthday",
  gender: "Gender",
  city: "City",
  address: "Address",
  postalCode: "Postal code",
  notes: "Notes",
};
const known = Object.keys(columnLabels);
const position = (column: string) => (known.includes(column) ? known.indexOf(column) : known.length);

/** admin.md 9: the first 10 rows, as the import reads them. */
export function ImportPreview({ job }: { job: ImportJobView }) {
  const columns = [...new Set(job.previewRows.flatMap((row) => Object.keys(row.values)))].sort(
    (a, b) => position(a) - position(b),
  );
  return (
    <div className="grid gap-4">
      {job.notices.map((notice) => (
        <Alert key={notice.message} variant={notice.blocking ? "destructive" : "default"}>
          <AlertTriangle aria-hidden />
          <AlertTitle>{notice.message}</AlertTitle>
          {notice.blocking && (
            <AlertDescription>
              Fix the file and upload it again: the import stays disabled until then.
            </AlertDescription>
          )}
        </Alert>
      ))}
      <div className="overflow-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Row</TableHead>
              {columns.map((column) => (
                <TableHead key={column}>{columnLabels[column] ?? column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {job.previewRows.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column} className="max-w-56 truncate">
                    {row.values[column]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
