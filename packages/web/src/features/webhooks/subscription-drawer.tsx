import type { SubscriptionView, WebhookFields } from "@pos/core/webhooks/webhook.schema";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SubscriptionForm } from "./subscription-form";

type Option = { id: string; name: string };
type Props = {
  subscription: SubscriptionView | null;
  integrators: Option[];
  locations: Option[];
  onSave: (subscription: SubscriptionView, fields: WebhookFields) => Promise<void>;
  onClose: () => void;
};

/** Edit opens a 350 px right drawer with the same form (pos-and-accounts.md 2.12, 9). */
export function SubscriptionDrawer({ subscription, integrators, locations, onSave, onClose }: Props) {
  return (
    <Sheet open={subscription !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[350px] overflow-y-auto sm:max-w-[350px]">
        <SheetHeader>
          <SheetTitle>Edit subscription</SheetTitle>
          <SheetDescription>Changes apply to the next events.</SheetDescription>
        </SheetHeader>
        {subscription && (
          <div className="px-4 pb-4">
            <SubscriptionForm
              key={subscription.combineSortKey}
              layout="stack"
              integrators={integrators}
              locations={locations}
              submitLabel="Save"
              defaults={{
                eventType: subscription.companyData.eventType,
                integratorId: subscription.companyData.integratorId,
                url: subscription.companyData.url,
                locationId: subscription.companyData.locationId ?? "",
                integratorSecret: subscription.companyData.integratorSecret ?? "",
              }}
              onSave={(fields) => onSave(subscription, fields)}
            />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
