import { providerCall } from "../common/provider-http";
import type { TerminalProvider } from "./terminal-provider";
import {
  terminalPaths,
  type WirePairStatus,
  type WireTerminal,
  type WireTransactionResult,
  type WireVoidRequest,
} from "./terminal-wire";

/** A sale waits this long for the customer at the terminal; past it the register retries with the same key. */
export const terminalTimeoutMs = 45_000;

/** The real HTTP client of the pairing-terminal API (docs/card-terminals-gift-cards.md). */
export class TerminalClient implements TerminalProvider {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl?: string; timeoutMs?: number } = {}) {
    const baseUrl = options.baseUrl ?? process.env.TERMINALS_API_URL;
    if (!baseUrl) throw new Error("TERMINALS_API_URL is not configured");
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.timeoutMs = options.timeoutMs ?? Number(process.env.TERMINALS_TIMEOUT_MS ?? terminalTimeoutMs);
  }

  private call<T>(method: string, path: string, body?: unknown) {
    return providerCall<T>(`${this.baseUrl}${path}`, { method, body, timeoutMs: this.timeoutMs });
  }

  list(merchantId: string) {
    return this.call<WireTerminal[]>("GET", terminalPaths.terminals(merchantId));
  }

  pair(merchantId: string, request: { terminalId: string; pairingCode: string }) {
    return this.call<WirePairStatus>("POST", terminalPaths.pair(merchantId), request);
  }

  pairStatus(merchantId: string, requestId: string) {
    return this.call<WirePairStatus>("GET", terminalPaths.pairStatus(merchantId, requestId));
  }

  connection(merchantId: string, connectionId: string) {
    return this.call<WireTerminal>("GET", terminalPaths.connection(merchantId, connectionId));
  }

  unpair(merchantId: string, connectionId: string) {
    return this.call<{ ok: true }>("DELETE", terminalPaths.connection(merchantId, connectionId));
  }

  sale(merchantId: string, request: { connectionId: string; reference: string; transactionAmount: string }) {
    return this.call<WireTransactionResult>("POST", terminalPaths.sale(merchantId), request);
  }

  refund(
    merchantId: string,
    request: {
      connectionId: string;
      reference: string;
      transactionAmount: string;
      originalAuthNumber: string | null;
    },
  ) {
    return this.call<WireTransactionResult>("POST", terminalPaths.refund(merchantId), request);
  }

  void(merchantId: string, request: WireVoidRequest) {
    return this.call<WireTransactionResult>("POST", terminalPaths.void(merchantId), request);
  }
}
