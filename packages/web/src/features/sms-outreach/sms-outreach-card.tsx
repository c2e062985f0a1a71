import { MessageSquareText } from "lucide-react";
import { toast } from "sonner";
import { smsMessages, smsUsagePercent } from "@pos/core/sms/sms.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { httpStatusOf, serverMessageOr } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { SmsQuotaForm } from "./sms-quota-form";

const numberFormat = new Intl.NumberFormat("en-CA");

/** SMS outreach quota: enable with a quantity (a 404 means not enabled), then add messages and set the rate. */
export function SmsOutreachCard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const utils = trpc.useUtils();
  const quota = trpc.sms.get.useQuery(
    { companyId },
    { retry: (count, error) => httpStatusOf(error) !== 404 && count < 2 },
  );
  const enable = trpc.sms.enable.useMutation();
  const update = trpc.sms.update.useMutation();
  const notEnabled = quota.error !== null && httpStatusOf(quota.error) === 404;
  const data = quota.data;

  async function save(values: { quantity: number; monthlyReplenishRate: number }) {
    try {
      if (notEnabled) {
        await enable.mutateAsync({ companyId, quantity: values.quantity });
        toast.success(smsMessages.enabled(values.quantity));
      } else {
        await update.mutateAsync({
          companyId,
          changeQuantity: values.quantity,
          monthlyReplenishRate: values.monthlyReplenishRate,
        });
        toast.success(smsMessages.updated);
      }
      await utils.sms.get.invalidate({ companyId });
    } catch (error) {
      toast.error(serverMessageOr(error, smsMessages.saveError));
      throw error;
    }
  }

  const usage = data ? smsUsagePercent(data.usedThisMonth, data.monthlyReplenishRate) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>SMS outreach</CardTitle>
        <CardDescription>Text messages the company may send to its customers.</CardDescription>
        <CardAction>
          {data && <Badge>Enabled</Badge>}
          {notEnabled && <Badge variant="secondary">Not enabled</Badge>}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-5">
        {quota.isPending && <Skeleton className="h-24 w-full" />}
        {quota.error && !notEnabled && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
            <p className="text-muted-foreground">{serverMessageOr(quota.error, smsMessages.loadError)}</p>
            <Button variant="outline" size="sm" onClick={() => void quota.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {notEnabled && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessageSquareText className="size-4" aria-hidden />
            SMS is not enabled for this company. Enable it with a first quantity of messages.
          </p>
        )}
        {data && (
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <Figure label="Messages left" value={numberFormat.format(data.quantity)} />
            <Figure label="Monthly replenish rate" value={numberFormat.format(data.monthlyReplenishRate)} />
            <Figure label="Used this month" value={numberFormat.format(data.usedThisMonth)} />
            <Figure label="Usage" value={`${usage.toFixed(1)}%`} />
            <p className="col-span-full text-xs text-muted-foreground">
              Last changed {formatDateTime(data.updateDate, timeZone)} by{" "}
              {data.updatedByName ?? data.updatedBy}
            </p>
          </dl>
        )}
        {(data || notEnabled) && (
          <SmsQuotaForm
            enabled={Boolean(data)}
            currentRate={data?.monthlyReplenishRate ?? null}
            onSave={save}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
