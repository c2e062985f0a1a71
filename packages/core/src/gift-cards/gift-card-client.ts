import { providerCall, type ProviderCall } from "../common/provider-http";
import type { GiftCardProvider } from "./gift-card-provider";
import { needsTokenRefresh, type CachedToken } from "./gift-card-token";
import {
  giftCardPaths,
  type WireCard,
  type WireMovement,
  type WireMovementRequest,
  type WireToken,
} from "./gift-card-wire";

export const giftCardTimeoutMs = 15_000;

/** Where the client keeps the company's access token between requests (gift-cards.ts keeps it in DynamoDB). */
export interface TokenStore {
  read(): Promise<CachedToken | null>;
  save(token: { accessToken: string; expiresAt: string }): Promise<void>;
}

export interface GiftCardClientOptions {
  baseUrl?: string;
  clientId: string;
  clientSecret: string;
  tokens: TokenStore;
  now?: () => Date;
  timeoutMs?: number;
}

/**
 * The real HTTP client of the gift-card provider. It reuses the cached token until 5 minutes or less are left,
 * then fetches a new one; a call the provider refuses with `invalid_token` (revoked, expired early) fetches a
 * new token and is sent once more with the same idempotency key, so it cannot move money twice.
 */
export class GiftCardClient implements GiftCardProvider {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: GiftCardClientOptions) {
    const baseUrl = options.baseUrl ?? process.env.GIFT_CARDS_API_URL;
    if (!baseUrl) throw new Error("GIFT_CARDS_API_URL is not configured");
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.timeoutMs = options.timeoutMs ?? giftCardTimeoutMs;
    this.now = options.now ?? (() => new Date());
  }

  private async freshToken(): Promise<ProviderCall<string>> {
    const call = await providerCall<WireToken>(`${this.baseUrl}${giftCardPaths.token}`, {
      method: "POST",
      body: {
        grant_type: "client_credentials",
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      },
      timeoutMs: this.timeoutMs,
    });
    if (call.kind === "failed") return call;
    const expiresAt = new Date(this.now().getTime() + call.body.expires_in * 1000).toISOString();
    await this.options.tokens.save({ accessToken: call.body.access_token, expiresAt });
    return { kind: "ok", body: call.body.access_token };
  }

  private async token(): Promise<ProviderCall<string>> {
    const cached = await this.options.tokens.read();
    if (!needsTokenRefresh(cached, this.now()) && cached?.accessToken)
      return { kind: "ok", body: cached.accessToken };
    return this.freshToken();
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<ProviderCall<T>> {
    const token = await this.token();
    if (token.kind === "failed") return token;
    const send = (bearer: string) =>
      providerCall<T>(`${this.baseUrl}${path}`, { method, body, token: bearer, timeoutMs: this.timeoutMs });
    const first = await send(token.body);
    if (first.kind === "ok" || first.error !== "invalid_token") return first;
    const renewed = await this.freshToken();
    return renewed.kind === "failed" ? renewed : send(renewed.body);
  }

  balance(cardNumber: string) {
    return this.call<WireCard>("GET", giftCardPaths.card(cardNumber));
  }

  load(cardNumber: string, request: WireMovementRequest) {
    return this.call<WireMovement>("POST", giftCardPaths.load(cardNumber), request);
  }

  redeem(cardNumber: string, request: WireMovementRequest) {
    return this.call<WireMovement>("POST", giftCardPaths.redeem(cardNumber), request);
  }

  refund(cardNumber: string, request: WireMovementRequest) {
    return this.call<WireMovement>("POST", giftCardPaths.refund(cardNumber), request);
  }
}
