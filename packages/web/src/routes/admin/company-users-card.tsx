import { keepPreviousData } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useMemo, useState } from "react";
import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { ModifyUsersPanel } from "@/features/admin-users/modify-users-panel";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { companyUserColumns } from "./company-user-columns";
import { ResendPasswordDialog } from "./resend-password-dialog";

/**
 * The company's users and their accounts; the admin can send the first-sign-in e-mails again, and find any user of
 * the platform to change their e-mail ("modify users").
 */
export function CompanyUsersCard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const paging = useCursorPagination<Record<string, string>>();
  const users = trpc.admin.companyUsers.useQuery(
    { companyId, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const [resendTo, setResendTo] = useState<CompanyAccount | null>(null);
  const [confirming, setConfirming] = useState(false);
  const page = users.data;
  const nextKey = page?.lastEvaluatedKey;
  const columns = useMemo(
    () =>
      companyUserColumns({
        timeZone,
        onResendPassword: (chosen) => {
          setResendTo(chosen);
          setConfirming(true);
        },
      }),
    [timeZone],
  );
  const table = useDataTable({ data: page?.items, columns, getRowId: (account) => account.id });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          Everyone who works for this company. Send the sign-in e-mails again to someone who has not signed
          in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {users.error ? (
          <LoadError message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
        ) : page && page.items.length === 0 && !paging.canPrevious ? (
          <EmptyState icon={Users} title="No users yet">
            People appear here once they are added as employees of the company.
          </EmptyState>
        ) : (
          <DataTable table={table} loading={!page} loadingRows={3} />
        )}
        {page && (page.items.length > 0 || paging.canPrevious) && (paging.canPrevious || nextKey) && (
          <CursorPagination paging={paging} nextKey={nextKey} disabled={users.isPlaceholderData} />
        )}
        <Separator />
        <ModifyUsersPanel />
      </CardContent>
      <ResendPasswordDialog
        account={resendTo}
        open={confirming}
        onClose={() => setConfirming(false)}
        timeZone={timeZone}
      />
    </Card>
  );
}
