import { keepPreviousData, useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { AuditCardView } from "./audit-card-view";

/** Who changed what in this company (admins, owners, support sessions), newest first. */
export function CompanyAuditCard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const paging = useCursorPagination<Record<string, string>>();
  const audit = trpc.adminCompanies.audit.useQuery(
    { companyId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const mutating = useIsMutating();
  // Every card of the page changes something the log records: read it again whenever their saves settle.
  useEffect(() => {
    if (mutating === 0) void utils.adminCompanies.audit.invalidate({ companyId });
  }, [mutating, utils, companyId]);

  return (
    <AuditCardView
      title="Audit log"
      description="Every change to settings, devices and access, with who made it and from where."
      timeZone={timeZone}
      paging={paging}
      page={audit.data}
      errorMessage={audit.error ? adminErrorMessage(audit.error, "The audit log could not be loaded") : null}
      onRetry={() => void audit.refetch()}
      loadingPage={audit.isPlaceholderData}
    />
  );
}
