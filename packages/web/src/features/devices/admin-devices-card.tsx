import { CreditCard, KeyRound, MonitorSmartphone, MoreHorizontal, Pencil, Plus, Trash2, Wallet } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import type { AdminDevice } from "@pos/core/admin/devices-admin.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { AddDeviceDialog } from "./add-device-dialog";
import { adminDeviceColumns } from "./admin-device-columns";
import { ChangeDeviceIdDialog, DeviceCashDialog, DevicePasswordDialog } from "./device-action-dialogs";
import { DevicePaymentDialog } from "./device-payment-dialog";

type Action = { kind: "id" | "cash" | "password" | "payment" | "remove"; device: AdminDevice };

type AdminDevicesCardProps = { companyId: number; locations: { id: string; name: string }[] };

/** admin.md 2 and 7: the company's registers with their payment label; add, change id, cash, password, remove. */
export function AdminDevicesCard({ companyId, locations }: AdminDevicesCardProps) {
  const utils = trpc.useUtils();
  const devices = trpc.adminCompanies.devices.useQuery({ companyId });
  const remove = trpc.adminCompanies.removeDevice.useMutation();
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const locationName = (id: string) => locations.find((location) => location.id === id)?.name ?? id;
  const close = () => setAction(null);

  async function confirmRemove(device: AdminDevice) {
    try {
      await remove.mutateAsync({ companyId, deviceId: device.deviceId });
      toast.success(adminToasts.deviceRemoved);
      await utils.adminCompanies.devices.invalidate({ companyId });
      close();
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    }
  }

  const item = (kind: Action["kind"], device: AdminDevice, label: string, Icon: typeof Pencil) => (
    <DropdownMenuItem
      variant={kind === "remove" ? "destructive" : "default"}
      onSelect={() => setAction({ kind, device })}
    >
      <Icon aria-hidden />
      {label}
    </DropdownMenuItem>
  );

  const columns = adminDeviceColumns({
    locationName,
    actions: (device) => (
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${device.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-48">
          {item("id", device, "Change device ID", Pencil)}
          {item("cash", device, "Set cash amount", Wallet)}
          {item("password", device, "Change password", KeyRound)}
          {item("payment", device, "Payment fields", CreditCard)}
          <DropdownMenuSeparator />
          {item("remove", device, "Remove", Trash2)}
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  });
  const table = useDataTable({ data: devices.data, columns, getRowId: (device) => device.deviceId });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>POS registers of this company and their card terminals.</CardDescription>
        <CardAction>
          <Button size="sm" onClick={() => setAdding(true)} disabled={locations.length === 0}>
            <Plus aria-hidden />
            Add device
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {devices.error ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
            <p className="text-muted-foreground">{adminErrorMessage(devices.error, "Failed to load")}</p>
            <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
              Try again
            </Button>
          </div>
        ) : devices.data?.length === 0 ? (
          <EmptyState icon={MonitorSmartphone} title="No devices">
            Add a device so a store can sign in to the register.
          </EmptyState>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <DataTable table={table} loading={!devices.data} loadingRows={2} />
          </div>
        )}
      </CardContent>
      <AddDeviceDialog companyId={companyId} locations={locations} open={adding} onOpenChange={setAdding} />
      {action?.kind === "id" && (
        <ChangeDeviceIdDialog companyId={companyId} device={action.device} onClose={close} />
      )}
      {action?.kind === "cash" && (
        <DeviceCashDialog companyId={companyId} device={action.device} onClose={close} />
      )}
      {action?.kind === "payment" && (
        <DevicePaymentDialog companyId={companyId} device={action.device} onClose={close} />
      )}
      {action?.kind === "password" && (
        <DevicePasswordDialog companyId={companyId} device={action.device} onClose={close} />
      )}
      <ConfirmDialog
        open={action?.kind === "remove"}
        onOpenChange={(open) => !open && close()}
        title={`Remove ${action?.device.name ?? "device"}?`}
        description="The register is signed out at once and its device ID becomes free. This cannot be undone."
        confirmLabel="Remove device"
        pending={remove.isPending}
        onConfirm={() => action && void confirmRemove(action.device)}
      />
    </Card>
  );
}
