import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type {
  WirePairRequest,
  WirePairStatus,
  WireRefundRequest,
  WireSaleRequest,
  WireTerminal,
  WireTransactionResult,
  WireVoidRequest,
} from "@pos/core/terminals/terminal-wire";
import { sendJson, type ProviderModule, type SimRequest } from "./module";

/** Amounts with a scripted outcome (docs/card-terminals-gift-cards.md, "Test amounts"). */
export const terminalTestAmounts = {
  declined: "100.01",
  partial: "100.02",
  partialApproved: "50.00",
  offline: "100.03",
  timeout: "100.04",
  refundFailsOnce: "100.05",
} as const;

/** Pairing codes with a scripted outcome. */
export const terminalTestCodes = { refused: "000000", neverReady: "999999" } as const;

interface Pairing {
  merchantId: string;
  terminalId: string;
  code: string;
  polls: number;
  connectionId: string | null;
}

export interface TerminalSimConfig {
  retryIntervalMs: number;
  /** Polls answered PENDING before RESPONSE_READY. */
  pendingPolls: number;
  /** How long a time-out amount makes the caller wait. */
  timeoutDelayMs: number;
}

const defaults: TerminalSimConfig = { retryIntervalMs: 250, pendingPolls: 2, timeoutDelayMs: 60_000 };

/**
 * Pairing-type card terminals, simulated. Every merchant has three terminals: T-100 "Front counter", T-200
 * "Back counter" and T-900 "Storage room" (switched off: sales on it fail offline). Pairing answers PENDING a few
 * polls, then RESPONSE_READY with a connection id. A sale or refund reference already seen gets the first answer.
 */
export class TerminalSimulator implements ProviderModule {
  readonly prefix = "/terminals";
  config: TerminalSimConfig = { ...defaults };
  /** Sales and refunds by reference, with how many times each was asked. */
  readonly transactions = new Map<string, { result: WireTransactionResult; calls: number }>();
  private readonly connections = new Map<string, { merchantId: string; terminalId: string }>();
  private readonly pairings = new Map<string, Pairing>();
  private readonly failedRefunds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();

  reset(): void {
    this.config = { ...defaults };
    this.transactions.clear();
    this.connections.clear();
    this.pairings.clear();
    this.failedRefunds.clear();
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private terminals(merchantId: string): WireTerminal[] {
    const connectionOf = (terminalId: string) =>
      [...this.connections].find(
        ([, link]) => link.merchantId === merchantId && link.terminalId === terminalId,
      )?.[0] ?? null;
    return [
      { terminalId: "T-100", name: "Front counter", statusCode: "CONNECTED" },
      { terminalId: "T-200", name: "Back counter", statusCode: "CONNECTED" },
      { terminalId: "T-900", name: "Storage room", statusCode: "DISCONNECTED" },
    ].map((terminal) => ({ ...terminal, connectionId: connectionOf(terminal.terminalId) }));
  }

  handle(request: SimRequest, response: ServerResponse): void {
    if (request.path.startsWith("/__sim/")) return this.control(request, response);
    const match =
      /^\/v1\/merchants\/([^/]+)\/(terminals|pairings|connections|sales|refunds|voids)(?:\/([^/]+))?$/.exec(
        request.path,
      );
    if (!match) return sendJson(response, 404, { error: "not_found" });
    const merchantId = decodeURIComponent(match[1]!);
    const id = match[3] ? decodeURIComponent(match[3]) : null;
    const route = `${request.method} ${match[2]}${id ? "/:id" : ""}`;
    if (route === "GET terminals") return sendJson(response, 200, this.terminals(merchantId));
    if (route === "POST pairings") return this.pair(merchantId, request.body as WirePairRequest, response);
    if (route === "GET pairings/:id") return this.poll(merchantId, id!, response);
    if (route === "GET connections/:id" || route === "DELETE connections/:id")
      return this.connection(merchantId, id!, request.method, response);
    if (route === "POST sales") return this.sale(merchantId, request.body as WireSaleRequest, response);
    if (route === "POST refunds") return this.refund(merchantId, request.body as WireRefundRequest, response);
    if (route === "POST voids") return this.void(request.body as WireVoidRequest, response);
    sendJson(response, 404, { error: "not_found" });
  }

  private status(pairing: Pairing, requestId: string): WirePairStatus {
    const failed = pairing.code === terminalTestCodes.refused;
    return {
      requestId,
      status: failed ? "FAILED" : pairing.connectionId ? "RESPONSE_READY" : "PENDING",
      retryIntervalMs: this.config.retryIntervalMs,
      connectionId: pairing.connectionId,
      message: failed ? "The terminal refused the pairing code" : null,
    };
  }

  private pair(merchantId: string, body: WirePairRequest, response: ServerResponse): void {
    if (!this.terminals(merchantId).some((terminal) => terminal.terminalId === body?.terminalId))
      return sendJson(response, 404, { error: "unknown_terminal", message: "No such terminal" });
    const requestId = randomUUID();
    const pairing = {
      merchantId,
      terminalId: body.terminalId,
      code: String(body.pairingCode),
      polls: 0,
      connectionId: null,
    };
    this.pairings.set(requestId, pairing);
    sendJson(response, 202, this.status(pairing, requestId));
  }

  private poll(merchantId: string, requestId: string, response: ServerResponse): void {
    const pairing = this.pairings.get(requestId);
    if (!pairing || pairing.merchantId !== merchantId)
      return sendJson(response, 404, { error: "unknown_request", message: "No such pairing" });
    pairing.polls += 1;
    const ready =
      pairing.code !== terminalTestCodes.refused &&
      pairing.code !== terminalTestCodes.neverReady &&
      pairing.polls > this.config.pendingPolls;
    if (ready && !pairing.connectionId) {
      for (const [connectionId, link] of this.connections)
        if (link.merchantId === merchantId && link.terminalId === pairing.terminalId)
          this.connections.delete(connectionId);
      pairing.connectionId = `conn-${randomUUID().slice(0, 8)}`;
      this.connections.set(pairing.connectionId, { merchantId, terminalId: pairing.terminalId });
    }
    sendJson(response, 200, this.status(pairing, requestId));
  }

  private linked(merchantId: string, connectionId: string) {
    const link = this.connections.get(connectionId);
    if (!link || link.merchantId !== merchantId) return null;
    return this.terminals(merchantId).find((terminal) => terminal.terminalId === link.terminalId) ?? null;
  }

  private connection(merchantId: string, connectionId: string, method: string, response: ServerResponse) {
    const terminal = this.linked(merchantId, connectionId);
    if (!terminal) return sendJson(response, 404, { error: "unknown_connection", message: "Not paired" });
    if (method === "DELETE") {
      this.connections.delete(connectionId);
      return sendJson(response, 200, { ok: true });
    }
    sendJson(response, 200, terminal);
  }

  private answer(
    reference: string,
    response: ServerResponse,
    make: () => WireTransactionResult | { status: number; error: string; message: string },
    delayMs = 0,
  ): void {
    const seen = this.transactions.get(reference);
    if (seen) {
      seen.calls += 1;
      return sendJson(response, 200, seen.result);
    }
    const result = make();
    if ("error" in result)
      return sendJson(response, result.status, { error: result.error, message: result.message });
    this.transactions.set(reference, { result, calls: 1 });
    if (delayMs === 0) return sendJson(response, 200, result);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!response.destroyed) sendJson(response, 200, result);
    }, delayMs);
    this.timers.add(timer);
  }

  private result(reference: string, amount: string, code: "00" | "10" | "05", approved: string) {
    const statusCode = code === "00" ? "Approved" : code === "10" ? "PartiallyApproved" : "Declined";
    return {
      reference,
      responseCode: code,
      statusCode,
      transactionAmount: amount,
      approvedAmount: approved,
      authNumber: code === "05" ? null : String(100_000 + this.transactions.size).slice(-6),
      transactionId: `TX-${randomUUID().slice(0, 8).toUpperCase()}`,
      cardLogo: "VISA",
      last4: "4242",
    } satisfies WireTransactionResult;
  }

  private usable(merchantId: string, body: WireSaleRequest) {
    const terminal = body?.connectionId ? this.linked(merchantId, body.connectionId) : null;
    if (!terminal) return { status: 404, error: "unknown_connection", message: "Not paired" };
    if (terminal.statusCode !== "CONNECTED" || body.transactionAmount === terminalTestAmounts.offline)
      return { status: 503, error: "terminal_offline", message: "The terminal is offline" };
    return null;
  }

  private sale(merchantId: string, body: WireSaleRequest, response: ServerResponse): void {
    const amount = String(body?.transactionAmount ?? "");
    this.answer(
      String(body?.reference ?? ""),
      response,
      () =>
        this.usable(merchantId, body) ??
        (amount === terminalTestAmounts.declined
          ? this.result(body.reference, amount, "05", "0.00")
          : amount === terminalTestAmounts.partial
            ? this.result(body.reference, amount, "10", terminalTestAmounts.partialApproved)
            : this.result(body.reference, amount, "00", amount)),
      amount === terminalTestAmounts.timeout ? this.config.timeoutDelayMs : 0,
    );
  }

  private refund(merchantId: string, body: WireRefundRequest, response: ServerResponse): void {
    const reference = String(body?.reference ?? "");
    const amount = String(body?.transactionAmount ?? "");
    if (amount === terminalTestAmounts.refundFailsOnce && !this.failedRefunds.has(reference)) {
      this.failedRefunds.add(reference);
      return sendJson(response, 502, { error: "host_error", message: "The card network did not answer" });
    }
    this.answer(
      `refund:${reference}`,
      response,
      () => this.usable(merchantId, body) ?? this.result(reference, amount, "00", amount),
    );
  }

  /** Voids an approved sale (its hold released); kept under `void:{reference}`, a repeat gets the first answer. */
  private void(body: WireVoidRequest, response: ServerResponse): void {
    const original = this.transactions.get(String(body?.originalReference ?? ""));
    if (!original || original.result.statusCode === "Declined")
      return sendJson(response, 404, {
        error: "unknown_transaction",
        message: "No approved sale with that reference",
      });
    const { reference, approvedAmount } = original.result;
    this.answer(`void:${reference}`, response, () =>
      this.result(reference, approvedAmount, "00", approvedAmount),
    );
  }

  private control(request: SimRequest, response: ServerResponse): void {
    if (request.method === "POST" && request.path === "/__sim/reset") {
      this.reset();
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === "POST" && request.path === "/__sim/config") {
      this.config = { ...this.config, ...(request.body as Partial<TerminalSimConfig>) };
      return sendJson(response, 200, this.config);
    }
    if (request.method === "GET" && request.path === "/__sim/transactions")
      return sendJson(response, 200, Object.fromEntries(this.transactions));
    sendJson(response, 404, { error: "not_found" });
  }
}
