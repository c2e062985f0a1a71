import { describe, expect, it } from "vitest";
import {
  createSession,
  hashToken,
  principalOf,
  resolveSession,
  revokeAllSessions,
  revokeSession,
} from "@pos/core/auth/sessions";

// A request in flight while its session is signed out reads the session before the delete; it must not put it back
// in the process's cache, where the next calls (a screen opened after the sign-out) would still be let in.
describe("a revoked session is not revived by a read in flight", () => {
  it("one session signed out", async () => {
    for (let round = 0; round < 5; round += 1) {
      const token = await createSession({ kind: "user", userId: `u_revoke_one_${round}` });
      const inFlight = resolveSession(token);
      await revokeSession(hashToken(token));
      await inFlight;
      expect(await resolveSession(token)).toBeNull();
    }
  });

  it("every session of a user signed out", async () => {
    for (let round = 0; round < 5; round += 1) {
      const userId = `u_revoke_all_${round}`;
      const token = await createSession({ kind: "user", userId });
      const inFlight = resolveSession(token);
      expect(await revokeAllSessions(principalOf({ userId }))).toBe(1);
      await inFlight;
      expect(await resolveSession(token)).toBeNull();
    }
  });
});
