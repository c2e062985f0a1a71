/** How one call to an external provider ended: its JSON answer, or no usable answer. */
export type ProviderCall<T> =
  { kind: "ok"; body: T } | { kind: "failed"; status: number | null; error: string; message: string };

/**
 * One JSON call to a provider's HTTP API. A refused connection, a time-out and a non-2xx answer are all
 * "failed" (with the provider's `error` code when it sent one): nothing here pretends a call succeeded.
 */
export async function providerCall<T>(
  url: string,
  init: { method: string; body?: unknown; token?: string; timeoutMs: number },
): Promise<ProviderCall<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      kind: "failed",
      status: null,
      error: timedOut ? "timeout" : "unreachable",
      message: timedOut ? "The provider did not answer in time" : "The provider could not be reached",
    };
  }
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return { kind: "failed", status: response.status, error: "bad_answer", message: "Not JSON" };
  }
  if (!response.ok) {
    const fields = (body ?? {}) as { error?: unknown; message?: unknown };
    return {
      kind: "failed",
      status: response.status,
      error: typeof fields.error === "string" ? fields.error : `http_${response.status}`,
      message: typeof fields.message === "string" ? fields.message : `HTTP ${response.status}`,
    };
  }
  return { kind: "ok", body: body as T };
}
