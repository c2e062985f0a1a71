import { z } from "zod";

export const ZUserRef = z.object({ userId: z.string().trim().min(1).max(64) });
export type UserRef = z.input<typeof ZUserRef>;

/**
 * How far a user's account got: "none" (no password yet: they use Forgot password or get a temporary one),
 * "temporary" (never signed in: the temporary password must be replaced), "current", or "legacy" (imported).
 */
export type PasswordState = "none" | "temporary" | "current" | "legacy";

/** A user of a company as the admin area lists them. */
export interface CompanyAccount {
  id: string;
  name: string;
  /** null: register-only staff, who have no dashboard sign-in. */
  email: string | null;
  isActive: boolean;
  emailVerified: boolean;
  passwordState: PasswordState;
  /** When the temporary password stops working (passwordState "temporary"). */
  temporaryPasswordExpiresAt: string | null;
}
