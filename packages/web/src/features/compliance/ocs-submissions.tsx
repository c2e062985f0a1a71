import { CircleCheck, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { OcsRejectedEvent, OcsStoreStatus } from "@pos/core/compliance/ocs.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { accessDeniedText } from "@/components/layout/access-denied";

function StoreCard({ store, timeZone }: { store: OcsStoreStatus; timeZone: string }) {
  const last = store.lastAttempt;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {store.name}
          <Badge variant="outline" className="font-mono">
            {store.crsaStoreId}
          </Badge>
        </CardTitle>
        <CardDescription>
          {last
            ? `Last submission ${formatDateTime(last.createDate, timeZone)}: ${last.status}`
            : "Nothing submitted yet"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <p className="text-muted-foreground">Waiting to send</p>
          <p className="text-2xl font-semibold tabular-nums">{store.pending}</p>
        </div>
        <div>
          <p className="text-muted-foreground">Rejected</p>
          <p
            className={`text-2xl font-semibold tabular-nums ${store.rejected > 0 ? "text-destructive" : ""}`}
          >
            {store.rejected}
          </p>
        </div>
        <div>
          <p className="text-muted-foreground">Last daily position</p>
          <p className="font-medium">{store.lastPositionDate ?? "None yet"}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function RejectedTable({
  events,
  companyId,
  timeZone,
  editPath,
}: {
  events: OcsRejectedEvent[];
  companyId: number;
  timeZone: string;
  editPath: (productId: string) => string;
}) {
  const utils = trpc.useUtils();
  const resubmit = trpc.ocs.resubmit.useMutation();

  async function send(event: OcsRejectedEvent) {
    try {
      const result = await resubmit.mutateAsync({
        companyId,
        locationId: event.locationId,
        eventId: event.eventId,
        createDate: event.createDate,
      });
      if (result.state === "accepted") toast.success("Accepted by the OCS");
      else if (result.state === "rejected")
        toast.error(`Rejected again: ${result.reason ?? "see the reason"}`);
      else toast.success("Queued: it is sent with the product's current SKU and GTIN within a minute");
      await utils.ocs.submissions.invalidate({ companyId });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Store</TableHead>
            <TableHead>Event</TableHead>
            <TableHead>Product</TableHead>
            <TableHead>OCS SKU / GTIN</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.eventId}>
              <TableCell className="whitespace-nowrap">{formatDate(event.createDate, timeZone)}</TableCell>
              <TableCell>{event.locationName}</TableCell>
              <TableCell className="whitespace-normal">
                {event.eventType} ({event.quantity > 0 ? `+${event.quantity}` : event.quantity})
              </TableCell>
              <TableCell className="min-w-40 whitespace-normal">
                <Link
                  className="font-medium underline-offset-4 hover:underline"
                  to={editPath(event.productId)}
                >
                  {event.productName}
                </Link>
              </TableCell>
              <TableCell className="font-mono text-xs">
                {event.sku ?? "—"}
                <br />
                {event.gtin ?? "—"}
              </TableCell>
              <TableCell className="min-w-40 whitespace-normal text-destructive">{event.reason}</TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resubmit.isPending}
                  onClick={() => void send(event)}
                >
                  Resubmit
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

type OcsSubmissionsProps = { companyId: number; timeZone: string; editPath: (productId: string) => string };

/** The Submissions tab: OCS submission status per store, and rejected events to fix and resubmit. */
export function OcsSubmissions({ companyId, timeZone, editPath }: OcsSubmissionsProps) {
  const view = trpc.ocs.submissions.useQuery({ companyId }, { retry: false, refetchInterval: 30_000 });
  if (view.error) {
    const permission = "CAN_MANAGE_COMPLIANCE_REPORTING" as const;
    if (httpStatusOf(view.error) === 403 && errorMessage(view.error) !== accessDeniedText(permission))
      return (
        <EmptyState icon={ShieldAlert} title="OCS reporting is not available">
          {errorMessage(view.error)}
        </EmptyState>
      );
    return <PageError error={view.error} permission={permission} onRetry={() => void view.refetch()} />;
  }
  if (!view.data) return <PageSpinner label="Loading OCS submissions" />;
  const { stores, rejected } = view.data;
  return (
    <div className="grid gap-6">
      {stores.length === 0 ? (
        <EmptyState icon={ShieldAlert} title="No store reports yet">
          A store reports once it is in Ontario with its CRSA store id and the OCS hash key your provider sets
          up.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {stores.map((store) => (
            <StoreCard key={store.locationId} store={store} timeZone={timeZone} />
          ))}
        </div>
      )}
      <section className="grid gap-3">
        <div>
          <h2 className="text-lg font-semibold">Rejected events</h2>
          <p className="text-sm text-muted-foreground">
            Fix the product (its OCS SKU or GTIN), then resubmit: the event is sent again with the corrected
            data.
          </p>
        </div>
        {rejected.length === 0 ? (
          <EmptyState icon={CircleCheck} title="Nothing to fix">
            The OCS has accepted every event sent so far.
          </EmptyState>
        ) : (
          <RejectedTable events={rejected} companyId={companyId} timeZone={timeZone} editPath={editPath} />
        )}
      </section>
    </div>
  );
}
