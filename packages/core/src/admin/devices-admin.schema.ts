import { z } from "zod";
import { inputLimits } from "../common/bounded.schema";
import { ZCompanyId } from "../company/company.schema";
import type { DevicePaymentFields } from "./device-payment.schema";

export const deviceLabels = ["Merrco", "Moneris", "BlazePay"] as const;
export type DeviceLabel = (typeof deviceLabels)[number];

export type LabelledFields = {
  merchantId?: string;
  merchantTerminalId?: string;
  merchantUserName?: string;
  merchantApiToken?: string;
  terminalIpAddress?: string;
  terminalPort?: string;
  paymentTerminalProvider?: string;
};

const present = (value: string | undefined): boolean => Boolean(value?.trim());

/**
 * admin.md 3: Merrco when all four merchant fields are set; Moneris when the terminal's IP address and port
 * are; BlazePay when the device is paired with a BlazePay terminal; otherwise no label.
 */
export function deviceLabel(device: LabelledFields): DeviceLabel | null {
  const merchant = [
    device.merchantId,
    device.merchantTerminalId,
    device.merchantUserName,
    device.merchantApiToken,
  ];
  if (merchant.every(present)) return "Merrco";
  if (present(device.terminalIpAddress) && present(device.terminalPort)) return "Moneris";
  if (device.paymentTerminalProvider?.trim().toLowerCase() === "blazepay") return "BlazePay";
  return null;
}

export const deviceIdMessages = {
  required: "Please enter the device id",
  newRequired: "Please enter the new device id",
  format: "A device id uses letters, digits, '-' and '_' only",
  taken: "This device id is already in use",
  same: "The new device id is the same as the current one",
} as const;

const deviceIdField = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(64, "A device id has at most 64 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, deviceIdMessages.format);

export const ZAddDeviceInput = z.object({
  companyId: ZCompanyId,
  name: z.string().trim().min(1, "Please enter the device name").max(80),
  deviceId: deviceIdField(deviceIdMessages.required),
  password: z.string().min(1, "Please enter a password").max(256),
  locationId: z.string().min(1, "Please select a location").max(inputLimits.id),
});
export type AddDeviceInput = z.input<typeof ZAddDeviceInput>;

export const ZDeviceRef = z.object({ companyId: ZCompanyId, deviceId: z.string().trim().min(1).max(64) });
export type DeviceRef = z.input<typeof ZDeviceRef>;

/** admin.md 5: changing the device id needs a non-empty new id. */
export const ZChangeDeviceIdInput = ZDeviceRef.extend({
  newDeviceId: deviceIdField(deviceIdMessages.newRequired),
});
export type ChangeDeviceIdInput = z.input<typeof ZChangeDeviceIdInput>;

export const ZSetDeviceCashInput = ZDeviceRef.extend({
  deviceCashAmount: z
    .number({ error: "Please enter the cash amount" })
    .int("Cash is counted in cents")
    .min(0, "The cash amount cannot be negative")
    .max(100_000_000, "The cash amount is too large"),
  note: z.string().trim().min(1, "Please add a note").max(500, "A note has at most 500 characters"),
});
export type SetDeviceCashInput = z.input<typeof ZSetDeviceCashInput>;

export const ZSetDevicePasswordInput = ZDeviceRef.extend({
  password: z.string().min(1, "Please enter a password").max(256),
});
export type SetDevicePasswordInput = z.input<typeof ZSetDevicePasswordInput>;

export interface AdminDevice {
  deviceId: string;
  name: string;
  locationId: string;
  isActive: boolean;
  createDate: string;
  label: DeviceLabel | null;
  deviceCashAmount: number | null;
  deviceCashNote: string | null;
  /** admin.md 3: the merchant payment fields that give the label. */
  payment: DevicePaymentFields;
}
