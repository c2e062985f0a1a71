import { keepPreviousData } from "@tanstack/react-query";
import { Building2, Pencil } from "lucide-react";
import { useState } from "react";
import { organizationMessages, type OrganizationView } from "@pos/core/organizations/organization.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { OffsetPagination } from "@/components/shared/offset-pagination";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessageOr } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { OrganizationEditDrawer } from "./organization-edit-drawer";

/** Every organization as a card, by name, a page at a time; Edit opens the drawer. */
export function OrganizationsGrid() {
  const paging = useOffsetPagination();
  const list = trpc.organizations.list.useQuery(
    { offset: paging.offset, limit: paging.limit },
    { placeholderData: keepPreviousData },
  );
  const [editing, setEditing] = useState<OrganizationView | null>(null);
  const page = list.data;

  if (list.error) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
        <p className="text-muted-foreground">{serverMessageOr(list.error, organizationMessages.loadError)}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (page && page.total === 0) {
    return (
      <EmptyState icon={Building2} title="No organizations yet">
        Create one above; companies are then moved into it from their detail page.
      </EmptyState>
    );
  }
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Organizations">
        {!page &&
          Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-24 w-full rounded-xl" />
            </li>
          ))}
        {page?.items.map((organization) => (
          <li key={organization.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="truncate">{organization.name}</CardTitle>
                <CardDescription>
                  ID {organization.id} · Created {formatDate(organization.createDate)}
                </CardDescription>
                <CardAction>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${organization.name}`}
                    onClick={() => setEditing(organization)}
                  >
                    <Pencil />
                  </Button>
                </CardAction>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      {page && (
        <OffsetPagination
          paging={paging}
          hasMore={last < page.total}
          summary={`${page.offset + 1}–${last} of ${page.total}`}
          disabled={list.isPlaceholderData}
        />
      )}
      <OrganizationEditDrawer organization={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
