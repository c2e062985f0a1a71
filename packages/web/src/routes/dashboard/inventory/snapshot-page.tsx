import { Download, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { formatCents } from "@pos/core/common/money";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatUnits, takerLabel } from "@/features/inventory-snapshots/figures";
import { SnapshotRowsTable, snapshotCsv } from "@/features/inventory-snapshots/snapshot-rows";
import { downloadCsv } from "@/lib/csv-file";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { snapshotPaths } from "./snapshot-paths";

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="gap-1 py-4">
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
    </Card>
  );
}

/** inventory/update/snapshots/{id}: a snapshot's rows with search, totals and a CSV export. */
export function SnapshotPage() {
  const { company, locations } = useCompany();
  const snapshotId = useParams().id ?? "";
  const paths = snapshotPaths(company.id);
  const snapshot = trpc.inventorySnapshots.get.useQuery({ companyId: company.id, snapshotId });
  const [query, setQuery] = useState("");
  const wanted = folded(query.trim());
  const rows = useMemo(
    () =>
      snapshot.data?.rows.filter((row) =>
        [row.name, row.sku, row.lotNumber].some((value) => value && folded(value).includes(wanted)),
      ),
    [snapshot.data, wanted],
  );

  if (snapshot.error) {
    return (
      <PageError
        error={snapshot.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void snapshot.refetch()}
      />
    );
  }

  const data = snapshot.data;
  const locationName = data
    ? (locations.find((entry) => entry.id === data.locationId)?.name ?? "Removed location")
    : "";
  const takenAt = data ? formatDateTime(data.takenAt, company.timezone) : "";
  const shownUnits = rows?.reduce((sum, row) => sum + row.quantity, 0) ?? 0;
  const shownValue = rows?.reduce((sum, row) => sum + row.value, 0) ?? 0;
  const exportCsv = () => {
    if (!data || !rows) return;
    const csv = snapshotCsv(rows);
    downloadCsv(`snapshot-${locationName}-${data.takenAt.slice(0, 10)}.csv`, csv.header, csv.rows);
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={data ? `Snapshot of ${locationName}` : "Inventory snapshot"}
        description={data ? `Taken ${takenAt} by ${takerLabel(data.takenBy)}` : "Loading…"}
        back={{ to: paths.list, label: "Inventory snapshots" }}
        actions={
          <Button variant="outline" disabled={!rows || rows.length === 0} onClick={exportCsv}>
            <Download aria-hidden />
            Export CSV
          </Button>
        }
      />
      {data && (
        <div className="grid gap-4 sm:grid-cols-3" aria-label="Totals">
          <Figure label="Products" value={String(data.productCount)} />
          <Figure label="Units on hand" value={formatUnits(data.units)} />
          <Figure label="Value at cost" value={formatCents(data.value)} />
        </div>
      )}
      <Card className="gap-0 py-0">
        <div className="border-b px-4 py-3">
          <div className="relative w-full max-w-xs">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search products"
              placeholder="Search by product, SKU or lot"
              className="pl-8"
              value={query}
              maxLength={200}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <CardContent className="px-0">
          <SnapshotRowsTable rows={rows} filtered={wanted !== ""} />
        </CardContent>
        {rows && rows.length > 0 && (
          <div
            className="flex flex-wrap justify-end gap-6 border-t px-6 py-3 text-sm tabular-nums"
            data-testid="shown-totals"
          >
            <span className="text-muted-foreground">
              {wanted ? `${rows.length} of ${data?.rows.length ?? 0} rows` : `${rows.length} rows`}
            </span>
            <span>
              Units <span className="font-medium">{formatUnits(shownUnits)}</span>
            </span>
            <span>
              Value <span className="font-medium">{formatCents(shownValue)}</span>
            </span>
          </div>
        )}
      </Card>
    </div>
  );
}
