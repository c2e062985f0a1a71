import { z } from "zod";
import { checkPassword, passwordRulesMessage } from "../common/password-rules";

export const plusInEmailMessage =
  'Please change your email to a valid email address first (email cannot contain "+")';
export const passwordsMustMatchMessage = "Passwords must match";

const resetEmailRequired = "Email is required. Please enter your email address and try again.";
const migrationContextMissing = "Something went wrong, please go to the login page and try again";

const emailField = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(254)
    .email("Please enter a valid email")
    .transform((value) => value.toLowerCase());

/** An e-mail the password flows can serve: the identity rules refuse "+". */
export const ZAccountEmail = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254)
  .refine((value) => !value.includes("+"), plusInEmailMessage)
  .email("Please enter a valid email")
  .transform((value) => value.toLowerCase());

export const ZNewPassword = z
  .string()
  .min(1, "Password is required")
  .max(256)
  .refine((value) => checkPassword(value).valid, passwordRulesMessage);

const confirmation = { confirmPassword: z.string().max(256) };
const newPasswordsMatch = (value: { newPassword: string; confirmPassword: string }) =>
  value.newPassword === value.confirmPassword;
const mismatch = { message: passwordsMustMatchMessage, path: ["confirmPassword"] };

export const ZForgotPasswordInput = z.object({ email: ZAccountEmail });
export type ForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z.object({
  email: emailField(resetEmailRequired),
  verificationCode: z.string().trim().min(1, "Verification code is required").max(32),
  newPassword: ZNewPassword,
});
export type ResetPasswordInput = z.input<typeof ZResetPasswordInput>;
export const ZResetPasswordForm = ZResetPasswordInput.extend(confirmation).refine(
  newPasswordsMatch,
  mismatch,
);

/** The reset screen in temporary-password mode: the temporary password takes the verification code's place. */
export const ZCompleteNewPasswordInput = z.object({
  email: emailField(resetEmailRequired),
  temporaryPassword: z.string().min(1, "Temporary password is required").max(256),
  newPassword: ZNewPassword,
});
export type CompleteNewPasswordInput = z.input<typeof ZCompleteNewPasswordInput>;

/** The legacy migration screen; the e-mail comes from the sign-in that asked for the migration. */
export const ZMigratePasswordInput = z.object({
  email: emailField(migrationContextMissing),
  oldPassword: z.string().min(1, "Old password is required").max(256),
  newPassword: ZNewPassword,
});
export type MigratePasswordInput = z.input<typeof ZMigratePasswordInput>;
export const ZMigratePasswordForm = ZMigratePasswordInput.extend(confirmation).refine(
  newPasswordsMatch,
  mismatch,
);

export const ZVerifyEmailInput = z.object({
  token: z
    .string()
    .trim()
    .min(1, "This verification link is incomplete. Please open the link from the email again.")
    .max(200),
});
export type VerifyEmailInput = z.input<typeof ZVerifyEmailInput>;

/** Sent with PASSWORD_MIGRATION_REQUIRED (`details.migratingUser`) and kept by the web as the migrating-user marker. */
export const ZMigratingUser = z.object({
  id: z.string(),
  email: z.string(),
  entityAssignments: z.array(
    z.object({
      type: z.string(),
      securityRoleId: z.string().nullable(),
      entity: z.object({
        id: z.string(),
        name: z.string(),
        entityType: z.enum(["company", "location"]),
        parentEntityId: z.string().nullable(),
        rootEntityId: z.string(),
      }),
    }),
  ),
});
export type MigratingUser = z.infer<typeof ZMigratingUser>;
