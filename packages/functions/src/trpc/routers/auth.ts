import { ZDeviceSignInInput, ZSignInInput } from "@pos/core/auth/auth.schema";
import { buildMe } from "@pos/core/auth/me";
import { signIn, signOut } from "@pos/core/auth/sign-in";
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
  getMe: userProcedure.query(({ ctx }) => buildMe(ctx.access)),
});
