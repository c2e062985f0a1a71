import { UserSearch } from "lucide-react";
import { useMemo, useState } from "react";
import {
  adminUserLimits,
  adminUserMessages,
  type AdminUserRow,
} from "@pos/core/admin-users/admin-users.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ChangeEmailDialog } from "./change-email-dialog";
import { adminUserColumns } from "./columns";

/** Any user of the platform, found by e-mail, name or id (800 ms after typing, 10 results); the e-mail can change. */
export function ModifyUsersPanel() {
  const [text, setText] = useState("");
  const searchQuery = useDebouncedValue(text.trim(), adminUserLimits.searchDebounceMs);
  const users = trpc.adminUsers.search.useQuery(
    { searchQuery, limit: adminUserLimits.searchLimit },
    { enabled: searchQuery.length > 0 },
  );
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const columns = useMemo(() => adminUserColumns(setEditing), []);
  const table = useDataTable({ data: users.data?.items, columns, getRowId: (user) => user.id });

  return (
    <section aria-label="Modify users" className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-semibold">Modify users</h3>
        <p className="text-sm text-muted-foreground">
          Find any user of the platform to change their sign-in e-mail.
        </p>
      </div>
      <SearchInput
        className="max-w-md"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by e-mail, name or user id"
        aria-label="Search users"
        maxLength={254}
      />
      {searchQuery === "" ? null : users.error ? (
        <p className="text-sm text-destructive">
          {serverMessageOr(users.error, adminUserMessages.searchError)}
        </p>
      ) : users.data?.items.length === 0 ? (
        <EmptyState icon={UserSearch} title="No user found">
          No e-mail, name or id starts with “{searchQuery}”.
        </EmptyState>
      ) : (
        <DataTable table={table} loading={!users.data} loadingRows={3} />
      )}
      <ChangeEmailDialog user={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
