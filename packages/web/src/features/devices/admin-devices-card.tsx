import { KeyRound, MonitorSmartphone, MoreHorizontal, Pencil, Plus, Trash2, Wallet } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatCents } from "@pos/core/common/money";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import type { AdminDevice } from "@pos/core/admin/devices-admin.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { AddDeviceDialog } from "./add-device-dialog";
import { ChangeDeviceIdDialog, DeviceCashDialog, DevicePasswordDialog } from "./device-action-dialogs";

type Action = { kind: "id" | "cash" | "password" | "remove"; device: AdminDevice };

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
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">Name</TableHead>
                  <TableHead>Device ID</TableHead>
                  <TableHead>Location</TableHead>
                  <TableHead>Cash</TableHead>
                  <TableHead className="w-12 pr-4">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {!devices.data && <TableSkeletonRows rows={2} columns={5} />}
                {devices.data?.map((device) => (
                  <TableRow key={device.deviceId}>
                    <TableCell className="pl-4">
                      <span className="flex items-center gap-2 font-medium">
                        {device.name}
                        {device.label && <Badge variant="outline">{device.label}</Badge>}
                        {!device.isActive && <Badge variant="secondary">Deactivated</Badge>}
                      </span>
                    </TableCell>
                    <TableCell className="font-mono text-xs">{device.deviceId}</TableCell>
                    <TableCell>{locationName(device.locationId)}</TableCell>
                    <TableCell className="tabular-nums" title={device.deviceCashNote ?? undefined}>
                      {device.deviceCashAmount === null ? "—" : formatCents(device.deviceCashAmount)}
                    </TableCell>
                    <TableCell className="pr-4">
                      <DropdownMenu modal={false}>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={`Actions for ${device.name}`}
                          >
                            <MoreHorizontal aria-hidden />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end" className="w-48">
                          {item("id", device, "Change device ID", Pencil)}
                          {item("cash", device, "Set cash amount", Wallet)}
                          {item("password", device, "Change password", KeyRound)}
                          <DropdownMenuSeparator />
                          {item("remove", device, "Remove", Trash2)}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
