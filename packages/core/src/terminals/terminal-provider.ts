import type { ProviderCall as TerminalCall } from "../common/provider-http";
import type {
  WirePairRequest,
  WirePairStatus,
  WireRefundRequest,
  WireSaleRequest,
  WireTerminal,
  WireTransactionResult,
  WireVoidRequest,
} from "./terminal-wire";

/** A pairing-type card terminal provider (pos-and-accounts.md 7 "Pairing-type card terminals"). */
export interface TerminalProvider {
  list(merchantId: string): Promise<TerminalCall<WireTerminal[]>>;
  pair(merchantId: string, request: WirePairRequest): Promise<TerminalCall<WirePairStatus>>;
  pairStatus(merchantId: string, requestId: string): Promise<TerminalCall<WirePairStatus>>;
  connection(merchantId: string, connectionId: string): Promise<TerminalCall<WireTerminal>>;
  unpair(merchantId: string, connectionId: string): Promise<TerminalCall<{ ok: true }>>;
  sale(merchantId: string, request: WireSaleRequest): Promise<TerminalCall<WireTransactionResult>>;
  refund(merchantId: string, request: WireRefundRequest): Promise<TerminalCall<WireTransactionResult>>;
  void(merchantId: string, request: WireVoidRequest): Promise<TerminalCall<WireTransactionResult>>;
}
