import { keepPreviousData, useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { LoadError } from "@/components/layout/load-error";
import { Pagination } from "@/components/shared/pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AuditLogTable } from "@/features/audit/audit-log-table";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

/** Who changed what in this company (admins, owners, support sessions), newest first. */
export function CompanyAuditCard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const paging = useCursorPagination<Record<string, string>>();
  const audit = trpc.adminCompanies.audit.useQuery(
    { companyId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const nextKey = audit.data?.lastEvaluatedKey;
  const utils = trpc.useUtils();
  const mutating = useIsMutating();
  // Every card of the page changes something the log records: read it again whenever their saves settle.
  useEffect(() => {
    if (mutating === 0) void utils.adminCompanies.audit.invalidate({ companyId });
  }, [mutating, utils, companyId]);

  return (
    <Card role="region" aria-label="Audit log card">
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          Every change to settings, devices and access, with who made it and from where.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-0">
        {audit.error ? (
          <LoadError
            message={adminErrorMessage(audit.error, "The audit log could not be loaded")}
            onRetry={() => void audit.refetch()}
          />
        ) : audit.data ? (
          <AuditLogTable entries={audit.data.items} timeZone={timeZone} />
        ) : (
          <Skeleton className="mx-6 h-24" />
        )}
        {audit.data && (audit.data.items.length > 0 || paging.canPrevious) && (
          <Pagination
            className="px-6"
            mode="cursor"
            pageSize={paging.limit}
            onPageSizeChange={paging.setLimit}
            canPrevious={paging.canPrevious}
            canNext={Boolean(nextKey)}
            onFirst={paging.first}
            onPrevious={paging.previous}
            onNext={() => nextKey && paging.next(nextKey)}
            disabled={audit.isPlaceholderData}
          />
        )}
      </CardContent>
    </Card>
  );
}
