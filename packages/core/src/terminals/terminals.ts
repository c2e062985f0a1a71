import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { ProviderCall } from "../common/provider-http";
import { isConditionFailure } from "../db/conditions";
import { getActiveDevice } from "../device/device";
import {
  ExternalCharge,
  toChargeView,
  type ChargeView,
  type ExternalChargeItem,
} from "../payments/external-charge.entity";
import { TerminalClient } from "./terminal-client";
import type { TerminalProvider } from "./terminal-provider";
import { centsToDollars, saleOutcome } from "./terminal-sale";
import { findLocation } from "../company/location-rules";
import {
  adminTerminalsError,
  terminalMessages,
  ZMerchantTerminalsInput,
  ZConnectionRef,
  ZPairStatusInput,
  ZPairTerminalInput,
  ZTerminalRefundInput,
  ZTerminalSaleInput,
  type PairingView,
  type TerminalView,
} from "./terminals.schema";

/** pos-and-accounts.md 3: the merchant id of a store at the card provider. */
export const merchantIdOf = (companyId: number, locationId: string) => `blc-${companyId}-${locationId}`;

/** TERMINALS_API_URL names the provider (the simulator locally): a real provider is a configuration change. */
export function terminalProvider(): TerminalProvider {
  if (!process.env.TERMINALS_API_URL)
    throw new AppError("PROVIDER_UNAVAILABLE", "Card terminals are not configured on this server");
  return new TerminalClient();
}

async function merchantOf(actor: DeviceActor): Promise<string> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  return merchantIdOf(actor.companyId, device.locationId);
}

/** A failed call as the register sees it: offline and time-out say what to do; the rest `fallback`. */
export function terminalFailure(
  call: Extract<ProviderCall<unknown>, { kind: "failed" }>,
  fallback: string,
): AppError {
  if (call.error === "terminal_offline")
    return new AppError("PROVIDER_UNAVAILABLE", terminalMessages.offline);
  if (call.error === "timeout") return new AppError("PROVIDER_UNAVAILABLE", terminalMessages.timeout);
  if (call.error === "unknown_connection")
    return new AppError("INVALID_INPUT", terminalMessages.unknownConnection);
  if (call.error === "unknown_terminal") return new AppError("INVALID_INPUT", terminalMessages.info);
  return new AppError("PROVIDER_UNAVAILABLE", fallback);
}

export async function listTerminals(actor: DeviceActor): Promise<TerminalView[]> {
  const call = await terminalProvider().list(await merchantOf(actor));
  if (call.kind === "failed") throw terminalFailure(call, terminalMessages.list);
  return call.body.map(({ terminalId, name, connectionId, statusCode }) => ({
    terminalId,
    name,
    connectionId,
    statusCode,
  }));
}

const pairingView = (status: PairingView): PairingView => ({
  requestId: status.requestId,
  status: status.status,
  retryIntervalMs: status.retryIntervalMs,
  connectionId: status.connectionId,
  message: status.message,
});

/** Starts pairing; the register then polls pairStatus at the interval the provider gives. */
export async function pairTerminal(actor: DeviceActor, input: unknown): Promise<PairingView> {
  const data = ZPairTerminalInput.parse(input);
  const call = await terminalProvider().pair(await merchantOf(actor), data);
  if (call.kind === "failed") throw terminalFailure(call, terminalMessages.connect);
  return pairingView(call.body);
}

export async function pairStatus(actor: DeviceActor, input: unknown): Promise<PairingView> {
  const { requestId } = ZPairStatusInput.parse(input);
  const call = await terminalProvider().pairStatus(await merchantOf(actor), requestId);
  if (call.kind === "failed")
    throw call.status === 404
      ? new AppError("INVALID_INPUT", terminalMessages.connect)
      : terminalFailure(call, terminalMessages.connect);
  return pairingView(call.body);
}

export async function connectionStatus(actor: DeviceActor, input: unknown): Promise<TerminalView> {
  const { connectionId } = ZConnectionRef.parse(input);
  const call = await terminalProvider().connection(await merchantOf(actor), connectionId);
  if (call.kind === "failed") throw terminalFailure(call, terminalMessages.refresh);
  const { terminalId, name, statusCode } = call.body;
  return { terminalId, name, connectionId: call.body.connectionId, statusCode };
}

export async function unpairTerminal(actor: DeviceActor, input: unknown): Promise<{ ok: true }> {
  const { connectionId } = ZConnectionRef.parse(input);
  const call = await terminalProvider().unpair(await merchantOf(actor), connectionId);
  if (call.kind === "failed") throw terminalFailure(call, terminalMessages.remove);
  return { ok: true };
}

async function existingCharge(companyId: number, chargeId: string) {
  return (await ExternalCharge.get({ companyId, chargeId }).go({ consistent: true })).data;
}

/** A repeat of a charge's key must ask for the same thing; it then gets the first answer. */
function replayed(item: ExternalChargeItem, checkoutKey: string, amount: number): ChargeView {
  if (item.checkoutKey !== checkoutKey || item.requested !== amount)
    throw new AppError("CONFLICT", "This payment key was already used for another payment");
  if (item.status === "declined") throw new AppError("CONFLICT", terminalMessages.declined);
  return toChargeView(item);
}

/**
 * A sale on the paired terminal. The provider is asked with the charge's key as its reference, so a retry after a
 * time-out or a lost answer gets the first result instead of a second charge. The answer is recorded as a charge
 * the open sale's checkout then counts as a Worldpay tender (approved: the amount asked; partial: what the
 * terminal approved, the rest stays due).
 */
export async function terminalSale(actor: DeviceActor, input: unknown): Promise<ChargeView> {
  const data = ZTerminalSaleInput.parse(input);
  const { companyId } = actor;
  const before = await existingCharge(companyId, data.idempotencyKey);
  if (before) return replayed(before, data.checkoutKey, data.amount);
  const device = await getActiveDevice(companyId, actor.deviceId);
  const call = await terminalProvider().sale(merchantIdOf(companyId, device.locationId), {
    connectionId: data.connectionId,
    reference: data.idempotencyKey,
    transactionAmount: centsToDollars(data.amount),
  });
  if (call.kind === "failed") throw terminalFailure(call, terminalMessages.failed);
  if (!call.body?.responseCode) throw new AppError("PROVIDER_UNAVAILABLE", terminalMessages.noResponse);
  const outcome = saleOutcome(call.body, data.amount);
  const at = nowIso();
  const card = [call.body.cardLogo, call.body.last4 ? `•••• ${call.body.last4}` : null].filter(Boolean);
  const item = {
    companyId,
    chargeId: data.idempotencyKey,
    kind: "terminal" as const,
    status: outcome.status === "declined" ? ("declined" as const) : ("approved" as const),
    checkoutKey: data.checkoutKey,
    deviceId: actor.deviceId,
    locationId: device.locationId,
    requested: data.amount,
    amount: outcome.amount,
    authNumber: call.body.authNumber ?? undefined,
    transactionId: call.body.transactionId,
    label: card.length > 0 ? card.join(" ") : "Card",
    connectionId: data.connectionId,
    heldSince: outcome.status === "declined" ? undefined : at,
    createDate: at,
    updateDate: at,
  };
  const created = await ExternalCharge.create(item)
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return false;
      throw error;
    });
  if (!created) {
    const first = await existingCharge(companyId, data.idempotencyKey);
    if (first) return replayed(first, data.checkoutKey, data.amount);
  }
  if (outcome.status === "declined") throw new AppError("CONFLICT", terminalMessages.declined);
  return toChargeView(item);
}

/** A refund on the paired terminal; it completes with the auth number the terminal gives. */
export async function terminalRefund(
  actor: DeviceActor,
  input: unknown,
): Promise<{ amount: number; authNumber: string | null }> {
  const data = ZTerminalRefundInput.parse(input);
  const call = await terminalProvider().refund(await merchantOf(actor), {
    connectionId: data.connectionId,
    reference: data.idempotencyKey,
    transactionAmount: centsToDollars(data.amount),
    originalAuthNumber: data.originalAuthNumber,
  });
  if (call.kind === "failed") throw terminalFailure(call, terminalMessages.refundFailed);
  if (call.body.statusCode !== "Approved" || !call.body.authNumber)
    throw new AppError("CONFLICT", terminalMessages.refundFailed);
  return { amount: data.amount, authNumber: call.body.authNumber };
}

/** admin.md 7: the terminals of a store's merchant account at one provider (provider and terminalId each). */
export async function merchantTerminals(
  input: unknown,
): Promise<{ provider: string; terminalId: string; name: string; connected: boolean }[]> {
  const data = ZMerchantTerminalsInput.parse(input);
  await findLocation({ companyId: data.companyId, locationId: data.locationId });
  const call = await terminalProvider().list(merchantIdOf(data.companyId, data.locationId));
  if (call.kind === "failed") throw new AppError("PROVIDER_UNAVAILABLE", adminTerminalsError);
  return call.body.map((terminal) => ({
    provider: data.provider,
    terminalId: terminal.terminalId,
    name: terminal.name,
    connected: terminal.statusCode === "CONNECTED",
  }));
}
