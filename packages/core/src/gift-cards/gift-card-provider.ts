import type { ProviderCall } from "../common/provider-http";
import type { WireCard, WireMovement, WireMovementRequest } from "./gift-card-wire";

/** A gift-card provider (pos-and-accounts.md 4 "Gift-card access token"); the client handles its token. */
export interface GiftCardProvider {
  balance(cardNumber: string): Promise<ProviderCall<WireCard>>;
  /** Adds value; a card not known yet is activated by its first load. */
  load(cardNumber: string, request: WireMovementRequest): Promise<ProviderCall<WireMovement>>;
  redeem(cardNumber: string, request: WireMovementRequest): Promise<ProviderCall<WireMovement>>;
  refund(cardNumber: string, request: WireMovementRequest): Promise<ProviderCall<WireMovement>>;
}
