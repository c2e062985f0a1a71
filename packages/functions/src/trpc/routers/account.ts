import { verifyEmail } from "@pos/core/auth/email-verification";
import { migratePassword } from "@pos/core/auth/password-migration";
import { forgotPassword, resetPassword } from "@pos/core/auth/password-reset";
import {
  ZCompleteNewPasswordInput,
  ZForgotPasswordInput,
  ZMigratePasswordInput,
  ZResetPasswordInput,
  ZVerifyEmailInput,
} from "@pos/core/auth/password-flows.schema";
import { register } from "@pos/core/auth/register";
import { ZRegisterInput } from "@pos/core/auth/register.schema";
import { completeNewPassword } from "@pos/core/auth/temporary-password";
import { adminProcedure, publicProcedure, router } from "../init";

export const accountRouter = router({
  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .mutation(({ input, ctx }) => forgotPassword(input, ctx.sourceIp)),
  resetPassword: publicProcedure.input(ZResetPasswordInput).mutation(({ input }) => resetPassword(input)),
  completeNewPassword: publicProcedure
    .input(ZCompleteNewPasswordInput)
    .mutation(({ input, ctx }) => completeNewPassword(input, ctx.sourceIp)),
  migratePassword: publicProcedure
    .input(ZMigratePasswordInput)
    .mutation(({ input, ctx }) => migratePassword(input, ctx.sourceIp)),
  verifyEmail: publicProcedure.input(ZVerifyEmailInput).mutation(({ input }) => verifyEmail(input)),
  register: adminProcedure.input(ZRegisterInput).mutation(({ input }) => register(input)),
});
