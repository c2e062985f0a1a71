import { z } from "zod";
import { ZDeviceSignInInput, ZSignInInput } from "@pos/core/auth/auth.schema";
import { buildMe } from "@pos/core/auth/me";
import { ZCompanyId } from "@pos/core/company/company.schema";
import { signIn, signOut } from "@pos/core/auth/sign-in";
import { supportSessionOf } from "@pos/core/auth/support-sessions";
import { deviceSignIn } from "@pos/core/device/device";
import { publicProcedure, router, sessionProcedure, userProcedure } from "../init";

export const authRouter = router({
  signIn: publicProcedure.input(ZSignInInput).mutation(({ input, ctx }) => signIn(input, ctx.sourceIp)),
  deviceSignIn: publicProcedure
    .input(ZDeviceSignInInput)
    .mutation(({ input, ctx }) => deviceSignIn(input, ctx.sourceIp)),
  signOut: sessionProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx.actor.sessionHash);
    return { ok: true as const };
  }),
  /** The support session this token is (an admin's "Login" into a company), or null for an own session. */
  supportSession: userProcedure.query(({ ctx }) => supportSessionOf(ctx.actor, ctx.access)),
  /** With a company: also the caller's permissions there, so the dashboard can hide what it would refuse. */
  getMe: userProcedure
    .input(z.object({ companyId: ZCompanyId }).optional())
    .query(({ ctx, input }) => buildMe(ctx.access, input?.companyId)),
});
