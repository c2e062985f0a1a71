import type { CardProviderId, CardSaleStatus } from "./card-payments.schema";

/**
 * The card payment provider's API as this product speaks it (the simulator implements the same;
 * docs/card-payments.md). Paths are relative to CARD_PROVIDER_URL; every call carries CARD_PROVIDER_API_KEY.
 */
export const cardProviderPaths = {
  configs: (merchantId: string) => `/v1/merchants/${encodeURIComponent(merchantId)}/configs`,
  terminals: (merchantId: string, provider: string) =>
    `/v1/merchants/${encodeURIComponent(merchantId)}/terminals/${encodeURIComponent(provider)}`,
  sales: "/v1/sales",
  sale: (id: string) => `/v1/sales/${encodeURIComponent(id)}`,
  saleByKey: (key: string) => `/v1/sales/by-key/${encodeURIComponent(key)}`,
  cancel: (id: string) => `/v1/sales/${encodeURIComponent(id)}/cancel`,
  refunds: "/v1/refunds",
  refundsOf: (paymentId: string) => `/v1/sales/${encodeURIComponent(paymentId)}/refunds`,
  refund: (id: string) => `/v1/refunds/${encodeURIComponent(id)}`,
} as const;

export interface ProviderConfig {
  provider: CardProviderId;
  status: "APPROVED" | "PENDING" | "REJECTED";
  posEnabled: boolean;
}

export interface ProviderTerminal {
  provider: CardProviderId;
  terminalId: string;
  isDeleted: boolean;
}

export interface SaleRequest {
  merchantId: string;
  provider: CardProviderId;
  terminalId: string;
  /** Cents. */
  transactionAmount: number;
  payload: { deviceId: string; offlinePaymentId: string; currentShiftId: string };
}

/** pos-and-accounts.md 3 "payment attributes". */
export interface ProviderSale {
  id: string;
  provider: CardProviderId;
  status: CardSaleStatus;
  requestedAmount: number;
  chargedAmount: number;
  tipAmount: number;
  referenceId: string | null;
  cardType: string | null;
  failReason: string | null;
}

export type RefundStatus = "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";

export interface RefundRequest {
  merchantId: string;
  provider: CardProviderId;
  paymentId: string;
  /** Cents, positive. */
  amount: number;
}

/** pos-and-accounts.md 3 "refund attributes". */
export interface ProviderRefund {
  id: string;
  provider: CardProviderId;
  requestedAmount: number;
  refundedAmount: number;
  status: RefundStatus;
  refundType: "FULL" | "PARTIAL";
  failReason: string | null;
  paymentId: string;
  createdAt: string;
  updatedAt: string;
  refundedAt: string | null;
}

/** One card payment provider (a real one is this interface over its HTTP API: a configuration change). */
export interface CardPaymentProvider {
  configs(merchantId: string): Promise<ProviderConfig[]>;
  terminals(merchantId: string, provider: CardProviderId): Promise<ProviderTerminal[]>;
  /** Starts a sale on the terminal; the same key returns the same sale and never charges twice. */
  startSale(idempotencyKey: string, request: SaleRequest): Promise<ProviderSale>;
  /** The sale made with this key, or null when the provider never received it. */
  saleByKey(idempotencyKey: string): Promise<ProviderSale | null>;
  sale(id: string): Promise<ProviderSale>;
  /** Voids a sale before capture. */
  cancelSale(id: string): Promise<ProviderSale>;
  startRefund(idempotencyKey: string, request: RefundRequest): Promise<ProviderRefund>;
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  refund(id: string): Promise<ProviderRefund>;
}

/** The provider refused the request (4xx) or could not be reached / did not answer (`unreachable`). */
export class CardProviderError extends Error {
  constructor(
    readonly kind: "refused" | "unreachable",
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "CardProviderError";
  }
}
