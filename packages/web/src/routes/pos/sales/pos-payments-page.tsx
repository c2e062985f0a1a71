import { keepPreviousData } from "@tanstack/react-query";
import { Receipt as ReceiptIcon, Search, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { PaymentsTable } from "@/features/sales/payments-table";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { posSalesPaths } from "./sale-detail-query";

/** `/pos/payments`: today's sales at this location, newest first, or one found by its number. */
export function PosPaymentsPage() {
  const [text, setText] = useState("");
  const [number, setNumber] = useState<number | null>(null);
  const paging = useCursorPagination<Record<string, string>>();
  const device = trpc.device.getCurrent.useQuery(undefined, { staleTime: Infinity });
  const page = trpc.payments.listForRegister.useQuery(
    { number, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );

  if (page.error) return <LoadError message={errorMessage(page.error)} onRetry={() => void page.refetch()} />;
  const timeZone = device.data?.company.timezone;
  const nextKey = page.data?.lastEvaluatedKey;

  function search(event: FormEvent) {
    event.preventDefault();
    paging.first();
    setNumber(text ? Number(text) : null);
  }

  const empty = page.data && page.data.items.length === 0 && !paging.canPrevious;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">Sales</h1>
        <form onSubmit={search} className="flex items-center gap-2" role="search">
          <Input
            className="h-12 w-56 text-base"
            inputMode="numeric"
            placeholder="Sale number"
            aria-label="Find a sale by number"
            value={text}
            onChange={(event) => setText(event.target.value.replace(/\D/g, "").slice(0, 9))}
          />
          <Button type="submit" size="lg" className="h-12">
            <Search aria-hidden />
            Find
          </Button>
          {number !== null && (
            <Button
              type="button"
              size="lg"
              variant="ghost"
              className="h-12"
              onClick={() => {
                setText("");
                setNumber(null);
                paging.first();
              }}
            >
              <X aria-hidden />
              Today's sales
            </Button>
          )}
        </form>
      </div>
      {empty ? (
        <EmptyState
          icon={ReceiptIcon}
          title={number === null ? "No sales yet today" : `No sale #${number} at this location`}
        >
          {number === null
            ? "Sales made at this location today appear here."
            : "Check the number on the receipt and try again."}
        </EmptyState>
      ) : (
        <Card
          className={cn("py-0 transition-opacity", page.isPlaceholderData && "opacity-60")}
          aria-busy={page.isFetching}
        >
          <CardContent className="px-0">
            <PaymentsTable
              touch
              rows={page.data?.items}
              timeZone={timeZone ?? "UTC"}
              pathOf={posSalesPaths.sale}
              emptyText="No more sales."
            />
          </CardContent>
        </Card>
      )}
      {number === null && page.data && !empty && (
        <CursorPagination paging={paging} nextKey={nextKey} disabled={page.isPlaceholderData} />
      )}
    </div>
  );
}
