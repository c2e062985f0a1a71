import { useState } from "react";
import type { ImportIssueView } from "@pos/core/imports/import-job.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { trpc } from "@/lib/trpc";

const pageSize = 100;

const severityLabel = { error: "Skipped", warning: "Warning", change: "Change" } as const;

/** The preview's problems (or a bulk update's changes), or the rows the import skipped, 100 at a time. */
export function ImportIssues({
  companyId,
  importId,
  stage,
  empty,
}: {
  companyId: number;
  importId: string;
  stage: "preview" | "import";
  empty: string;
}) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = trpc.imports.issues.useQuery({ companyId, importId, stage, limit: pageSize, cursor });
  if (page.isLoading) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const items: ImportIssueView[] = page.data?.items ?? [];
  if (items.length === 0 && cursors.length === 1)
    return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-2">
      <div className="max-h-96 overflow-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Row</TableHead>
              <TableHead className="w-24" />
              <TableHead>Product or customer</TableHead>
              <TableHead>Reason</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((issue, index) => (
              <TableRow key={`${issue.row}-${index}`} data-testid="import-issue">
                <TableCell>{issue.row}</TableCell>
                <TableCell>
                  <Badge
                    variant={
                      issue.severity === "error"
                        ? "destructive"
                        : issue.severity === "change"
                          ? "default"
                          : "secondary"
                    }
                  >
                    {severityLabel[issue.severity]}
                  </Badge>
                </TableCell>
                <TableCell className="max-w-48 truncate">{issue.label}</TableCell>
                <TableCell className="whitespace-normal">{issue.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!page.data?.cursor}
          onClick={() => page.data?.cursor && setCursors([...cursors, page.data.cursor])}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
