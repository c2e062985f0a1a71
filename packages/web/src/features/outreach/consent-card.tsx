import { useState } from "react";
import { toast } from "sonner";
import {
  consentMessages,
  consentSourceLabels,
  consentSources,
  type ChannelConsent,
  type ConsentChannel,
  type ConsentSource,
} from "@pos/core/outreach/consent.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatDateTime } from "@/lib/format-date";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const channelNames: Record<ConsentChannel, string> = { sms: "SMS", email: "E-mail" };

function StatusBadge({ consent }: { consent: ChannelConsent }) {
  if (consent.status === "granted") return <Badge className="bg-emerald-600 text-white">Consented</Badge>;
  if (consent.status === "withdrawn") return <Badge variant="destructive">Withdrawn</Badge>;
  return <Badge variant="outline">Not asked</Badge>;
}

type ConsentCardProps = { companyId: number; customerId: string; timeZone: string };

/** Express consent to marketing per channel (CASL): shown with when and where it was given, and recorded here. */
export function ConsentCard({ companyId, customerId, timeZone }: ConsentCardProps) {
  const ref = { companyId, customerId };
  const consent = trpc.outreach.consent.get.useQuery(ref);
  const utils = trpc.useUtils();
  const save = trpc.outreach.consent.set.useMutation({
    onSuccess: (view) => {
      utils.outreach.consent.get.setData(ref, view);
      toast.success(consentMessages.saved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const [source, setSource] = useState<ConsentSource>("dashboard");

  return (
    <Card>
      <CardHeader>
        <CardTitle>Marketing consent</CardTitle>
        <CardDescription>
          Broadcasts reach only customers who said yes. Record where they said it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {consent.error ? (
          <p className="text-sm text-destructive">{errorMessage(consent.error)}</p>
        ) : !consent.data ? (
          <p className="text-sm text-muted-foreground">Loading consent…</p>
        ) : (
          <>
            <div className="grid gap-1.5">
              <label htmlFor="consent-source" className="text-xs text-muted-foreground">
                Where the customer said so
              </label>
              <Select value={source} onValueChange={(value) => setSource(value as ConsentSource)}>
                <SelectTrigger id="consent-source" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {consentSources.map((value) => (
                    <SelectItem key={value} value={value}>
                      {consentSourceLabels[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {(["sms", "email"] as const).map((channel) => {
              const current = consent.data[channel];
              const granted = current.status === "granted";
              return (
                <section
                  key={channel}
                  className="grid gap-2 rounded-md border p-3"
                  aria-label={`${channelNames[channel]} consent`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{channelNames[channel]}</span>
                    <StatusBadge consent={current} />
                  </div>
                  {current.date && current.source && (
                    <p className="text-xs text-muted-foreground">
                      {formatDateTime(current.date, timeZone)} · {consentSourceLabels[current.source]}
                    </p>
                  )}
                  <Button
                    variant={granted ? "outline" : "default"}
                    size="sm"
                    disabled={save.isPending}
                    onClick={() => save.mutate({ ...ref, channel, granted: !granted, source })}
                  >
                    {granted
                      ? `Withdraw ${channelNames[channel]} consent`
                      : `Record ${channelNames[channel]} consent`}
                  </Button>
                </section>
              );
            })}
            {consent.data.history.length > 0 && (
              <details className="text-xs text-muted-foreground">
                <summary className="cursor-pointer">Consent history</summary>
                <ul className="mt-2 grid gap-1">
                  {consent.data.history.map((entry) => (
                    <li key={`${entry.date}-${entry.channel}-${entry.status}`}>
                      {formatDateTime(entry.date, timeZone)} · {channelNames[entry.channel]}{" "}
                      {entry.status === "granted" ? "given" : "withdrawn"} ·{" "}
                      {consentSourceLabels[entry.source]}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
