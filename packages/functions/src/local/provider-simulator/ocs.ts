import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { isValidGtin } from "@pos/core/catalog/gtin";
import type {
  OcsEventOutcome,
  OcsEventsRequest,
  OcsPositionRequest,
  OcsWireEvent,
} from "@pos/core/compliance/ocs-wire";
import { sendJson, type ProviderModule, type SimRequest } from "./module";

/** A failure the next calls to the events or positions endpoints get (docs/compliance-ocs.md, "Simulator"). */
export type OcsFault =
  | { mode: "rate-limit"; retryAfterSeconds?: number }
  | { mode: "server-error" }
  /** Processes the call, then answers only after `delayMs` (default 60 s): the client times out. */
  | { mode: "timeout"; delayMs?: number }
  /** Processes the first half of the events; the rest come back "deferred". */
  | { mode: "partial" };

export interface AcceptedEvent {
  event: OcsWireEvent;
  hashKey: string;
  batchId: string;
  referenceId: string;
  acceptedAt: string;
}

const requestsPerSecond = 20;

/**
 * The OCS POS data reporting API, simulated. Client credentials: any client id with a secret that does not start
 * with "invalid". Per event: a missing SKU or GTIN, a SKU starting with "UNKNOWN", a GTIN without a valid check
 * digit or starting with "99" (not in the OCS catalogue) is rejected; an event id already accepted is answered
 * "duplicate" and not counted again. More than 20 calls a second for one store get 429 with Retry-After.
 */
export class OcsSimulator implements ProviderModule {
  readonly prefix = "/ocs";
  readonly accepted = new Map<string, AcceptedEvent>();
  /** How many times each event id arrived (accepted or not). */
  readonly deliveries = new Map<string, number>();
  readonly positions = new Map<string, OcsPositionRequest & { hashKey: string; referenceId: string }>();
  /** Every events call, in order (batch id and event ids). */
  readonly calls: { batchId: string; hashKey: string; eventIds: string[] }[] = [];
  private readonly faults: OcsFault[] = [];
  private readonly tokens = new Set<string>();
  private readonly windows = new Map<string, number[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Called once a call's events are recorded, before the answer is written (tests stop a sender there). */
  onRecorded: ((batchId: string) => void) | null = null;

  /** Queues failures for the next calls (one per call). */
  inject(...faults: OcsFault[]): void {
    this.faults.push(...faults);
  }

  reset(): void {
    this.accepted.clear();
    this.deliveries.clear();
    this.positions.clear();
    this.calls.length = 0;
    this.faults.length = 0;
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  handle(request: SimRequest, response: ServerResponse): void {
    if (request.method === "POST" && request.path === "/oauth/token") return this.token(request, response);
    if (request.path.startsWith("/__sim/")) return this.control(request, response);
    const match = /^\/v1\/stores\/([^/]+)\/(events|positions)$/.exec(request.path);
    if (request.method !== "POST" || !match) return sendJson(response, 404, { error: "not_found" });
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!this.tokens.has(token)) return sendJson(response, 401, { error: "invalid_token" });
    const hashKey = decodeURIComponent(match[1]!);
    if (this.overLimit(hashKey))
      return sendJson(
        response,
        429,
        { error: "rate_limited", message: "Too many requests" },
        { "retry-after": "1" },
      );
    const fault = this.faults.shift();
    if (fault?.mode === "rate-limit")
      return sendJson(
        response,
        429,
        { error: "rate_limited", message: "Too many requests" },
        {
          "retry-after": String(fault.retryAfterSeconds ?? 30),
        },
      );
    if (fault?.mode === "server-error")
      return sendJson(response, 503, { error: "unavailable", message: "Try again later" });
    const body =
      match[2] === "events"
        ? this.events(hashKey, request.body as OcsEventsRequest, fault?.mode === "partial")
        : this.position(hashKey, request.body as OcsPositionRequest);
    if (match[2] === "events") this.onRecorded?.((request.body as OcsEventsRequest).batchId);
    if (fault?.mode === "timeout") {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (!response.destroyed) sendJson(response, 200, body);
      }, fault.delayMs ?? 60_000);
      this.timers.add(timer);
      return;
    }
    sendJson(response, 200, body);
  }

  private token(request: SimRequest, response: ServerResponse): void {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const secret = typeof body.client_secret === "string" ? body.client_secret : "";
    if (
      body.grant_type !== "client_credentials" ||
      !body.client_id ||
      !secret ||
      secret.startsWith("invalid")
    )
      return sendJson(response, 401, { error: "invalid_client" });
    const token = randomUUID();
    this.tokens.add(token);
    sendJson(response, 200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
  }

  private control(request: SimRequest, response: ServerResponse): void {
    if (request.method === "POST" && request.path === "/__sim/faults") {
      this.inject(...((Array.isArray(request.body) ? request.body : [request.body]) as OcsFault[]));
      return sendJson(response, 200, { queued: this.faults.length });
    }
    if (request.method === "POST" && request.path === "/__sim/reset") {
      this.reset();
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === "GET" && request.path === "/__sim/events")
      return sendJson(response, 200, {
        accepted: [...this.accepted.values()],
        deliveries: Object.fromEntries(this.deliveries),
      });
    if (request.method === "GET" && request.path === "/__sim/positions")
      return sendJson(response, 200, { positions: [...this.positions.values()] });
    sendJson(response, 404, { error: "not_found" });
  }

  private overLimit(hashKey: string): boolean {
    const now = Date.now();
    const window = (this.windows.get(hashKey) ?? []).filter((at) => now - at < 1000);
    window.push(now);
    this.windows.set(hashKey, window);
    return window.length > requestsPerSecond;
  }

  private problem(event: { sku: string | null; gtin: string | null }): string | null {
    if (!event.sku) return "SKU is required";
    if (event.sku.toUpperCase().startsWith("UNKNOWN")) return `Unknown SKU ${event.sku}`;
    if (!event.gtin) return "GTIN is required";
    if (!isValidGtin(event.gtin) || event.gtin.startsWith("99")) return `Unknown GTIN ${event.gtin}`;
    return null;
  }

  private events(hashKey: string, request: OcsEventsRequest, partial: boolean) {
    const referenceId = `OCS-${randomUUID().slice(0, 8).toUpperCase()}`;
    const processed = partial ? Math.ceil(request.events.length / 2) : request.events.length;
    this.calls.push({
      batchId: request.batchId,
      hashKey,
      eventIds: request.events.map((event) => event.eventId),
    });
    const results = request.events.map(
      (event, index): { eventId: string; status: OcsEventOutcome; reason?: string } => {
        this.deliveries.set(event.eventId, (this.deliveries.get(event.eventId) ?? 0) + 1);
        if (index >= processed) return { eventId: event.eventId, status: "deferred" };
        if (this.accepted.has(event.eventId)) return { eventId: event.eventId, status: "duplicate" };
        const reason = this.problem(event);
        if (reason) return { eventId: event.eventId, status: "rejected", reason };
        this.accepted.set(event.eventId, {
          event,
          hashKey,
          batchId: request.batchId,
          referenceId,
          acceptedAt: new Date().toISOString(),
        });
        return { eventId: event.eventId, status: "accepted" };
      },
    );
    return { referenceId, results };
  }

  private position(hashKey: string, request: OcsPositionRequest) {
    const existing = this.positions.get(request.positionId);
    if (existing) return { referenceId: existing.referenceId, status: "duplicate" };
    const referenceId = `OCS-${randomUUID().slice(0, 8).toUpperCase()}`;
    const problem = request.items.map((item) => this.problem(item)).find(Boolean);
    if (problem) return { referenceId, status: "rejected", reason: problem };
    this.positions.set(request.positionId, { ...request, hashKey, referenceId });
    return { referenceId, status: "accepted" };
  }
}
