import { z } from "zod";
import {
  passwordsMustMatchMessage,
  ZCompleteNewPasswordInput,
  ZNewPassword,
  ZResetPasswordInput,
} from "@pos/core/auth/password-flows.schema";
import { checkPassword } from "@pos/core/common/password-rules";

const temporaryPasswordMode = "temporaryPassword";

export type ResetScreen = {
  /** After sign-in answered NEW_PASSWORD_REQUIRED: the code field is the temporary password. */
  temporary: boolean;
  /** The e-mail from the query, lower-cased; "" when missing or not an e-mail. */
  email: string;
  /** The Email field shows when the query asks for it, or when the e-mail is not known from the query. */
  askEmail: boolean;
};

export function resetScreenOf(params: URLSearchParams): ResetScreen {
  const email = ZResetPasswordInput.shape.email.safeParse(params.get("email") ?? "");
  const known = email.success ? email.data : "";
  return {
    temporary: params.get("mode") === temporaryPasswordMode,
    email: known,
    askEmail: params.get("resetEmployeePassword") === "true" || known === "",
  };
}

/** The reset screen for this e-mail; `temporary` opens it in temporary-password mode. */
export function resetPasswordPath({
  email,
  temporary = false,
}: {
  email: string;
  temporary?: boolean;
}): string {
  const query = new URLSearchParams(temporary ? { mode: temporaryPasswordMode, email } : { email });
  return `/resetPasswordV2?${query.toString()}`;
}

/** The reset form: the core schemas' fields, the code being the temporary password in that mode. */
export function resetFormSchema(temporary: boolean) {
  const { email, verificationCode } = ZResetPasswordInput.shape;
  return z
    .object({
      email,
      code: temporary ? ZCompleteNewPasswordInput.shape.temporaryPassword : verificationCode,
      newPassword: ZNewPassword,
      confirmPassword: z.string(),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      message: passwordsMustMatchMessage,
      path: ["confirmPassword"],
    });
}
export type ResetFormInput = z.input<ReturnType<typeof resetFormSchema>>;
export type ResetFormOutput = z.output<ReturnType<typeof resetFormSchema>>;

/** Submit is enabled only when the code, a valid new password, its confirmation and a needed e-mail are there. */
export function canSubmitReset(values: ResetFormInput, askEmail: boolean): boolean {
  return (
    values.code.trim() !== "" &&
    checkPassword(values.newPassword).valid &&
    values.confirmPassword === values.newPassword &&
    (!askEmail || values.email.trim() !== "")
  );
}
