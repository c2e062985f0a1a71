import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { callerFor, makeUser, uniqueName } from "../support/world";

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(call: () => Promise<unknown>): Promise<{ ms: number; answer: unknown }> {
  const started = performance.now();
  const answer = await call();
  return { ms: performance.now() - started, answer };
}

describe("account enumeration", () => {
  it("forgot password answers a known and an unknown e-mail alike, in comparable time", async () => {
    const rounds = 15;
    const known = await Promise.all(Array.from({ length: rounds }, () => makeUser()));
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const user of known) {
      const unknown = `${uniqueName("nobody")}@test.example`;
      const [a, b] = [
        await timed(async () => (await callerFor()).account.forgotPassword({ email: user.email })),
        await timed(async () => (await callerFor()).account.forgotPassword({ email: unknown })),
      ];
      expect(a.answer).toEqual(b.answer);
      times.known.push(a.ms);
      times.unknown.push(b.ms);
    }
    const ratio = median(times.known) / median(times.unknown);
    expect(ratio, JSON.stringify(times)).toBeLessThan(1.4);
    expect(ratio, JSON.stringify(times)).toBeGreaterThan(1 / 1.4);
  });
});
