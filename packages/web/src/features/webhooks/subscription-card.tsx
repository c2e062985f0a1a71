import { Pencil, Trash2 } from "lucide-react";
import { eventTypeLabels, type SubscriptionView } from "@pos/core/webhooks/webhook.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DeliveryLog } from "./delivery-log";

type Props = { subscription: SubscriptionView; onEdit: () => void; onDelete: () => void };

export function SubscriptionCard({ subscription, onEdit, onDelete }: Props) {
  const { companyData } = subscription;
  return (
    <Card aria-label={`Subscription ${eventTypeLabels[companyData.eventType]}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {eventTypeLabels[companyData.eventType]}
          <Badge variant="outline" className="font-mono text-xs">
            {companyData.eventType}
          </Badge>
        </CardTitle>
        <CardAction className="flex gap-1">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} className="text-destructive">
            <Trash2 aria-hidden />
            Delete
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Location</dt>
          <dd>{subscription.locationName ?? "All locations"}</dd>
          <dt className="text-muted-foreground">URL</dt>
          <dd className="break-all font-mono text-xs leading-5">{companyData.url}</dd>
          <dt className="text-muted-foreground">Integrator</dt>
          <dd>{subscription.integratorName ?? companyData.integratorId}</dd>
          <dt className="text-muted-foreground">Signed</dt>
          <dd>{companyData.integratorSecret ? "Yes (HMAC-SHA256)" : "No secret: sent unsigned"}</dd>
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Recent deliveries</h3>
          <DeliveryLog deliveries={subscription.recentDeliveries} />
        </div>
      </CardContent>
    </Card>
  );
}
