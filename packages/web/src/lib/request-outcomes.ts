/**
 * What the API's answers say about the connection (dashboard.md "Connection"): every request, not only the 60 s
 * check, tells the connection monitor. A 2xx answer is "answered"; a request that got no response at all
 * (offline, refused, DNS) is "unanswered", and so is a gateway's 502, 503 or 504 (the API behind it gave none). An aborted request (the check's 1000 ms time-out, a cancelled query)
 * and an answer with an error status (a 500) say nothing.
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
export async function observedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    if (response.ok) tell("answered");
    else if (gatewayFailures.has(response.status)) tell("unanswered");
    return response;
  } catch (error) {
    if (!wasAborted(error, init?.signal)) tell("unanswered");
    throw error;
  }
}
