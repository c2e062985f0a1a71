import { z } from "zod";
import { ZId } from "../common/bounded.schema";

export const ZCreateDeviceInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  deviceId: z
    .string()
    .trim()
    .min(1, "Please enter your device id")
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "A device id uses letters, digits, '-' and '_' only"),
  name: z.string().trim().min(1).max(80),
  password: z.string().max(256),
});
export type CreateDeviceInput = z.input<typeof ZCreateDeviceInput>;

export interface CurrentDevice {
  deviceId: string;
  name: string;
  company: { id: number; name: string; province: string; timezone: string; country: "Canada" | "USA" };
  location: { id: string; name: string };
}

export interface DeviceStatus {
  deviceId: string;
  name: string;
  locationId: string;
  lastPingAt: string | null;
  online: boolean;
}
