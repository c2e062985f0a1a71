import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { CardProviderId } from "@pos/core/card-payments/card-payments.schema";
import type {
  ProviderConfig,
  ProviderRefund,
  ProviderSale,
  ProviderTerminal,
  RefundRequest,
  SaleRequest,
} from "@pos/core/card-payments/card-provider";
import { sendJson, type ProviderModule, type SimRequest } from "./module";

/** A failure the next sale or refund call gets (docs/card-payments.md, "Simulator"). */
export type CardFault =
  /** Records the call, then drops the connection without answering: the answer is lost. */
  | { mode: "drop-answer" }
  | { mode: "server-error" };

interface Merchant {
  configs: ProviderConfig[];
  terminals: ProviderTerminal[];
}

interface SaleRecord {
  sale: ProviderSale;
  request: SaleRequest;
  key: string;
  timer: NodeJS.Timeout | null;
}

/** The test amounts: the cents of the amount decide the outcome, the way payment companies' test modes do. */
const outcomeOf = (cents: number) => cents % 100;

/**
 * A card payment provider's API, simulated. A merchant nobody configured is a sandbox merchant: every provider
 * APPROVED and posEnabled with one terminal `T-{provider}-1` (tests replace that with /__sim/merchants). A sale
 * is PROCESSING for `processingMs`, then final by its cents (docs/card-payments.md): .01 declined, .02 half
 * approved, .03 a 15 % tip, .04 terminal offline (refused at once), .05 never answers (stays PROCESSING),
 * .07 a Mastercard; approved otherwise. A refund of .06 fails the first time for a payment, then succeeds.
 */
export class CardProviderSimulator implements ProviderModule {
  readonly prefix = "/cards";
  readonly sales = new Map<string, SaleRecord>();
  readonly refunds = new Map<string, { refund: ProviderRefund; key: string }>();
  /** How many sale requests arrived per idempotency key (a repeat never charges again). */
  readonly saleCalls = new Map<string, number>();
  processingMs = 400;
  /** Called once a sale is recorded, before the answer is written (tests stop a caller there). */
  onRecorded: ((key: string) => void) | null = null;
  private readonly merchants = new Map<string, Merchant>();
  private readonly faults: CardFault[] = [];
  private readonly failedRefundOnce = new Set<string>();

  inject(...faults: CardFault[]): void {
    this.faults.push(...faults);
  }

  setMerchant(merchantId: string, merchant: Merchant): void {
    this.merchants.set(merchantId, merchant);
  }

  /** Approved card charges (tips included) for a key: what the cardholder was charged. */
  charged(key: string): number {
    const record = [...this.sales.values()].find((entry) => entry.key === key);
    const paid = record && ["APPROVED", "PARTIALLY_APPROVED"].includes(record.sale.status);
    return paid ? record.sale.chargedAmount : 0;
  }

  reset(): void {
    this.stop();
    this.sales.clear();
    this.refunds.clear();
    this.saleCalls.clear();
    this.merchants.clear();
    this.faults.length = 0;
    this.failedRefundOnce.clear();
    this.processingMs = 400;
  }

  stop(): void {
    for (const record of this.sales.values()) if (record.timer) clearTimeout(record.timer);
  }

  handle(request: SimRequest, response: ServerResponse): void {
    if (request.path.startsWith("/__sim/")) return this.control(request, response);
    if (!(request.headers.authorization ?? "").startsWith("Bearer ") || request.headers.authorization === "Bearer ")
      return sendJson(response, 401, { error: "unauthorized", message: "An API key is required" });
    const parts = request.path.split("/").filter(Boolean).map(decodeURIComponent);
    const key = String(request.headers["idempotency-key"] ?? "");
    if (parts[1] === "merchants" && parts[3] === "configs" && request.method === "GET")
      return sendJson(response, 200, { configs: this.merchant(parts[2]!).configs });
    if (parts[1] === "merchants" && parts[3] === "terminals" && request.method === "GET") {
      const terminals = this.merchant(parts[2]!).terminals.filter((entry) => entry.provider === parts[4]);
      return sendJson(response, 200, { terminals });
    }
    if (parts[1] === "sales" && parts[3] === "refunds" && request.method === "GET") {
      const refunds = [...this.refunds.values()]
        .map((entry) => entry.refund)
        .filter((refund) => refund.paymentId === parts[2]);
      return sendJson(response, 200, { refunds });
    }
    if (parts[1] === "sales") return this.salesRoute(request, response, parts, key);
    if (parts[1] === "refunds") return this.refundsRoute(request, response, parts, key);
    sendJson(response, 404, { error: "not_found", message: "Not found" });
  }

  private merchant(merchantId: string): Merchant {
    const known = this.merchants.get(merchantId);
    if (known) return known;
    const providers: CardProviderId[] = ["blazepay", "merrco", "moneris", "global"];
    return {
      configs: providers.map((provider) => ({ provider, status: "APPROVED", posEnabled: true })),
      terminals: providers.map((provider) => ({ provider, terminalId: `T-${provider}-1`, isDeleted: false })),
    };
  }

  private salesRoute(request: SimRequest, response: ServerResponse, parts: string[], key: string) {
    if (request.method === "POST" && parts.length === 2) return this.startSale(request, response, key);
    if (request.method === "GET" && parts[2] === "by-key") {
      const found = [...this.sales.values()].find((entry) => entry.key === parts[3]);
      return found
        ? sendJson(response, 200, found.sale)
        : sendJson(response, 404, { error: "not_found", message: "No sale with this key" });
    }
    const record = this.sales.get(parts[2] ?? "");
    if (!record) return sendJson(response, 404, { error: "not_found", message: "Sale not found" });
    if (request.method === "GET" && parts.length === 3) return sendJson(response, 200, record.sale);
    if (request.method === "POST" && parts[3] === "cancel") {
      if (!["PENDING", "PROCESSING", "APPROVED", "PARTIALLY_APPROVED"].includes(record.sale.status))
        return sendJson(response, 409, { error: "not_cancellable", message: "The sale is already final" });
      if (record.timer) clearTimeout(record.timer);
      record.sale = { ...record.sale, status: "CANCELLED", chargedAmount: 0, tipAmount: 0 };
      return sendJson(response, 200, record.sale);
    }
    sendJson(response, 404, { error: "not_found", message: "Not found" });
  }

  private startSale(request: SimRequest, response: ServerResponse, key: string) {
    if (!key) return sendJson(response, 400, { error: "bad_request", message: "Idempotency-Key is required" });
    const body = request.body as SaleRequest;
    this.saleCalls.set(key, (this.saleCalls.get(key) ?? 0) + 1);
    const existing = [...this.sales.values()].find((entry) => entry.key === key);
    if (existing) {
      if (existing.request.transactionAmount !== body.transactionAmount)
        return sendJson(response, 422, { error: "key_reused", message: "Idempotency-Key used for another sale" });
      return this.answer(response, existing.sale);
    }
    const amount = body.transactionAmount;
    if (!Number.isInteger(amount) || amount <= 0)
      return sendJson(response, 400, { error: "bad_request", message: "Invalid amount" });
    const terminal = this.merchant(body.merchantId).terminals.find(
      (entry) => entry.terminalId === body.terminalId && !entry.isDeleted,
    );
    if (!terminal) return sendJson(response, 404, { error: "not_found", message: "Terminal not found" });
    if (outcomeOf(amount) === 4)
      return sendJson(response, 409, { error: "terminal_offline", message: "The terminal is offline" });
    const sale: ProviderSale = {
      id: `sale_${randomUUID().slice(0, 12)}`,
      provider: body.provider,
      status: "PROCESSING",
      requestedAmount: amount,
      chargedAmount: 0,
      tipAmount: 0,
      referenceId: null,
      cardType: null,
      failReason: null,
    };
    const record: SaleRecord = { sale, request: body, key, timer: null };
    this.sales.set(sale.id, record);
    if (outcomeOf(amount) !== 5)
      record.timer = setTimeout(() => this.finish(record), this.processingMs);
    this.onRecorded?.(key);
    this.answer(response, sale);
  }

  private answer(response: ServerResponse, body: unknown) {
    const fault = this.faults.shift();
    if (fault?.mode === "drop-answer") {
      response.socket?.destroy();
      return;
    }
    if (fault?.mode === "server-error")
      return sendJson(response, 503, { error: "unavailable", message: "Try again later" });
    sendJson(response, 200, body);
  }

  private finish(record: SaleRecord) {
    record.timer = null;
    const amount = record.sale.requestedAmount;
    const cents = outcomeOf(amount);
    const referenceId = `REF-${randomUUID().slice(0, 8).toUpperCase()}`;
    const cardType = cents === 7 ? "MASTERCARD" : "VISA";
    if (cents === 1) {
      record.sale = { ...record.sale, status: "DECLINED", failReason: "Card declined", referenceId, cardType };
      return;
    }
    const charged = cents === 2 ? Math.floor(amount / 2) : amount;
    const tip = cents === 3 ? Math.round(amount * 0.15) : 0;
    record.sale = {
      ...record.sale,
      status: cents === 2 ? "PARTIALLY_APPROVED" : "APPROVED",
      chargedAmount: charged + tip,
      tipAmount: tip,
      referenceId,
      cardType,
    };
  }

  private refundsRoute(request: SimRequest, response: ServerResponse, parts: string[], key: string) {
    if (request.method === "GET" && parts.length === 3) {
      const found = this.refunds.get(parts[2]!);
      return found
        ? sendJson(response, 200, found.refund)
        : sendJson(response, 404, { error: "not_found", message: "Refund not found" });
    }
    if (request.method !== "POST" || parts.length !== 2)
      return sendJson(response, 404, { error: "not_found", message: "Not found" });
    if (!key) return sendJson(response, 400, { error: "bad_request", message: "Idempotency-Key is required" });
    const existing = [...this.refunds.values()].find((entry) => entry.key === key);
    if (existing) return this.answer(response, existing.refund);
    const body = request.body as RefundRequest;
    const sale = this.sales.get(body.paymentId);
    if (!sale || !["APPROVED", "PARTIALLY_APPROVED"].includes(sale.sale.status))
      return sendJson(response, 404, { error: "not_found", message: "Payment not found" });
    const refunded = [...this.refunds.values()]
      .filter((entry) => entry.refund.paymentId === body.paymentId && entry.refund.status === "COMPLETED")
      .reduce((sum, entry) => sum + entry.refund.refundedAmount, 0);
    const at = new Date().toISOString();
    const failsOnce = outcomeOf(body.amount) === 6 && !this.failedRefundOnce.has(body.paymentId);
    if (failsOnce) this.failedRefundOnce.add(body.paymentId);
    const over = body.amount <= 0 || refunded + body.amount > sale.sale.chargedAmount;
    const failed = failsOnce || over;
    const refund: ProviderRefund = {
      id: `refund_${randomUUID().slice(0, 12)}`,
      provider: body.provider,
      requestedAmount: body.amount,
      refundedAmount: failed ? 0 : body.amount,
      status: failed ? "FAILED" : "COMPLETED",
      refundType: refunded + body.amount >= sale.sale.chargedAmount ? "FULL" : "PARTIAL",
      failReason: over ? "More than the payment left to refund" : failsOnce ? "Issuer unavailable" : null,
      paymentId: body.paymentId,
      createdAt: at,
      updatedAt: at,
      refundedAt: failed ? null : at,
    };
    this.refunds.set(refund.id, { refund, key });
    this.answer(response, refund);
  }

  private control(request: SimRequest, response: ServerResponse): void {
    const merchant = /^\/__sim\/merchants\/([^/]+)$/.exec(request.path);
    if (request.method === "PUT" && merchant) {
      this.setMerchant(decodeURIComponent(merchant[1]!), request.body as Merchant);
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === "POST" && request.path === "/__sim/faults") {
      this.inject(...((Array.isArray(request.body) ? request.body : [request.body]) as CardFault[]));
      return sendJson(response, 200, { queued: this.faults.length });
    }
    if (request.method === "POST" && request.path === "/__sim/reset") {
      this.reset();
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === "GET" && request.path === "/__sim/sales")
      return sendJson(response, 200, {
        sales: [...this.sales.values()].map((entry) => ({ ...entry.sale, key: entry.key })),
        calls: Object.fromEntries(this.saleCalls),
      });
    sendJson(response, 404, { error: "not_found" });
  }
}
