import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { GiftCardLiabilityRow } from "@pos/core/gift-cards/gift-cards.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadCsv } from "@/lib/csv-file";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

const columns = (timeZone: string): ColumnDef<GiftCardLiabilityRow>[] => [
  { accessorKey: "masked", header: "Card" },
  {
    accessorKey: "balance",
    header: "Balance",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCents(row.original.balance),
  },
  {
    accessorKey: "issuedAt",
    header: "Issued",
    cell: ({ row }) => formatDate(row.original.issuedAt, timeZone),
  },
  {
    accessorKey: "updateDate",
    header: "Last used",
    cell: ({ row }) => formatDate(row.original.updateDate, timeZone),
  },
];

/** What the owner owes gift card holders: each card's balance, the total, and a CSV of both. */
export function GiftCardLiability({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const liability = trpc.giftCards.liability.useQuery({ companyId });
  const table = useDataTable({
    data: liability.data?.cards,
    columns: useMemo(() => columns(timeZone), [timeZone]),
  });

  function exportCsv() {
    if (!liability.data) return;
    downloadCsv(
      "gift-card-liability.csv",
      ["Card", "Balance", "Issued", "Last used"],
      [
        ...liability.data.cards.map((card) => [
          card.masked,
          (card.balance / 100).toFixed(2),
          card.issuedAt,
          card.updateDate,
        ]),
        ["Total", (liability.data.total / 100).toFixed(2), "", ""],
      ],
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Gift card liability</CardTitle>
        <CardDescription>
          Balances on the cards the company issued: money owed to card holders.
        </CardDescription>
        <CardAction>
          <Button variant="outline" disabled={!liability.data} onClick={exportCsv}>
            <Download /> Export CSV
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {liability.isError ? (
          <LoadError
            message="The gift card balances could not be loaded."
            onRetry={() => void liability.refetch()}
          />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
              <div className="rounded-lg border p-4">
                <dt className="text-sm text-muted-foreground">Outstanding</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="liability-total">
                  {liability.data ? formatCents(liability.data.total) : "—"}
                </dd>
              </div>
              <div className="rounded-lg border p-4">
                <dt className="text-sm text-muted-foreground">Cards with a balance</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="liability-count">
                  {liability.data?.count ?? "—"}
                </dd>
              </div>
            </dl>
            <DataTable
              table={table}
              loading={liability.isLoading}
              empty={
                <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
                  No gift card holds a balance.
                </p>
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
