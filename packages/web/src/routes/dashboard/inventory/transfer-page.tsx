import { ArrowRight, XCircle } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import type { TransferView } from "@pos/core/inventory/transfer.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { DraftEditor } from "./draft-editor";
import { PackingSlip } from "./packing-slip";
import { PackingSlipDialog } from "./packing-slip-dialog";
import { ReceiveDialog } from "./receive-dialog";
import { SentLines } from "./sent-lines";
import { transferPaths } from "./transfer-paths";
import { TransferStatusBadge } from "./transfer-status-badge";

/** inventory/transfer/editTransfer/{id}: a draft's editor, or a sent transfer with receiving and its packing slip. */
export function TransferPage() {
  const { company } = useCompany();
  const { id = "" } = useParams();
  const paths = transferPaths(company.id);
  const transfer = trpc.transfers.get.useQuery({ companyId: company.id, transferId: id });

  if (transfer.error) {
    if (httpStatusOf(transfer.error) === 404)
      return (
        <NotFound
          title="Transfer not found"
          message="This transfer does not exist or belongs to another company."
          backTo={paths.list}
          backLabel="Back to transfers"
        />
      );
    return (
      <PageError
        error={transfer.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void transfer.refetch()}
      />
    );
  }
  if (!transfer.data) return <PageSpinner label="Loading transfer" />;
  return <TransferScreen transfer={transfer.data} />;
}

function TransferScreen({ transfer }: { transfer: TransferView }) {
  const { company, locations } = useCompany();
  const paths = transferPaths(company.id);
  const utils = trpc.useUtils();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancel = trpc.transfers.cancel.useMutation();
  const nameOf = (locationId: string) =>
    locations.find((location) => location.id === locationId)?.name ?? "Hidden location";
  const fromName = nameOf(transfer.fromLocationId);
  const toName = nameOf(transfer.toLocationId);
  const sent = !["draft", "cancelled"].includes(transfer.status);
  const cancellable =
    !["cancelled", "received", "partial"].includes(transfer.status) && transfer.receivedUnits === 0;
  const receivable = ["sent", "partial"].includes(transfer.status);
  const ref = { companyId: company.id, transferId: transfer.id };

  const onCancel = async () => {
    const view = await cancel.mutateAsync(ref);
    utils.transfers.get.setData(ref, view);
    void utils.transfers.list.invalidate();
    setConfirmCancel(false);
    toast.success(`Transfer #${view.number} cancelled`);
  };
  const dates = [
    `Created ${formatDateTime(transfer.createDate, company.timezone)} by ${transfer.createdBy.name}`,
    transfer.sentDate && `sent ${formatDateTime(transfer.sentDate, company.timezone)}`,
    transfer.completeDate &&
      `${transfer.status === "cancelled" ? "cancelled" : "received"} ${formatDateTime(transfer.completeDate, company.timezone)}`,
  ].filter(Boolean);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={`Transfer #${transfer.number}`}
        back={{ to: paths.list, label: "Transfers" }}
        description={
          <span className="grid gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <TransferStatusBadge status={transfer.status} />
              <span className="font-medium text-foreground">{fromName}</span>
              <ArrowRight className="size-4" aria-label="to" />
              <span className="font-medium text-foreground">{toName}</span>
            </span>
            <span>{dates.join(", ")}</span>
          </span>
        }
        actions={
          <>
            {transfer.lines.length > 0 && (
              <PackingSlipDialog
                transfer={transfer}
                companyName={company.name}
                fromName={fromName}
                toName={toName}
              />
            )}
            {sent && cancellable && (
              <Button variant="outline" onClick={() => setConfirmCancel(true)}>
                <XCircle aria-hidden />
                Cancel transfer
              </Button>
            )}
            {receivable && <ReceiveDialog transfer={transfer} toName={toName} />}
          </>
        }
      />
      {transfer.status === "draft" ? (
        <DraftEditor key={transfer.updateDate} transfer={transfer} onCancel={() => setConfirmCancel(true)} />
      ) : (
        <>
          {transfer.notes && (
            <Card>
              <CardContent className="text-sm whitespace-pre-wrap">{transfer.notes}</CardContent>
            </Card>
          )}
          <Card className="py-0">
            <CardContent className="px-0">
              <SentLines transfer={transfer} />
            </CardContent>
          </Card>
        </>
      )}
      {transfer.lines.length > 0 && (
        <div className="hidden print:block">
          <PackingSlip
            transfer={transfer}
            companyName={company.name}
            fromName={fromName}
            toName={toName}
            timeZone={company.timezone}
            printed
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={(open) => {
          setConfirmCancel(open);
          cancel.reset();
        }}
        title={`Cancel transfer #${transfer.number}?`}
        description={
          transfer.status === "draft" ? (
            <p>The draft is closed and nothing moves.</p>
          ) : (
            <p>The units already sent go back into {fromName}'s stock at the cost they left with.</p>
          )
        }
        confirmLabel="Cancel transfer"
        onConfirm={() => void onCancel().catch(() => undefined)}
        pending={cancel.isPending}
        error={
          cancel.error
            ? { title: "The transfer was not cancelled", message: errorMessage(cancel.error) }
            : null
        }
      />
    </div>
  );
}
