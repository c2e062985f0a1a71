/**
 * The pairing-type card terminal API (the Worldpay-style "Triple" cloud API) as it goes over the wire, shared by
 * the HTTP client and the simulator. Paths are relative to TERMINALS_API_URL; money is sent in dollars as text,
 * the way the provider does, and converted to cents at the edge (terminal-sale.ts).
 */
export interface WireTerminal {
  terminalId: string;
  name: string;
  /** Set once a register has paired with it. */
  connectionId: string | null;
  /** "CONNECTED" or "DISCONNECTED" (the terminal is switched off or out of range). */
  statusCode: string;
}

export interface WirePairRequest {
  terminalId: string;
  pairingCode: string;
}

export interface WirePairStatus {
  requestId: string;
  /** "PENDING" until the terminal answers, then "RESPONSE_READY"; "FAILED" when the code was refused. */
  status: "PENDING" | "RESPONSE_READY" | "FAILED";
  /** How long to wait before asking again. */
  retryIntervalMs: number;
  connectionId: string | null;
  message: string | null;
}

export interface WireSaleRequest {
  connectionId: string;
  /** The register's idempotency key: the provider answers a repeated reference with the first result. */
  reference: string;
  transactionAmount: string;
}

export interface WireRefundRequest extends WireSaleRequest {
  /** The auth number of the sale refunded. */
  originalAuthNumber: string | null;
}

/** A void (reversal) of an approved sale no sale was recorded with: the hold on the card is released. */
export interface WireVoidRequest {
  /** The sale's reference; a repeated void of it gets the first answer. */
  originalReference: string;
}

export interface WireTransactionResult {
  reference: string;
  /** "00" approved; "10" partially approved; "05" declined. */
  responseCode: string;
  statusCode: "Approved" | "PartiallyApproved" | "Declined";
  transactionAmount: string;
  approvedAmount: string;
  authNumber: string | null;
  transactionId: string;
  cardLogo: string | null;
  last4: string | null;
}

export const terminalPaths = {
  terminals: (merchantId: string) => `/v1/merchants/${encodeURIComponent(merchantId)}/terminals`,
  pair: (merchantId: string) => `/v1/merchants/${encodeURIComponent(merchantId)}/pairings`,
  pairStatus: (merchantId: string, requestId: string) =>
    `/v1/merchants/${encodeURIComponent(merchantId)}/pairings/${encodeURIComponent(requestId)}`,
  connection: (merchantId: string, connectionId: string) =>
    `/v1/merchants/${encodeURIComponent(merchantId)}/connections/${encodeURIComponent(connectionId)}`,
  sale: (merchantId: string) => `/v1/merchants/${encodeURIComponent(merchantId)}/sales`,
  refund: (merchantId: string) => `/v1/merchants/${encodeURIComponent(merchantId)}/refunds`,
  void: (merchantId: string) => `/v1/merchants/${encodeURIComponent(merchantId)}/voids`,
} as const;
