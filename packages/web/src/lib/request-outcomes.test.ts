import { afterAll, afterEach, describe, expect, it } from "vitest";
import { boundedFetch, NoAnswerError, onRequestOutcome, type RequestOutcome } from "./request-outcomes";

/** A server that takes the connection and never answers: the request ends only when it is aborted. */
const silentServer: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });

const outcomes: RequestOutcome[] = [];
const stop = onRequestOutcome((outcome) => outcomes.push(outcome));

afterEach(() => {
  outcomes.length = 0;
});
afterAll(() => {
  stop();
});

describe("the register's bounded wait", () => {
  it("fails a request the server never answers as a network failure, counted as no answer", async () => {
    const request = boundedFetch(30, silentServer)("/trpc/sales.checkout", { method: "POST" });
    await expect(request).rejects.toBeInstanceOf(NoAnswerError);
    await expect(request).rejects.toBeInstanceOf(TypeError);
    expect(outcomes).toEqual(["unanswered"]);
  });

  it("passes an answer within the wait through, counted as answered", async () => {
    const answering: typeof fetch = () => Promise.resolve(new Response("{}", { status: 200 }));
    const response = await boundedFetch(1_000, answering)("/trpc/shifts.current");
    expect(response.status).toBe(200);
    expect(outcomes).toEqual(["answered"]);
  });

  it("keeps the caller's own abort silent", async () => {
    const caller = new AbortController();
    const request = boundedFetch(1_000, silentServer)("/trpc/shifts.current", { signal: caller.signal });
    caller.abort();
    await expect(request).rejects.not.toBeInstanceOf(NoAnswerError);
    expect(outcomes).toEqual([]);
  });
});
