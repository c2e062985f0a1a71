import { z } from "zod";
import { ZDeviceRef } from "./devices-admin.schema";

const field = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/**
 * admin.md 3: a device's payment fields. The four merchant fields make it a Merrco device, the terminal's IP
 * address and port a Moneris one, the payment terminal provider BlazePay. An empty field is removed; the API token
 * is write-only (null keeps the stored one).
 */
export const ZDevicePaymentInput = ZDeviceRef.extend({
  merchantId: field(64),
  merchantTerminalId: field(64),
  merchantUserName: field(128),
  merchantApiToken: field(256).nullable(),
  terminalIpAddress: z.union([z.literal(""), z.ipv4("Enter an IPv4 address, e.g. 192.168.1.20").max(15)]),
  terminalPort: z
    .string()
    .trim()
    .max(5, "Enter a port number from 1 to 65535")
    .regex(/^(\d{1,5})?$/, "Enter a port number from 1 to 65535")
    .refine(
      (port) => port === "" || (Number(port) >= 1 && Number(port) <= 65_535),
      "Enter a port number from 1 to 65535",
    ),
  paymentTerminalProvider: z.enum(["", "BlazePay"]),
});
export type DevicePaymentInput = z.input<typeof ZDevicePaymentInput>;

/** What the admin device screen shows and edits (the API token only as set or not). */
export interface DevicePaymentFields {
  merchantId: string;
  merchantTerminalId: string;
  merchantUserName: string;
  hasApiToken: boolean;
  terminalIpAddress: string;
  terminalPort: string;
  paymentTerminalProvider: "" | "BlazePay";
}
