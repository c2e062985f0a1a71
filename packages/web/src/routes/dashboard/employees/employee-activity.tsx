import { keepPreviousData } from "@tanstack/react-query";
import { PageError } from "@/components/layout/page-error";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AuditLogTable } from "@/features/audit/audit-log-table";
import { trpc } from "@/lib/trpc";

/** The company's audit log for whoever manages employees: roles, employees, and the platform's changes. */
export function EmployeeActivity({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const paging = useCursorPagination<Record<string, string>>();
  const activity = trpc.employees.activity.useQuery(
    { companyId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const nextKey = activity.data?.lastEvaluatedKey;

  if (activity.error) {
    return (
      <PageError
        error={activity.error}
        permission="CAN_MANAGE_EMPLOYEES"
        onRetry={() => void activity.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <Card className="py-0">
        <CardContent className="px-0">
          {activity.data ? (
            <AuditLogTable entries={activity.data.items} timeZone={timeZone} />
          ) : (
            <Skeleton className="m-6 h-24" />
          )}
        </CardContent>
      </Card>
      {activity.data && (activity.data.items.length > 0 || paging.canPrevious) && (
        <CursorPagination paging={paging} nextKey={nextKey} disabled={activity.isPlaceholderData} />
      )}
    </div>
  );
}
