import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type {
  QbAccount,
  QbJournalEntryInput,
  QbJournalEntryResponse,
} from "@pos/core/integrations/quickbooks/qb-wire";
import { sendJson, type ProviderModule, type SimRequest } from "./module";
import { holdAnswer, type SimFault } from "./sim-faults";

/** QuickBooks faults: the common ones, or every access token issued so far expiring (the client must refresh). */
export type QbFault = SimFault | { mode: "expire-tokens" };

export const qbSimulatorClient = { clientId: "greenline-local", clientSecret: "local-simulator-secret" };
export const qbSandboxRealm = "9130357766900001";

const chartOfAccounts: QbAccount[] = [
  ["1", "Sales of Product Income", "Income"],
  ["2", "Discounts given", "Income"],
  ["3", "Refunds to customers", "Income"],
  ["4", "Sales Tax Payable", "Other Current Liability"],
  ["5", "Undeposited Funds", "Other Current Asset"],
  ["6", "Cash on hand", "Bank"],
  ["7", "Card clearing", "Other Current Asset"],
  ["8", "Gift card liability", "Other Current Liability"],
].map(([Id, Name, AccountType]) => ({ Id: Id!, Name: Name!, AccountType: AccountType!, Active: true }));

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fault = (code: string, message: string) => ({
  Fault: { Error: [{ Message: message, code }], type: "AUTHENTICATION" },
});

/**
 * Intuit's OAuth 2.0 and the QuickBooks Online accounting API, simulated. The authorize page redirects back with a
 * code and the state; the token endpoint takes the client id and secret as HTTP Basic (a secret starting "invalid"
 * is refused, 401) and issues one-hour access tokens with a refresh token. Journal entries must balance and name
 * known accounts; a repeated requestid returns the first entry. Faults can be queued (`POST /__sim/faults`).
 */
export class QuickBooksSimulator implements ProviderModule {
  readonly prefix = "/quickbooks";
  readonly journalEntries = new Map<
    string,
    QbJournalEntryResponse & { realmId: string; requestId: string }
  >();
  private readonly codes = new Map<string, { redirectUri: string; until: number }>();
  private readonly accessTokens = new Map<string, number>();
  private readonly refreshTokens = new Set<string>();
  private readonly faults: QbFault[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private nextId = 1;

  inject(...faults: QbFault[]): void {
    this.faults.push(...faults);
  }

  reset(): void {
    this.journalEntries.clear();
    this.faults.length = 0;
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  handle(request: SimRequest, response: ServerResponse): void {
    if (request.path.startsWith("/__sim/")) return this.control(request, response);
    if (request.method === "GET" && request.path === "/oauth2/authorize")
      return this.authorizePage(request, response);
    if (request.method === "GET" && request.path === "/oauth2/approve")
      return this.approve(request, response);
    const next = this.faults.shift();
    if (next?.mode === "expire-tokens")
      for (const token of this.accessTokens.keys()) this.accessTokens.set(token, 0);
    if (next?.mode === "rate-limit")
      return sendJson(response, 429, fault("003001", "ThrottleExceeded"), {
        "retry-after": String(next.retryAfterSeconds ?? 60),
      });
    if (next?.mode === "server-error") return sendJson(response, 503, fault("10000", "Service unavailable"));
    const answer =
      request.method === "POST" && request.path === "/oauth2/token" ? this.token(request) : this.api(request);
    if (next?.mode === "timeout") return holdAnswer(this.timers, response, next.delayMs, answer);
    sendJson(response, answer.status, answer.body);
  }

  private authorizePage(request: SimRequest, response: ServerResponse): void {
    const query = request.query ?? new URLSearchParams();
    const redirectUri = query.get("redirect_uri") ?? "";
    const state = query.get("state") ?? "";
    if (query.get("client_id") !== qbSimulatorClient.clientId || !/^https?:\/\//.test(redirectUri))
      return sendJson(response, 400, {
        error: "invalid_request",
        error_description: "Unknown client or redirect",
      });
    const approve = `/quickbooks/oauth2/approve?${new URLSearchParams({ redirect_uri: redirectUri, state }).toString()}`;
    const deny = `${redirectUri}?${new URLSearchParams({ error: "access_denied", state }).toString()}`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html><head><title>Intuit QuickBooks (simulated)</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f8;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;box-shadow:0 2px 12px #0002}
a{display:inline-block;padding:10px 18px;border-radius:6px;text-decoration:none;margin-right:8px}
.go{background:#2ca01c;color:#fff}.no{border:1px solid #999;color:#333}</style></head>
<body><main><h1>QuickBooks (simulated)</h1>
<p>Greenline POS wants to connect to <strong>Sandbox Company ${escape(qbSandboxRealm)}</strong> to post daily sales journal entries.</p>
<a class="go" href="${escape(approve)}">Connect</a><a class="no" href="${escape(deny)}">Cancel</a></main></body></html>`);
  }

  private approve(request: SimRequest, response: ServerResponse): void {
    const query = request.query ?? new URLSearchParams();
    const redirectUri = query.get("redirect_uri") ?? "";
    const code = `AB11${randomUUID().replace(/-/g, "")}`;
    this.codes.set(code, { redirectUri, until: Date.now() + 10 * 60_000 });
    const back = new URLSearchParams({ code, state: query.get("state") ?? "", realmId: qbSandboxRealm });
    response.writeHead(302, { location: `${redirectUri}?${back.toString()}` });
    response.end();
  }

  /** Like Intuit, a refresh answers with the same refresh token (it rotates only about daily), so a lost answer loses nothing. */
  private issue(refreshToken?: string) {
    const access = `sim-at-${randomUUID()}`;
    const refresh = refreshToken ?? `sim-rt-${randomUUID()}`;
    this.accessTokens.set(access, Date.now() + 3600_000);
    this.refreshTokens.add(refresh);
    return {
      status: 200,
      body: {
        access_token: access,
        refresh_token: refresh,
        token_type: "bearer",
        expires_in: 3600,
        x_refresh_token_expires_in: 8_726_400,
      },
    };
  }

  private token(request: SimRequest) {
    const basic = (request.headers.authorization ?? "").replace(/^Basic /, "");
    const [clientId, secret = ""] = Buffer.from(basic, "base64").toString("utf8").split(":");
    if (clientId !== qbSimulatorClient.clientId || secret !== qbSimulatorClient.clientSecret)
      return { status: 401, body: { error: "invalid_client" } };
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.grant_type === "authorization_code") {
      const code = this.codes.get(form.code ?? "");
      this.codes.delete(form.code ?? "");
      if (!code || code.until < Date.now() || code.redirectUri !== form.redirect_uri)
        return { status: 400, body: { error: "invalid_grant" } };
      return this.issue();
    }
    if (form.grant_type === "refresh_token" && this.refreshTokens.has(form.refresh_token ?? ""))
      return this.issue(form.refresh_token);
    return { status: 400, body: { error: "invalid_grant" } };
  }

  private api(request: SimRequest): { status: number; body: unknown } {
    const match = /^\/v3\/company\/(\d+)\/(query|journalentry)$/.exec(request.path);
    if (!match) return { status: 404, body: fault("404", "Not found") };
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const until = this.accessTokens.get(token);
    if (until === undefined || until < Date.now())
      return { status: 401, body: fault("3200", "AuthenticationFailed: token expired or invalid") };
    const realmId = match[1]!;
    if (match[2] === "query" && request.method === "GET")
      return { status: 200, body: { QueryResponse: { Account: chartOfAccounts } } };
    if (match[2] === "journalentry" && request.method === "POST")
      return this.journalEntry(
        realmId,
        request.query?.get("requestid") ?? "",
        request.body as QbJournalEntryInput,
      );
    return { status: 405, body: fault("405", "Method not allowed") };
  }

  private journalEntry(realmId: string, requestId: string, entry: QbJournalEntryInput) {
    const repeated = requestId ? this.journalEntries.get(`${realmId}:${requestId}`) : undefined;
    if (repeated) return { status: 200, body: { JournalEntry: repeated.JournalEntry } };
    const lines = entry?.Line ?? [];
    const cents = (type: "Debit" | "Credit") =>
      lines
        .filter((line) => line.JournalEntryLineDetail?.PostingType === type)
        .reduce((sum, line) => sum + Math.round(line.Amount * 100), 0);
    const unknown = lines.find(
      (line) =>
        !chartOfAccounts.some((account) => account.Id === line.JournalEntryLineDetail?.AccountRef?.value),
    );
    if (lines.length === 0 || unknown)
      return { status: 400, body: fault("2500", "Invalid Reference Id: an account does not exist") };
    if (cents("Debit") !== cents("Credit"))
      return { status: 400, body: fault("6000", "Journal Entry Must Have Balancing Lines") };
    const saved = { JournalEntry: { ...entry, Id: String(this.nextId++) } };
    this.journalEntries.set(`${realmId}:${requestId || randomUUID()}`, { ...saved, realmId, requestId });
    return { status: 200, body: saved };
  }

  private control(request: SimRequest, response: ServerResponse): void {
    if (request.method === "POST" && request.path === "/__sim/faults") {
      this.inject(...((Array.isArray(request.body) ? request.body : [request.body]) as QbFault[]));
      return sendJson(response, 200, { queued: this.faults.length });
    }
    if (request.method === "POST" && request.path === "/__sim/reset") {
      this.reset();
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === "GET" && request.path === "/__sim/journal-entries")
      return sendJson(response, 200, [...this.journalEntries.values()]);
    sendJson(response, 404, { error: "not_found" });
  }
}
