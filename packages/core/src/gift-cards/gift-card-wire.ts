/**
 * The gift-card provider's API as it goes over the wire, shared by the HTTP client and the simulator. Paths are
 * relative to GIFT_CARDS_API_URL; money is in cents; every money movement carries an idempotency key the provider
 * answers once.
 */
export interface WireToken {
  access_token: string;
  token_type: "Bearer";
  /** Seconds the token lives. */
  expires_in: number;
}

export interface WireCard {
  cardNumber: string;
  balance: number;
  status: "active";
}

export interface WireMovementRequest {
  amount: number;
  idempotencyKey: string;
}

export interface WireMovement {
  transactionId: string;
  cardNumber: string;
  amount: number;
  /** The card's balance after this movement. */
  balance: number;
  /** Increases with every movement of the card: a mirror keeps the answer with the highest. */
  sequence: number;
  /** True when this load made the card exist (its activation). */
  activated: boolean;
}

export const giftCardPaths = {
  token: "/oauth/token",
  card: (cardNumber: string) => `/v1/cards/${encodeURIComponent(cardNumber)}`,
  load: (cardNumber: string) => `/v1/cards/${encodeURIComponent(cardNumber)}/load`,
  redeem: (cardNumber: string) => `/v1/cards/${encodeURIComponent(cardNumber)}/redeem`,
  refund: (cardNumber: string) => `/v1/cards/${encodeURIComponent(cardNumber)}/refund`,
} as const;
