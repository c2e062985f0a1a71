import {
  cardProviderPaths as paths,
  CardProviderError,
  type CardPaymentProvider,
  type ProviderConfig,
  type ProviderRefund,
  type ProviderSale,
  type ProviderTerminal,
  type RefundRequest,
  type SaleRequest,
} from "./card-provider";
import type { CardProviderId } from "./card-payments.schema";

export interface CardProviderClientOptions {
  /** CARD_PROVIDER_URL by default (the local runtime points it at the simulator). */
  baseUrl?: string;
  /** CARD_PROVIDER_API_KEY by default. */
  apiKey?: string;
  timeoutMs?: number;
}

/** The provider answers within this or the call counts as unreachable (a retry with the same key is safe). */
export const cardProviderTimeoutMs = 15_000;

/** The real HTTP client of the card payment provider's API (docs/card-payments.md). */
export class CardProviderClient implements CardPaymentProvider {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;

  constructor(options: CardProviderClientOptions = {}) {
    const baseUrl = options.baseUrl ?? process.env.CARD_PROVIDER_URL;
    if (!baseUrl) throw new CardProviderError("unreachable", "CARD_PROVIDER_URL is not configured");
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.apiKey = options.apiKey ?? process.env.CARD_PROVIDER_API_KEY ?? "";
    this.timeoutMs = options.timeoutMs ?? cardProviderTimeoutMs;
  }

  private async call<T>(
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; idempotencyKey?: string; notFound?: T } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new CardProviderError(
        "unreachable",
        timedOut ? "The card provider did not answer in time" : "The card provider could not be reached",
      );
    }
    const text = await response.text().catch(() => "");
    if (response.status === 404 && "notFound" in options) return options.notFound as T;
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new CardProviderError("unreachable", "The card provider answered with something that is not JSON");
    }
    if (!response.ok) {
      const message =
        body && typeof body === "object" && "message" in body && typeof body.message === "string"
          ? body.message
          : `HTTP ${response.status}`;
      throw new CardProviderError(response.status >= 500 ? "unreachable" : "refused", message, response.status);
    }
    return body as T;
  }

  async configs(merchantId: string): Promise<ProviderConfig[]> {
    return (await this.call<{ configs: ProviderConfig[] }>("GET", paths.configs(merchantId))).configs;
  }

  async terminals(merchantId: string, provider: CardProviderId): Promise<ProviderTerminal[]> {
    const path = paths.terminals(merchantId, provider);
    return (await this.call<{ terminals: ProviderTerminal[] }>("GET", path)).terminals;
  }

  startSale(idempotencyKey: string, request: SaleRequest): Promise<ProviderSale> {
    return this.call("POST", paths.sales, { body: request, idempotencyKey });
  }

  saleByKey(idempotencyKey: string): Promise<ProviderSale | null> {
    return this.call<ProviderSale | null>("GET", paths.saleByKey(idempotencyKey), { notFound: null });
  }

  sale(id: string): Promise<ProviderSale> {
    return this.call("GET", paths.sale(id));
  }

  cancelSale(id: string): Promise<ProviderSale> {
    return this.call("POST", paths.cancel(id), { body: {} });
  }

  startRefund(idempotencyKey: string, request: RefundRequest): Promise<ProviderRefund> {
    return this.call("POST", paths.refunds, { body: request, idempotencyKey });
  }

  async refundsOf(paymentId: string): Promise<ProviderRefund[]> {
    return (await this.call<{ refunds: ProviderRefund[] }>("GET", paths.refundsOf(paymentId))).refunds;
  }

  refund(id: string): Promise<ProviderRefund> {
    return this.call("GET", paths.refund(id));
  }
}

/** The provider the product talks to: the HTTP client over CARD_PROVIDER_URL. */
export const cardProvider = (): CardPaymentProvider => new CardProviderClient();
