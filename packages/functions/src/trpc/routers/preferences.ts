import { getPreference, setPreference } from "@pos/core/preferences/preferences";
import { ZGetPreferenceInput, ZSetPreferenceInput } from "@pos/core/preferences/preferences.schema";
import { router, userProcedure } from "../init";

/** The signed-in user's own preferences: the user id comes from the session, never from the input. */
export const preferencesRouter = router({
  get: userProcedure
    .input(ZGetPreferenceInput)
    .query(({ input, ctx }) => getPreference(ctx.actor.userId, input)),
  set: userProcedure
    .input(ZSetPreferenceInput)
    .mutation(({ input, ctx }) => setPreference(ctx.actor.userId, input)),
});
