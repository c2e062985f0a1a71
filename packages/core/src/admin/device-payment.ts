import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { AppError } from "../common/errors";
import { sealSecret } from "../common/secret-box";
import { Device, type DeviceItem } from "../device/device.entity";
import { deviceLabel, type AdminDevice } from "./devices-admin.schema";
import { ZDevicePaymentInput, type DevicePaymentFields, type DevicePaymentInput } from "./device-payment.schema";

const service = new Service({ device: Device, audit: AuditEntry });

export const devicePaymentFields = (device: DeviceItem): DevicePaymentFields => ({
  merchantId: device.merchantId ?? "",
  merchantTerminalId: device.merchantTerminalId ?? "",
  merchantUserName: device.merchantUserName ?? "",
  hasApiToken: Boolean(device.merchantApiToken),
  terminalIpAddress: device.terminalIpAddress ?? "",
  terminalPort: device.terminalPort ?? "",
  paymentTerminalProvider: device.paymentTerminalProvider === "BlazePay" ? "BlazePay" : "",
});

const audited = (fields: DevicePaymentFields) => ({
  ...fields,
  label: deviceLabel({ ...fields, merchantApiToken: fields.hasApiToken ? "set" : "" }),
});

/** Saves a device's payment fields (its Merrco, Moneris or BlazePay label follows), with an audit entry. */
export async function setDevicePayment(
  input: DevicePaymentInput,
  by: AuditActor,
): Promise<Pick<AdminDevice, "deviceId" | "label"> & { payment: DevicePaymentFields }> {
  const { companyId, deviceId, merchantApiToken, ...fields } = ZDevicePaymentInput.parse(input);
  const device = (await Device.get({ companyId, deviceId }).go({ consistent: true })).data;
  if (!device) throw new AppError("NOT_FOUND", "Device not found");
  // The token is sealed at rest (AES-256-GCM under SECRETS_KEY); only the provider integration opens it.
  const token = merchantApiToken === null ? (device.merchantApiToken ?? "") : merchantApiToken && sealSecret(merchantApiToken);
  const values = { ...fields, merchantApiToken: token };
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const remove = Object.entries(values)
    .filter(([, value]) => value === "")
    .map(([key]) => key as keyof typeof values);
  const after: DeviceItem = { ...device, ...set };
  for (const key of remove) delete after[key];
  const entry = auditEntry(by, {
    companyId,
    action: "device.payment",
    targetId: deviceId,
    targetLabel: device.name,
    before: audited(devicePaymentFields(device)),
    after: audited(devicePaymentFields(after)),
  });
  const result = await service.transaction
    .write(({ device: devices, audit }) => [
      devices
        .patch({ companyId, deviceId })
        .set(set)
        .remove(remove)
        .where((attributes, { exists }) => exists(attributes.deviceId))
        .commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "Device not found");
  return { deviceId, label: deviceLabel(after), payment: devicePaymentFields(after) };
}
