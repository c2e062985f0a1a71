/**
 * What the API's answers say about the connection (dashboard.md "Connection"): every request, not only the 60 s
 * check, tells the connection monitor. A 2xx answer is "answered"; a request that got no response at all
 * (offline, refused, DNS) is "unanswered", and so is a gateway's 502, 503 or 504 (the API behind it gave none). An aborted request (the check's 1000 ms time-out, a cancelled query)
 * and an answer with an error status (a 500) say nothing. A request past its bounded wait (boundedFetch) is
 * "unanswered" too: a server that takes the connection and never answers is as good as none.
 */
export type RequestOutcome = "answered" | "unanswered";

const listeners = new Set<(outcome: RequestOutcome) => void>();

export function onRequestOutcome(listener: (outcome: RequestOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(outcome: RequestOutcome): void {
  for (const listener of listeners) listener(outcome);
}

function wasAborted(error: unknown, signal: AbortSignal | null | undefined): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** A gateway's answer that the API behind it did not answer (down, unreachable, timed out). */
const gatewayFailures = new Set([502, 503, 504]);

/** `fetch` for the API client, reporting each request's outcome. */
export function observedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return observe(fetch, input, init);
}

async function observe(base: typeof fetch, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await base(input, init);
    if (response.ok) tell("answered");
    else if (gatewayFailures.has(response.status)) tell("unanswered");
    return response;
  } catch (error) {
    if (!wasAborted(error, init?.signal)) tell("unanswered");
    throw error;
  }
}

/** The register's bounded wait for an answer: past it the request fails as one that got no answer. */
export const answerWaitMs = 15_000;

/** The error a request past its bounded wait fails with: like a network failure (no response at all). */
export class NoAnswerError extends TypeError {
  constructor() {
    super("The server did not answer in time");
    this.name = "NoAnswerError";
  }
}

/**
 * `observedFetch` that waits at most `waitMs` for the response: then the request is aborted, counted as
 * "unanswered" and fails as a network failure would, so a sale goes to the outbox with its own idempotency key
 * (if the server did record it, the sync answers with that same payment). The caller's own abort stays silent.
 */
export function boundedFetch(waitMs: number, base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), waitMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    try {
      return await observe(base ?? fetch, input, { ...init, signal });
    } catch (error) {
      if (deadline.signal.aborted && !init?.signal?.aborted) {
        tell("unanswered");
        throw new NoAnswerError();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
