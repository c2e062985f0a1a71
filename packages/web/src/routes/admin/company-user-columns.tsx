import type { ColumnDef } from "@tanstack/react-table";
import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";
import { CompanyUserActions } from "./company-user-actions";
import { accountBadges } from "./company-users";

export function companyUserColumns({
  timeZone,
  onResendPassword,
}: {
  timeZone: string;
  onResendPassword: (account: CompanyAccount) => void;
}): ColumnDef<CompanyAccount>[] {
  return [
    {
      accessorKey: "name",
      header: "User",
      cell: ({ row: { original: account } }) => (
        <>
          <div className="font-medium">{account.name}</div>
          <div className="text-xs text-muted-foreground">{account.email ?? "No e-mail"}</div>
        </>
      ),
    },
    {
      id: "account",
      header: "Account",
      enableSorting: false,
      cell: ({ row: { original: account } }) => (
        <>
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
        </>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-12 text-right" },
      cell: ({ row }) => <CompanyUserActions account={row.original} onResendPassword={onResendPassword} />,
    },
  ];
}
