import { flagValue } from "@pos/core/company/feature-flags.schema";
import { headsetSyncKinds, type HeadsetSyncView } from "@pos/core/headset/headset.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessageOr } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { HeadsetKeysForm } from "./headset-keys-form";
import { HeadsetSyncForm } from "./headset-sync-form";

const statusLabel: Record<HeadsetSyncView["status"], string> = {
  queued: "Waiting to run",
  running: "Running",
  done: "Done",
  failed: "Failed",
};

/** Headset keys per location and, when the company has Headset, the sync. */
export function HeadsetCard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const keys = trpc.headset.keys.useQuery({ companyId });
  const flags = trpc.flags.forCompany.useQuery({ companyId });
  const hasHeadset = flags.data ? flagValue(flags.data, "canAccessHeadset") : false;
  const syncs = trpc.headset.syncs.useQuery({ companyId }, { enabled: hasHeadset });
  const latest = syncs.data?.[0];
  const running = latest?.status === "queued" || latest?.status === "running";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Headset</CardTitle>
        <CardDescription>
          Each location's Headset keys, and sending the company's data to Headset.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keys.isPending && <Skeleton className="h-20 w-full" />}
        {keys.error && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
            <p className="text-muted-foreground">
              {serverMessageOr(keys.error, "There was a problem getting locations for this company.")}
            </p>
            <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {keys.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">This company has no locations.</p>
        )}
        <div className="divide-y">
          {keys.data?.map((location) => (
            <HeadsetKeysForm key={location.locationId} companyId={companyId} location={location} />
          ))}
        </div>
        {hasHeadset && keys.data && keys.data.length > 0 && (
          <>
            <Separator />
            {latest && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                Last sync {formatDateTime(latest.createDate, timeZone)}:
                <Badge variant={latest.status === "failed" ? "destructive" : "secondary"}>
                  {statusLabel[latest.status]}
                </Badge>
                {headsetSyncKinds
                  .filter(({ key }) => latest.options[key])
                  .map(({ label }) => label)
                  .join(", ")}
                {latest.error && <span className="text-destructive">{latest.error}</span>}
              </p>
            )}
            <HeadsetSyncForm
              companyId={companyId}
              locations={keys.data.filter((location) => !location.isHidden)}
              syncRunning={running}
            />
          </>
        )}
        {flags.data && !hasHeadset && (
          <p className="text-sm text-muted-foreground">
            Turn on Headset in the feature flags to sync this company.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
