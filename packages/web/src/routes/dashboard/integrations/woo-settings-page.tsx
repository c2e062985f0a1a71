import { useState } from "react";
import { toast } from "sonner";
import { wooMessages } from "@pos/core/integrations/woocommerce/woo.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { CopyButton } from "@/components/shared/copy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { HealthSummary } from "@/features/integrations/health-summary";
import { WooConnectForm } from "@/features/integrations/woo-connect-form";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { IntegrationTabs, wooBase, wooTabs } from "./integration-tabs";

/** integrations/wooCommerce/settings: connect a store, test it, pull orders now, disconnect. */
export function WooSettingsPage() {
  const { company, locations } = useCompany();
  const companyId = company.id;
  const settings = trpc.wooCommerce.settings.useQuery({ companyId });
  const utils = trpc.useUtils();
  const test = trpc.wooCommerce.test.useMutation({
    onSettled: () => void utils.wooCommerce.settings.invalidate(),
  });
  const pull = trpc.wooCommerce.pullOrders.useMutation({
    onSettled: () => void utils.wooCommerce.settings.invalidate(),
  });
  const disconnect = trpc.wooCommerce.disconnect.useMutation();
  const [confirming, setConfirming] = useState(false);

  if (settings.error)
    return (
      <PageError
        error={settings.error}
        permission="CAN_MANAGE_INTEGRATIONS"
        onRetry={() => void settings.refetch()}
      />
    );

  const connection = settings.data?.connection ?? null;
  const locationName = locations.find((location) => location.id === connection?.locationId)?.name ?? "—";
  const runTest = async () => {
    const result = await test.mutateAsync({ companyId });
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  };
  const runPull = async () => {
    try {
      const result = await pull.mutateAsync({ companyId });
      const summary = `${result.imported} new online order${result.imported === 1 ? "" : "s"} in the payment queue`;
      if (result.message) toast.warning(`${summary}. ${result.message}`);
      else toast.success(summary);
    } catch (error) {
      toast.error(serverMessageOr(error, "Orders could not be pulled"));
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="WooCommerce"
        description="Sell online: push products and stock to your WooCommerce store, and bring its orders into the payment queue."
      />
      <IntegrationTabs base={wooBase(companyId)} tabs={wooTabs} />
      {!settings.data ? (
        <Skeleton className="h-48 w-full" />
      ) : connection ? (
        <Card>
          <CardHeader>
            <CardTitle>Connected store</CardTitle>
            <CardDescription className="flex items-center gap-1">
              <span className="break-all">{connection.storeUrl}</span>
              <CopyButton text={connection.storeUrl} label="store address" />
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-sm">
              Consumer key ending <span className="font-mono">…{connection.keyLast4}</span> · online orders go
              to <strong>{locationName}</strong> · new orders are pulled every minute.
            </p>
            <HealthSummary
              health={connection.health}
              counts={{ synced: "Products pushed", imported: "Orders pulled" }}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void runTest()} disabled={test.isPending}>
                {test.isPending && <Spinner />}
                Test connection
              </Button>
              <Button variant="outline" onClick={() => void runPull()} disabled={pull.isPending}>
                {pull.isPending && <Spinner />}
                Pull orders now
              </Button>
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
      {settings.data && (
        <Card>
          <CardHeader>
            <CardTitle>{connection ? "Replace the keys" : "Connect your store"}</CardTitle>
            <CardDescription>The keys are tested with the store before anything is saved.</CardDescription>
          </CardHeader>
          <CardContent>
            <WooConnectForm
              key={connection?.storeUrl ?? "new"}
              companyId={companyId}
              locations={locations}
              simulatorUrl={settings.data.simulatorUrl}
              defaults={
                connection ? { storeUrl: connection.storeUrl, locationId: connection.locationId } : undefined
              }
            />
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect WooCommerce?"
        description="The keys are forgotten and orders stop coming in. Category mappings and chosen products are kept."
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        onConfirm={() =>
          void disconnect.mutateAsync({ companyId }).then((next) => {
            utils.wooCommerce.settings.setData({ companyId }, next);
            setConfirming(false);
            toast.success(wooMessages.disconnected);
          })
        }
      />
    </div>
  );
}
