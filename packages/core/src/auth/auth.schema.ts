import { z } from "zod";

export const ZEmail = z
  .string()
  .trim()
  .min(1, "Please enter an email")
  .max(254)
  .email("Please enter a valid email")
  .transform((value) => value.toLowerCase());

export const ZSignInInput = z.object({
  email: ZEmail,
  password: z.string().min(1, "Please enter your password").max(256),
});
export type SignInInput = z.infer<typeof ZSignInInput>;

export const ZDeviceSignInInput = z.object({
  deviceId: z.string().trim().min(1, "Please enter your device id").max(64),
  password: z.string().min(1, "Please enter your password").max(256),
});
export type DeviceSignInInput = z.infer<typeof ZDeviceSignInInput>;
