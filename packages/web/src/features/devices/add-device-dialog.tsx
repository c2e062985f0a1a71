import { useState } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import { ZAddDeviceInput } from "@pos/core/admin/devices-admin.schema";
import { PasswordInput } from "@/components/form/password-input";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { DeviceDialog, Field, fieldErrors, type FieldErrors } from "./device-dialog";

type AddDeviceDialogProps = {
  companyId: number;
  locations: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const empty = { name: "", deviceId: "", password: "", locationId: "" };

/** admin.md 7 "POST device": name, device id, password and location. */
export function AddDeviceDialog({ companyId, locations, open, onOpenChange }: AddDeviceDialogProps) {
  const utils = trpc.useUtils();
  const add = trpc.adminCompanies.addDevice.useMutation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (field: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function close(next: boolean) {
    if (!next) {
      setValues(empty);
      setErrors({});
    }
    onOpenChange(next);
  }

  async function submit() {
    const parsed = ZAddDeviceInput.safeParse({ companyId, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      toast.success(adminToasts.deviceAdded);
      await utils.adminCompanies.devices.invalidate({ companyId });
      close(false);
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    }
  }

  return (
    <DeviceDialog
      open={open}
      onOpenChange={close}
      title="Add device"
      description="A register signs in with its device id and password."
      submitLabel="Add device"
      pending={add.isPending}
      onSubmit={() => void submit()}
    >
      <Field id="device-name" label="Name" error={errors.name}>
        <Input
          id="device-name"
          value={values.name}
          onChange={(event) => change("name")(event.target.value)}
        />
      </Field>
      <Field id="device-id" label="Device ID" error={errors.deviceId}>
        <Input
          id="device-id"
          autoComplete="off"
          value={values.deviceId}
          onChange={(event) => change("deviceId")(event.target.value)}
        />
      </Field>
      <Field id="device-password" label="Password" error={errors.password}>
        <PasswordInput
          id="device-password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => change("password")(event.target.value)}
        />
      </Field>
      <Field id="device-location" label="Location" error={errors.locationId}>
        <Select value={values.locationId} onValueChange={change("locationId")}>
          <SelectTrigger id="device-location" className="w-full">
            <SelectValue placeholder="Select a location" />
          </SelectTrigger>
          <SelectContent>
            {locations.map((location) => (
              <SelectItem key={location.id} value={location.id}>
                {location.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    </DeviceDialog>
  );
}
