import { Plug } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { externalSourceToasts } from "@pos/core/integrations/external-sources.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EditSourceDrawer } from "@/features/external-sources/edit-source-drawer";
import { ExternalSourceCard } from "@/features/external-sources/external-source-card";
import { ExternalSourceForm } from "@/features/external-sources/external-source-form";
import type { ExternalSourceCardData, ShownKey } from "@/features/external-sources/external-source-view";
import { NewKeyDialog } from "@/features/external-sources/new-key-dialog";
import { PermissionsDrawer } from "@/features/external-sources/permissions-drawer";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { PlatformAuditCard } from "../platform-audit-card";

export function ExternalSourcesPage() {
  const utils = trpc.useUtils();
  const sources = trpc.externalSources.list.useQuery();
  const create = trpc.externalSources.create.useMutation();
  const [created, setCreated] = useState(0);
  const [editing, setEditing] = useState<ExternalSourceCardData | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<ExternalSourceCardData | null>(null);
  const [shownKey, setShownKey] = useState<ShownKey | null>(null);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="External sources"
        description="Integrators (online stores, marketplaces, apps) that use the API with their own key."
      />
      <Card>
        <CardHeader>
          <CardTitle>New external source</CardTitle>
          <CardDescription>
            The API key is made when the source is created and shown once: copy it then. Only its last four
            characters are kept for display.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ExternalSourceForm
            key={created}
            submitLabel="Create external source"
            onSave={async (fields) => {
              const made = await create.mutateAsync(fields).catch((error: unknown) => {
                toast.error(serverMessageOr(error, externalSourceToasts.createError));
                throw error;
              });
              toast.success(`${fields.name} created`);
              setShownKey({ name: made.name, apiKey: made.apiKey });
              setCreated((count) => count + 1);
              await utils.externalSources.list.invalidate();
            }}
          />
        </CardContent>
      </Card>

      {sources.error ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
          <p className="text-muted-foreground">
            {serverMessageOr(sources.error, externalSourceToasts.loadError)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void sources.refetch()}>
            Try again
          </Button>
        </div>
      ) : sources.data?.length === 0 ? (
        <EmptyState icon={Plug} title="No external sources yet">
          Create the first one above.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="External sources">
          {!sources.data &&
            Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-48 w-full rounded-xl" />
              </li>
            ))}
          {sources.data?.map((source) => (
            <li key={source.id}>
              <ExternalSourceCard
                source={source}
                onEdit={() => setEditing(source)}
                onPermissions={() => setPermissionsOf(source)}
                onNewKey={setShownKey}
              />
            </li>
          ))}
        </ul>
      )}
      <EditSourceDrawer source={editing} onClose={() => setEditing(null)} />
      <PermissionsDrawer source={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <PlatformAuditCard />
      <NewKeyDialog shown={shownKey} onClose={() => setShownKey(null)} />
    </div>
  );
}
