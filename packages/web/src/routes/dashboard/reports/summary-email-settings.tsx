import { Mail } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { SummaryRunsTable } from "./summary-runs-table";

function LocationSwitch({
  name,
  checked,
  busy,
  onChange,
}: {
  name: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border px-3 py-2">
      <Label htmlFor={id} className="font-normal">
        {name}
      </Label>
      <Switch id={id} checked={checked} disabled={busy} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The daily summary e-mail: the caller subscribes per location (where they may view reports) and, with a
 * company-wide reports grant, sees the job's recent runs.
 */
export function SummaryEmailSettings({
  companyId,
  locations,
}: {
  companyId: number;
  locations: readonly { id: string; name: string }[];
}) {
  const utils = trpc.useUtils();
  const subscriptions = trpc.analytics.summarySubscriptions.useQuery({ companyId });
  const runs = trpc.analytics.summaryRuns.useQuery({ companyId }, { retry: false });
  const save = trpc.analytics.setSummarySubscription.useMutation({
    onSuccess: (next, input) => {
      utils.analytics.summarySubscriptions.setData({ companyId }, next);
      toast.success(
        input.subscribed ? "Subscribed to the daily summary" : "Unsubscribed from the daily summary",
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const subscribed = new Set(subscriptions.data ?? []);
  return (
    <Card className="no-print">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail aria-hidden className="size-4" /> Daily summary e-mail
        </CardTitle>
        <CardDescription>
          After each location closes (its opening hours, else 10 PM local time), receive that day's figures by
          e-mail. One e-mail per location and day.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => (
            <LocationSwitch
              key={location.id}
              name={location.name}
              checked={subscribed.has(location.id)}
              busy={!subscriptions.data || save.isPending}
              onChange={(on) => save.mutate({ companyId, locationId: location.id, subscribed: on })}
            />
          ))}
        </div>
        {runs.data && <SummaryRunsTable runs={runs.data} />}
      </CardContent>
    </Card>
  );
}
