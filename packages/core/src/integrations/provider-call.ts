/** How one call to an external provider ended: its answer, a rate limit, refused credentials, or no usable answer. */
export type ProviderCall<T> =
  | { kind: "ok"; body: T }
  | { kind: "unauthorized"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
  | { kind: "failed"; message: string };

/** A provider answers within this or the call counts as failed (INTEGRATION_TIMEOUT_MS overrides it in tests). */
export const providerTimeoutMs = (): number => Number(process.env.INTEGRATION_TIMEOUT_MS ?? 10_000);

const describe = (provider: string, error: unknown): string =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
    ? `${provider} did not answer in time`
    : `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`;

/** One HTTP call with a time-out, its outcome sorted into the kinds every integration handles the same way. */
export async function providerFetch<T>(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<ProviderCall<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(providerTimeoutMs()) });
  } catch (error) {
    return { kind: "failed", message: describe(provider, error) };
  }
  const text = await response.text().catch(() => "");
  if (response.status === 401 || response.status === 403)
    return { kind: "unauthorized", message: `${provider} refused the credentials` };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after") ?? "60");
    const retryAfterSeconds = Number.isFinite(seconds) ? seconds : 60;
    return {
      kind: "rate-limited",
      retryAfterSeconds,
      message: `${provider} is limiting requests: try again in ${retryAfterSeconds} s`,
    };
  }
  if (!response.ok) {
    const detail = /"message"\s*:\s*"([^"]{1,300})"/.exec(text)?.[1] ?? text.slice(0, 300);
    return { kind: "failed", message: `${provider} answered HTTP ${response.status} ${detail}`.trim() };
  }
  try {
    return { kind: "ok", body: JSON.parse(text) as T };
  } catch {
    return { kind: "failed", message: `${provider} answered with something that is not JSON` };
  }
}
