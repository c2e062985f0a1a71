/**
 * The OCS POS data API as this product speaks it (the simulator implements the same; docs/compliance-ocs.md).
 * Paths are relative to OCS_API_URL.
 */
export const ocsPaths = {
  token: "/oauth/token",
  events: (hashKey: string) => `/v1/stores/${encodeURIComponent(hashKey)}/events`,
  positions: (hashKey: string) => `/v1/stores/${encodeURIComponent(hashKey)}/positions`,
} as const;

export interface OcsWireEvent {
  /** Our ledger entry's id: OCS accepts an event id once. */
  eventId: string;
  eventType: string;
  adjustmentType: string | null;
  occurredAt: string;
  crsaStoreId: string;
  sku: string | null;
  gtin: string | null;
  /** Signed: units added (positive) or removed (negative). */
  quantity: number;
}

export interface OcsEventsRequest {
  batchId: string;
  events: OcsWireEvent[];
}

/** deferred: not processed this time (partial acceptance); send it again. */
export type OcsEventOutcome = "accepted" | "duplicate" | "rejected" | "deferred";

export interface OcsEventsResponse {
  referenceId: string;
  results: { eventId: string; status: OcsEventOutcome; reason?: string }[];
}

export interface OcsPositionItem {
  sku: string | null;
  gtin: string | null;
  quantity: number;
}

export interface OcsPositionRequest {
  /** `{locationId}:{date}`: OCS accepts a position id once. */
  positionId: string;
  crsaStoreId: string;
  date: string;
  items: OcsPositionItem[];
}

export interface OcsPositionResponse {
  referenceId: string;
  status: "accepted" | "duplicate" | "rejected";
  reason?: string;
}
