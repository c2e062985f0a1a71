import { useState } from "react";
import { toast } from "sonner";
import { sourceConnectionMessages } from "@pos/core/integrations/source-connections.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** The admin company page: which external sources may act in this company (their keys are refused elsewhere). */
export function CompanySourcesCard({ companyId }: { companyId: number }) {
  const utils = trpc.useUtils();
  const sources = trpc.externalSources.ofCompany.useQuery({ companyId });
  const connect = trpc.externalSources.connect.useMutation();
  const disconnect = trpc.externalSources.disconnect.useMutation();
  const [saving, setSaving] = useState<string | null>(null);

  async function save(sourceId: string, name: string, connected: boolean) {
    setSaving(sourceId);
    try {
      if (connected) await connect.mutateAsync({ companyId, sourceId });
      else await disconnect.mutateAsync({ companyId, sourceId });
      toast.success(
        connected ? sourceConnectionMessages.connected(name) : sourceConnectionMessages.disconnected(name),
      );
    } catch (error) {
      toast.error(serverMessageOr(error, sourceConnectionMessages.updateError));
    } finally {
      await utils.externalSources.ofCompany.invalidate({ companyId });
      setSaving(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>External sources</CardTitle>
        <CardDescription>
          Integrators whose API key may act in this company, e.g. send online orders. A key is refused in
          every company that has not connected its source.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {sources.isPending && <Skeleton className="h-16 w-full" />}
        {sources.error && (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-muted-foreground">
              {serverMessageOr(sources.error, sourceConnectionMessages.loadError)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void sources.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {sources.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No external sources exist yet.</p>
        )}
        {sources.data && sources.data.length > 0 && (
          <ul className="grid gap-2" aria-label="External source connections">
            {sources.data.map((source) => {
              const id = `source-${source.id}`;
              return (
                <li
                  key={source.id}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg border bg-background px-3 py-2"
                >
                  <Label htmlFor={id} className="flex flex-wrap items-center gap-2 font-normal">
                    {source.name}
                    {source.categoryName && <Badge variant="outline">{source.categoryName}</Badge>}
                    {!source.isMarketplace && <Badge variant="secondary">Disabled</Badge>}
                  </Label>
                  <span className="flex items-center gap-2">
                    {saving === source.id && (
                      <Spinner label={`Saving ${source.name}`} className="text-muted-foreground" />
                    )}
                    <Switch
                      id={id}
                      aria-label={`Connect ${source.name}`}
                      checked={source.connected}
                      disabled={saving !== null}
                      onCheckedChange={(next) => void save(source.id, source.name, next)}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
