import type { AuditEntryView } from "@pos/core/audit/audit.schema";
import { LoadError } from "@/components/layout/load-error";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import type { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AuditLogTable } from "@/features/audit/audit-log-table";

type AuditCardViewProps = {
  title: string;
  description: string;
  timeZone?: string;
  paging: ReturnType<typeof useCursorPagination<Record<string, string>>>;
  page: { items: AuditEntryView[]; lastEvaluatedKey: Record<string, string> | null } | undefined;
  errorMessage: string | null;
  onRetry: () => void;
  loadingPage: boolean;
};

/** An audit log as a card of the admin area: the entries, newest first, and the pages. */
export function AuditCardView({
  title,
  description,
  timeZone,
  paging,
  page,
  errorMessage,
  onRetry,
  loadingPage,
}: AuditCardViewProps) {
  const nextKey = page?.lastEvaluatedKey;
  return (
    <Card role="region" aria-label={`${title} card`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-0">
        {errorMessage !== null ? (
          <LoadError message={errorMessage} onRetry={onRetry} />
        ) : page ? (
          <AuditLogTable entries={page.items} timeZone={timeZone} />
        ) : (
          <Skeleton className="mx-6 h-24" />
        )}
        {page && (page.items.length > 0 || paging.canPrevious) && (
          <CursorPagination className="px-6" paging={paging} nextKey={nextKey} disabled={loadingPage} />
        )}
      </CardContent>
    </Card>
  );
}
