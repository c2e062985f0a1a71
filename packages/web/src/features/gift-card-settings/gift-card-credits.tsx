import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { formatCents } from "@pos/core/common/money";
import type { GiftCardCreditView } from "@pos/core/gift-cards/gift-cards.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

const columns = (timeZone: string, storeName: (id: string) => string): ColumnDef<GiftCardCreditView>[] => [
  {
    accessorKey: "createDate",
    header: "Date",
    cell: ({ row }) => formatDate(row.original.createDate, timeZone),
  },
  { accessorKey: "masked", header: "Card" },
  {
    accessorKey: "amount",
    header: "Added",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCents(row.original.amount),
  },
  {
    accessorKey: "balanceAfter",
    header: "Balance after",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCents(row.original.balanceAfter),
  },
  { accessorKey: "employeeName", header: "Approved by" },
  { accessorKey: "locationId", header: "Store", cell: ({ row }) => storeName(row.original.locationId) },
  { accessorKey: "reason", header: "Reason" },
];

type GiftCardCreditsProps = {
  companyId: number;
  timeZone: string;
  locations: { id: string; name: string }[];
};

/** Value put on cards at a register outside a sale: who approved it, where and why (the latest 20). */
export function GiftCardCredits({ companyId, timeZone, locations }: GiftCardCreditsProps) {
  const liability = trpc.giftCards.liability.useQuery({ companyId });
  const storeName = useMemo(() => {
    const names = new Map(locations.map((location) => [location.id, location.name]));
    return (id: string) => names.get(id) ?? id;
  }, [locations]);
  const table = useDataTable({
    data: liability.data?.credits,
    columns: useMemo(() => columns(timeZone, storeName), [timeZone, storeName]),
  });
  if (liability.isError) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credits outside a sale</CardTitle>
        <CardDescription>
          Value a manager put on a card at a register without a sale, such as a return without a receipt.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          table={table}
          loading={liability.isLoading}
          empty={
            <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
              No value was put on a card outside a sale.
            </p>
          }
        />
      </CardContent>
    </Card>
  );
}
