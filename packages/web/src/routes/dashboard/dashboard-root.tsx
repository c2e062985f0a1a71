import { Navigate, useParams } from "react-router";
import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { userToken } from "@/lib/support-session";
import { trpc } from "@/lib/trpc";
import { CompanyContext } from "./company-context";
import { DashboardLayout } from "./dashboard-layout";

/** Statuses after which the company cannot be shown to this user at all. */
const leavingStatuses = new Set([400, 401, 403, 404]);

function parseCompanyId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The company-scoped wrapper: loads the user, company and locations before any dashboard screen. */
export function DashboardRoot() {
  const companyId = parseCompanyId(useParams().companyId);
  const enabled = companyId !== null && userToken() !== null;
  const input = { companyId: companyId ?? 0 };
  const me = trpc.auth.getMe.useQuery(input, { enabled });
  const company = trpc.company.getById.useQuery(input, { enabled });
  const locations = trpc.company.locations.useQuery(input, { enabled });

  if (!enabled) return <Navigate to="/" replace />;

  const failed = [me, company, locations].find((query) => query.error);
  if (failed) {
    const status = httpStatusOf(failed.error);
    if (status !== undefined && leavingStatuses.has(status)) return <Navigate to="/" replace />;
    return <LoadError message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  }

  if (!me.data || !company.data || !locations.data) return <PageSpinner label="Loading company" />;

  return (
    <CompanyContext.Provider value={{ company: company.data, locations: locations.data.items, me: me.data }}>
      <DashboardLayout />
    </CompanyContext.Provider>
  );
}
