import { keepPreviousData, useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { AuditCardView } from "./audit-card-view";

/** Changes that belong to no one company: external sources, users' e-mails and deactivations. */
export function PlatformAuditCard() {
  const paging = useCursorPagination<Record<string, string>>();
  const audit = trpc.admin.platformAudit.useQuery(
    { limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const mutating = useIsMutating();
  useEffect(() => {
    if (mutating === 0) void utils.admin.platformAudit.invalidate();
  }, [mutating, utils]);

  return (
    <AuditCardView
      title="Platform audit log"
      description="Changes to external sources, and users' e-mails and deactivations, with who made them."
      paging={paging}
      page={audit.data}
      errorMessage={audit.error ? adminErrorMessage(audit.error, "The audit log could not be loaded") : null}
      onRetry={() => void audit.refetch()}
      loadingPage={audit.isPlaceholderData}
    />
  );
}
