import { keepPreviousData } from "@tanstack/react-query";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { BroadcastComposer } from "@/features/outreach/broadcast-composer";
import { BroadcastsTable } from "@/features/outreach/broadcasts-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `broadcasts` (flag platform customer search and outreach): compose an SMS or e-mail broadcast; past ones. */
export function BroadcastsPage() {
  const { company } = useCompany();
  const paging = useCursorPagination<Record<string, string>>();
  const list = trpc.outreach.broadcasts.list.useQuery(
    { companyId: company.id, limit: paging.limit, lastEvaluatedKey: paging.key },
    {
      placeholderData: keepPreviousData,
      // While a broadcast is being sent its counts move: read them again every 2 s.
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === "queued" || item.status === "sending")
          ? 2_000
          : false,
    },
  );
  const utils = trpc.useUtils();

  if (list.error)
    return (
      <PageError error={list.error} permission="CAN_MANAGE_CUSTOMERS" onRetry={() => void list.refetch()} />
    );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title="Broadcasts" description="SMS and e-mail to customers who agreed to hear from you." />
      <BroadcastComposer
        companyId={company.id}
        companyName={company.name}
        onSent={() => {
          paging.first();
          void utils.outreach.broadcasts.list.invalidate();
        }}
      />
      <Card className="gap-0 py-0">
        <CardHeader className="border-b py-4">
          <CardTitle>Past broadcasts</CardTitle>
        </CardHeader>
        <CardContent className="px-0">
          <BroadcastsTable broadcasts={list.data?.items} timeZone={company.timezone} />
          <CursorPagination
            className="border-t px-4 py-3"
            paging={paging}
            nextKey={list.data?.lastEvaluatedKey}
          />
        </CardContent>
      </Card>
    </div>
  );
}
