import { Send, Webhook } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import {
  webhookMessages,
  type SubscriptionView,
  type WebhookFields,
} from "@pos/core/webhooks/webhook.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { SubscriptionCard } from "@/features/webhooks/subscription-card";
import { SubscriptionDrawer } from "@/features/webhooks/subscription-drawer";
import { SubscriptionForm } from "@/features/webhooks/subscription-form";
import { httpStatusOf, isApiError, isNetworkError, serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const failed = (title: string, error: unknown, fallback = title) =>
  isApiError(error) && !isNetworkError(error)
    ? toast.error(title, { description: serverMessageOr(error, title) })
    : toast.error(fallback);

/** /admin/companies/{companyId}/subscriptions (pos-and-accounts.md 2.12). */
export function SubscriptionsPage() {
  const companyId = Number(useParams().companyId);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const utils = trpc.useUtils();
  const options = trpc.webhooks.formOptions.useQuery({ companyId }, { enabled: valid, retry: false });
  const list = trpc.webhooks.list.useQuery({ companyId }, { enabled: valid && options.isSuccess });
  const create = trpc.webhooks.create.useMutation();
  const update = trpc.webhooks.update.useMutation();
  const remove = trpc.webhooks.delete.useMutation();
  const deliver = trpc.webhooks.deliverNow.useMutation();
  const [editing, setEditing] = useState<SubscriptionView | null>(null);
  const [deleting, setDeleting] = useState<SubscriptionView | null>(null);
  const notFound = !valid || (options.error && httpStatusOf(options.error) === 404);

  useEffect(() => {
    if (notFound) toast.error(webhookMessages.companyNotFound);
  }, [notFound]);
  useEffect(() => {
    if (list.error) toast.error(webhookMessages.loadError);
  }, [list.error]);

  const back = { to: valid ? `/admin/companies/${companyId}` : "/admin/companies", label: "Back to company" };
  if (notFound)
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <PageHeader title="Webhook subscriptions" back={back} />
        <EmptyState icon={Webhook} title={webhookMessages.companyNotFound} />
      </div>
    );
  if (options.error)
    return <LoadError message={webhookMessages.loadError} onRetry={() => void options.refetch()} />;
  if (!options.data) return <PageSpinner label="Loading subscriptions" />;

  const { companyName, integrators, locations } = options.data;
  const refresh = () => utils.webhooks.list.invalidate({ companyId });
  const onCreate = async (fields: WebhookFields) => {
    try {
      await create.mutateAsync({ companyId, ...fields });
    } catch (error) {
      failed(webhookMessages.createError, error, webhookMessages.createFailed);
      throw error;
    }
    toast.success(webhookMessages.created);
    await refresh();
  };
  const onUpdate = async (subscription: SubscriptionView, fields: WebhookFields) => {
    try {
      await update.mutateAsync({ companyId, combineSortKey: subscription.combineSortKey, ...fields });
    } catch (error) {
      failed(webhookMessages.updateError, error);
      throw error;
    }
    toast.success(webhookMessages.updated);
    setEditing(null);
    await refresh();
  };
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ companyId, combineSortKey: deleting.combineSortKey });
      toast.success(webhookMessages.deleted);
      setDeleting(null);
      await refresh();
    } catch (error) {
      failed(webhookMessages.deleteError, error);
    }
  };
  const onDeliver = async () => {
    try {
      const result = await deliver.mutateAsync();
      toast.success(
        `Delivery run: ${result.delivered} delivered, ${result.retry} to retry, ${result.failed} failed`,
      );
      await refresh();
    } catch (error) {
      failed("Unable to run deliveries", error);
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title={`${companyName} - Webhook subscriptions`}
        description="Each subscription receives a signed JSON POST for its event type, retried with backoff on failure."
        back={back}
        actions={
          <Button variant="outline" onClick={() => void onDeliver()} disabled={deliver.isPending}>
            {deliver.isPending ? <Spinner /> : <Send aria-hidden />}
            Deliver now
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>New subscription</CardTitle>
        </CardHeader>
        <CardContent>
          <SubscriptionForm
            layout="row"
            integrators={integrators}
            locations={locations}
            submitLabel="Create subscription"
            resetAfterSave
            onSave={onCreate}
          />
        </CardContent>
      </Card>
      <section className="grid gap-4" aria-label="Subscriptions">
        {list.isPending && <PageSpinner label="Loading subscriptions" />}
        {list.error && <LoadError message={webhookMessages.loadError} onRetry={() => void list.refetch()} />}
        {list.data?.length === 0 && (
          <EmptyState icon={Webhook} title="No webhook subscriptions">
            Create one above to send this company's events to an integrator.
          </EmptyState>
        )}
        {list.data?.map((subscription) => (
          <SubscriptionCard
            key={subscription.combineSortKey}
            subscription={subscription}
            onEdit={() => setEditing(subscription)}
            onDelete={() => setDeleting(subscription)}
          />
        ))}
      </section>
      <SubscriptionDrawer
        subscription={editing}
        integrators={integrators}
        locations={locations}
        onSave={onUpdate}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this subscription?"
        description={deleting ? `Events will no longer be sent to ${deleting.companyData.url}.` : ""}
        confirmLabel="Delete"
        onConfirm={() => void onDelete()}
        pending={remove.isPending}
      />
    </div>
  );
}
