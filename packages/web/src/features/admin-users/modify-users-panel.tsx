import { UserSearch } from "lucide-react";
import { useState } from "react";
import {
  adminUserLimits,
  adminUserMessages,
  type AdminUserRow,
} from "@pos/core/admin-users/admin-users.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ChangeEmailDialog } from "./change-email-dialog";

/** Any user of the platform, found by e-mail, name or id (800 ms after typing, 10 results); the e-mail can change. */
export function ModifyUsersPanel() {
  const [text, setText] = useState("");
  const searchQuery = useDebouncedValue(text.trim(), adminUserLimits.searchDebounceMs);
  const users = trpc.adminUsers.search.useQuery(
    { searchQuery, limit: adminUserLimits.searchLimit },
    { enabled: searchQuery.length > 0 },
  );
  const [editing, setEditing] = useState<AdminUserRow | null>(null);

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
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>E-mail</TableHead>
              <TableHead>Name</TableHead>
              <TableHead className="w-32">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {!users.data && <TableSkeletonRows columns={4} rows={3} />}
            {users.data?.items.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="font-mono text-xs">{user.id}</TableCell>
                <TableCell>
                  {user.email ?? <span className="text-muted-foreground">No e-mail</span>}
                </TableCell>
                <TableCell>{user.name}</TableCell>
                <TableCell className="text-right">
                  <Button variant="outline" size="sm" onClick={() => setEditing(user)}>
                    Change e-mail
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ChangeEmailDialog user={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
