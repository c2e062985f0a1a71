import { useState } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import {
  ZChangeDeviceIdInput,
  ZSetDeviceCashInput,
  ZSetDevicePasswordInput,
  type AdminDevice,
} from "@pos/core/admin/devices-admin.schema";
import { PasswordInput } from "@/components/form/password-input";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { DeviceDialog, Field, fieldErrors, type FieldErrors } from "./device-dialog";

type ActionProps = { companyId: number; device: AdminDevice; onClose: () => void };

/** Validates with the server's schema, saves, toasts, reloads the devices and closes. */
function useDeviceAction(companyId: number, onClose: () => void) {
  const utils = trpc.useUtils();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function run<T>(
    parsed: { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] },
    save: (data: T) => Promise<unknown>,
    success: string,
  ) {
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await save(parsed.data);
      toast.success(success);
      await utils.adminCompanies.devices.invalidate({ companyId });
      onClose();
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    } finally {
      setPending(false);
    }
  }
  return { errors, pending, run };
}

export function ChangeDeviceIdDialog({ companyId, device, onClose }: ActionProps) {
  const change = trpc.adminCompanies.changeDeviceId.useMutation();
  const action = useDeviceAction(companyId, onClose);
  const [newDeviceId, setNewDeviceId] = useState(device.deviceId);
  return (
    <DeviceDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change device ID"
      description={`${device.name} is signed out and signs in again with the new ID.`}
      submitLabel="Change ID"
      pending={action.pending}
      onSubmit={() =>
        void action.run(
          ZChangeDeviceIdInput.safeParse({ companyId, deviceId: device.deviceId, newDeviceId }),
          (data) => change.mutateAsync(data),
          adminToasts.deviceIdChanged,
        )
      }
    >
      <Field id="new-device-id" label="New device ID" error={action.errors.newDeviceId}>
        <Input
          id="new-device-id"
          autoComplete="off"
          value={newDeviceId}
          onChange={(event) => setNewDeviceId(event.target.value)}
        />
      </Field>
    </DeviceDialog>
  );
}

export function DeviceCashDialog({ companyId, device, onClose }: ActionProps) {
  const setCash = trpc.adminCompanies.setDeviceCash.useMutation();
  const action = useDeviceAction(companyId, onClose);
  const [amount, setAmount] = useState<number | null>(device.deviceCashAmount);
  const [note, setNote] = useState("");
  return (
    <DeviceDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Set cash amount"
      description={`The cash ${device.name}'s drawer should hold.`}
      submitLabel="Save amount"
      pending={action.pending}
      onSubmit={() =>
        void action.run(
          ZSetDeviceCashInput.safeParse({
            companyId,
            deviceId: device.deviceId,
            deviceCashAmount: amount ?? undefined,
            note,
          }),
          (data) => setCash.mutateAsync(data),
          "Cash amount updated",
        )
      }
    >
      <Field id="device-cash" label="Cash amount" error={action.errors.deviceCashAmount}>
        <CurrencyInput id="device-cash" value={amount} onChange={setAmount} onlyPositive />
      </Field>
      <Field id="device-cash-note" label="Note" error={action.errors.note}>
        <Textarea
          id="device-cash-note"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
    </DeviceDialog>
  );
}

export function DevicePasswordDialog({ companyId, device, onClose }: ActionProps) {
  const setPassword = trpc.adminCompanies.setDevicePassword.useMutation();
  const action = useDeviceAction(companyId, onClose);
  const [password, setValue] = useState("");
  return (
    <DeviceDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change password"
      description={`${device.name} is signed out and signs in again with the new password.`}
      submitLabel="Change password"
      pending={action.pending}
      onSubmit={() =>
        void action.run(
          ZSetDevicePasswordInput.safeParse({ companyId, deviceId: device.deviceId, password }),
          (data) => setPassword.mutateAsync(data),
          "Password changed",
        )
      }
    >
      <Field id="device-new-password" label="New password" error={action.errors.password}>
        <PasswordInput
          id="device-new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
    </DeviceDialog>
  );
}
