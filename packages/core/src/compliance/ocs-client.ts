import {
  ocsPaths,
  type OcsEventsRequest,
  type OcsEventsResponse,
  type OcsPositionRequest,
  type OcsPositionResponse,
} from "./ocs-wire";

/** How one call ended: OCS's answer, a rate limit, or no usable answer (refused, timed out, unreachable). */
export type OcsCall<T> =
  | { kind: "ok"; body: T }
  | { kind: "rate-limited"; retryAfterMs: number; message: string }
  | { kind: "failed"; message: string };

export interface OcsCredentialsPlain {
  clientId: string;
  clientSecret: string;
}

export interface OcsClientOptions {
  /** OCS_API_URL by default (the local runtime points it at the simulator). */
  baseUrl?: string;
  timeoutMs?: number;
}

/** OCS answers within this or the call counts as failed (and is retried; OCS deduplicates by id). */
export const ocsTimeoutMs = 15_000;

const describe = (error: unknown): string =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
    ? "OCS did not answer in time"
    : `OCS could not be reached: ${error instanceof Error ? error.message : String(error)}`;

/** The real HTTP client of the OCS POS data API (docs/compliance-ocs.md). */
export class OcsClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(options: OcsClientOptions = {}) {
    const baseUrl = options.baseUrl ?? process.env.OCS_API_URL;
    if (!baseUrl) throw new Error("OCS_API_URL is not configured");
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.timeoutMs = options.timeoutMs ?? ocsTimeoutMs;
  }

  private async call<T>(path: string, body: unknown, token?: string): Promise<OcsCall<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { kind: "failed", message: describe(error) };
    }
    const text = await response.text().catch(() => "");
    if (response.status === 429) {
      const seconds = Number(response.headers.get("retry-after") ?? "60");
      return {
        kind: "rate-limited",
        retryAfterMs: (Number.isFinite(seconds) ? seconds : 60) * 1000,
        message: `HTTP 429 ${text}`.trim(),
      };
    }
    if (!response.ok)
      return { kind: "failed", message: `HTTP ${response.status} ${text}`.trim().slice(0, 500) };
    try {
      return { kind: "ok", body: JSON.parse(text) as T };
    } catch {
      return { kind: "failed", message: "OCS answered with something that is not JSON" };
    }
  }

  /** A client-credentials token, reused until a minute before it expires. */
  private async token(credentials: OcsCredentialsPlain): Promise<OcsCall<string>> {
    const cached = this.tokens.get(credentials.clientId);
    if (cached && cached.until > Date.now()) return { kind: "ok", body: cached.token };
    const result = await this.call<{ access_token: string; expires_in: number }>(ocsPaths.token, {
      grant_type: "client_credentials",
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
    if (result.kind !== "ok") return result;
    this.tokens.set(credentials.clientId, {
      token: result.body.access_token,
      until: Date.now() + (result.body.expires_in - 60) * 1000,
    });
    return { kind: "ok", body: result.body.access_token };
  }

  private async authorized<T>(credentials: OcsCredentialsPlain, path: string, body: unknown) {
    const token = await this.token(credentials);
    if (token.kind !== "ok") return token;
    return this.call<T>(path, body, token.body);
  }

  submitEvents(credentials: OcsCredentialsPlain, hashKey: string, request: OcsEventsRequest) {
    return this.authorized<OcsEventsResponse>(credentials, ocsPaths.events(hashKey), request);
  }

  submitPosition(credentials: OcsCredentialsPlain, hashKey: string, request: OcsPositionRequest) {
    return this.authorized<OcsPositionResponse>(credentials, ocsPaths.positions(hashKey), request);
  }
}
