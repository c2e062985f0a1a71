import { keepPreviousData } from "@tanstack/react-query";
import { CalendarSync } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { qbSyncColumns } from "@/features/integrations/qb-sync-columns";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { IntegrationTabs, qbBase, qbTabs } from "./integration-tabs";

const yesterday = (timeZone: string) => localDay(new Date(Date.now() - 86_400_000), timeZone);

/** integrations/quickBooks/main/sync: the daily journal's log, and "Sync now" for any ended day. */
export function QbSyncPage() {
  const { company } = useCompany();
  const companyId = company.id;
  const paging = useCursorPagination<Record<string, string>>();
  const log = trpc.quickBooks.log.useQuery(
    { companyId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const sync = trpc.quickBooks.syncDay.useMutation({
    onSettled: () => void utils.quickBooks.log.invalidate(),
  });
  const [day, setDay] = useState(() => yesterday(company.timezone));
  const table = useDataTable({ data: log.data?.items, columns: qbSyncColumns, getRowId: (row) => row.day });

  if (log.error)
    return (
      <PageError error={log.error} permission="CAN_MANAGE_INTEGRATIONS" onRetry={() => void log.refetch()} />
    );

  const runSync = async () => {
    try {
      const row = await sync.mutateAsync({ companyId, day });
      if (row.status === "failed") toast.error(`${day} was not synced: ${row.error ?? ""}`);
      else if (row.status === "skipped") toast.info(`${day}: ${row.error ?? "nothing to post"}`);
      else toast.success(`${day} synced as journal entry #${row.journalEntryId ?? ""}`);
    } catch (error) {
      toast.error(serverMessageOr(error, "The day could not be synced"));
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="QuickBooks sync"
        description="Each ended day is posted once, overnight. A day already synced is never posted twice."
      />
      <IntegrationTabs base={qbBase(companyId)} tabs={qbTabs} />
      <Card>
        <CardHeader>
          <CardTitle>Sync a day now</CardTitle>
          <CardDescription>
            Posts the day's sales, tax, discounts, refunds and payments from the sales reports.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="qb-day">Day</Label>
            <Input
              id="qb-day"
              type="date"
              value={day}
              max={yesterday(company.timezone)}
              onChange={(event) => setDay(event.target.value)}
              className="w-44"
            />
          </div>
          <Button onClick={() => void runSync()} disabled={sync.isPending || !day}>
            {sync.isPending && <Spinner />}
            Sync now
          </Button>
        </CardContent>
      </Card>
      <Card className="gap-0 py-0">
        <CardContent className="px-0">
          <DataTable
            table={table}
            loading={!log.data}
            empty={
              <div className="p-6">
                <EmptyState icon={CalendarSync} title="Nothing synced yet">
                  Days appear here once they are posted to QuickBooks.
                </EmptyState>
              </div>
            }
          />
        </CardContent>
      </Card>
      {log.data && (log.data.items.length > 0 || paging.canPrevious) && (
        <CursorPagination paging={paging} nextKey={log.data.lastEvaluatedKey} />
      )}
    </div>
  );
}
