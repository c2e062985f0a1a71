import { keepPreviousData } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useState } from "react";
import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Pagination } from "@/components/shared/pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ModifyUsersPanel } from "@/features/admin-users/modify-users-panel";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { CompanyUserActions } from "./company-user-actions";
import { accountBadges } from "./company-users";
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
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Account</TableHead>
                <TableHead className="w-12">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {!page && <TableSkeletonRows columns={3} rows={3} />}
              {page?.items.map((account) => (
                <TableRow key={account.id}>
                  <TableCell>
                    <div className="font-medium">{account.name}</div>
                    <div className="text-xs text-muted-foreground">{account.email ?? "No e-mail"}</div>
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1.5">
                      {accountBadges(account).map((badge) => (
                        <Badge key={badge.label} variant={badge.tone}>
                          {badge.label}
                        </Badge>
                      ))}
                    </div>
                    {account.temporaryPasswordExpiresAt && (
                      <div className="mt-1 text-xs text-muted-foreground">
                        Temporary password until {formatDate(account.temporaryPasswordExpiresAt, timeZone)}
                      </div>
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    <CompanyUserActions
                      account={account}
                      onResendPassword={(chosen) => {
                        setResendTo(chosen);
                        setConfirming(true);
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {page && (page.items.length > 0 || paging.canPrevious) && (paging.canPrevious || nextKey) && (
          <Pagination
            mode="cursor"
            pageSize={paging.limit}
            onPageSizeChange={paging.setLimit}
            canPrevious={paging.canPrevious}
            canNext={Boolean(nextKey)}
            onFirst={paging.first}
            onPrevious={paging.previous}
            onNext={() => nextKey && paging.next(nextKey)}
            disabled={users.isPlaceholderData}
          />
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
