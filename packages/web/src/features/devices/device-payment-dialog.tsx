import { useState } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import { ZDevicePaymentInput } from "@pos/core/admin/device-payment.schema";
import type { AdminDevice } from "@pos/core/admin/devices-admin.schema";
import { PasswordInput } from "@/components/form/password-input";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { DeviceDialog, Field, fieldErrors, type FieldErrors } from "./device-dialog";

type DevicePaymentDialogProps = { companyId: number; device: AdminDevice; onClose: () => void };

type TextField = "merchantId" | "merchantTerminalId" | "merchantUserName" | "terminalIpAddress" | "terminalPort";

const merchantFields: [TextField, string][] = [
  ["merchantId", "Merchant ID"],
  ["merchantTerminalId", "Merchant terminal ID"],
  ["merchantUserName", "Merchant user name"],
];

/**
 * admin.md 3: the device's payment fields. Merrco needs all four merchant fields, Moneris the terminal's IP address
 * and port, BlazePay the paired provider; the device list shows the label that follows.
 */
export function DevicePaymentDialog({ companyId, device, onClose }: DevicePaymentDialogProps) {
  const utils = trpc.useUtils();
  const save = trpc.cardPayments.setDevicePayment.useMutation();
  const [values, setValues] = useState({ ...device.payment });
  const [token, setToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const text = (key: TextField, label: string, placeholder?: string) => (
    <Field id={`device-${key}`} label={label} error={errors[key]}>
      <Input
        id={`device-${key}`}
        autoComplete="off"
        placeholder={placeholder}
        value={values[key]}
        onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      />
    </Field>
  );

  async function submit() {
    const parsed = ZDevicePaymentInput.safeParse({
      companyId,
      deviceId: device.deviceId,
      ...values,
      merchantApiToken: token,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      toast.success(saved.label ? `Payment fields saved: ${saved.label}` : "Payment fields saved");
      await utils.adminCompanies.devices.invalidate({ companyId });
      onClose();
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    }
  }

  return (
    <DeviceDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Payment fields"
      description={`How ${device.name} takes card payments. Leave a field empty to remove it.`}
      submitLabel="Save payment fields"
      pending={save.isPending}
      onSubmit={() => void submit()}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Merrco (all four merchant fields)</legend>
        {merchantFields.map(([key, label]) => text(key, label))}
        <Field id="device-merchant-token" label="Merchant API token" error={errors.merchantApiToken}>
          <PasswordInput
            id="device-merchant-token"
            autoComplete="new-password"
            placeholder={device.payment.hasApiToken ? "Set — type to replace" : "Not set"}
            value={token ?? ""}
            onChange={(event) => setToken(event.target.value)}
          />
        </Field>
      </fieldset>
      <fieldset className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
        <legend className="mb-1 text-sm font-medium">Moneris terminal</legend>
        {text("terminalIpAddress", "IP address", "192.168.1.20")}
        {text("terminalPort", "Port", "8080")}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id="device-blazepay"
          checked={values.paymentTerminalProvider === "BlazePay"}
          onCheckedChange={(checked) =>
            setValues((current) => ({ ...current, paymentTerminalProvider: checked === true ? "BlazePay" : "" }))
          }
        />
        <Label htmlFor="device-blazepay">Paired with a BlazePay terminal</Label>
      </div>
    </DeviceDialog>
  );
}
