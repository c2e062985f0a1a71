import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { CopyButton } from "@/components/shared/copy-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { HealthSummary } from "@/features/integrations/health-summary";
import { QbAccountForm } from "@/features/integrations/qb-account-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { IntegrationTabs, qbBase, qbTabs } from "./integration-tabs";

/** integrations/quickBooks/main/settings: the connection and the account mapping of the daily journal. */
export function QbSettingsPage() {
  const { company } = useCompany();
  const companyId = company.id;
  const settings = trpc.quickBooks.settings.useQuery({ companyId });
  const utils = trpc.useUtils();
  const disconnect = trpc.quickBooks.disconnect.useMutation({
    onSuccess: () => void utils.quickBooks.invalidate(),
  });
  const [confirming, setConfirming] = useState(false);

  if (settings.error)
    return (
      <PageError
        error={settings.error}
        permission="CAN_MANAGE_INTEGRATIONS"
        onRetry={() => void settings.refetch()}
      />
    );

  const data = settings.data;
  const connection = data?.connection ?? null;
  const connectLink = (
    <Button asChild>
      <Link to={`${qbBase(companyId)}/authConnect`}>
        {connection ? "Reconnect" : "Connect to QuickBooks"}
      </Link>
    </Button>
  );
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="QuickBooks"
        description="Each day's sales go to QuickBooks Online as one journal entry."
      />
      <IntegrationTabs base={qbBase(companyId)} tabs={qbTabs} />
      {!data ? (
        <Skeleton className="h-48 w-full" />
      ) : !data.configured ? (
        <Alert>
          <AlertDescription>
            QuickBooks is not set up on this server yet. Support configures the Intuit app keys.
          </AlertDescription>
        </Alert>
      ) : !connection ? (
        <Card>
          <CardHeader>
            <CardTitle>Connect QuickBooks Online</CardTitle>
            <CardDescription>
              You sign in at Intuit and choose the company; the POS never sees your password.
            </CardDescription>
          </CardHeader>
          <CardContent>{connectLink}</CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Connected</CardTitle>
              <CardDescription className="flex items-center gap-1">
                QuickBooks company {connection.realmId}
                <CopyButton text={connection.realmId} label="QuickBooks company id" />
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <HealthSummary health={connection.health} counts={{ synced: "Days synced" }} />
              <div className="flex gap-2">
                {connectLink}
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  Disconnect
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Accounts</CardTitle>
              <CardDescription>
                Where each part of a day's sales is posted. The daily sync needs all five.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.accountsError ? (
                <Alert variant="destructive">
                  <AlertDescription>{data.accountsError}</AlertDescription>
                </Alert>
              ) : (
                <QbAccountForm companyId={companyId} accounts={data.qbAccounts} saved={connection.accounts} />
              )}
            </CardContent>
          </Card>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect QuickBooks?"
        description="Daily journal entries stop. Entries already posted stay in QuickBooks."
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        onConfirm={() =>
          void disconnect.mutateAsync({ companyId }).then(() => {
            setConfirming(false);
            toast.success("QuickBooks disconnected");
          })
        }
      />
    </div>
  );
}
