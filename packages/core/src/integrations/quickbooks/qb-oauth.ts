import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { AuditActor } from "../../audit/audit";
import { sessionPepper } from "../../auth/sessions";
import { now, nowIso } from "../../common/clock";
import { AppError } from "../../common/errors";
import { sealSecret } from "../../common/secret-box";
import { getCompany } from "../../company/company";
import { appUrl } from "../../email/app-url";
import { removeConnection, saveConnection } from "../integration-connect";
import { readConnection } from "../integration-health";
import { providerFailure } from "../provider-errors";
import { qbConfig, QbRestClient } from "./qb-client";
import { QbOAuthState } from "./qb.entity";
import { qbMessages, ZQbCallbackInput, type QbCallbackInput } from "./qb.schema";
import type { QbTokenResponse } from "./qb-wire";

const stateLifetimeSeconds = 600;

/** Intuit sends the user back here; the web app forwards it to the company's authCallback screen. */
export const qbRedirectUri = (): string => appUrl("/quickBooksCallback");

const signature = (companyId: number, nonce: string, userId: string) =>
  createHmac("sha256", sessionPepper())
    .update(`qb-state:${companyId}:${nonce}:${userId}`)
    .digest("base64url");

export function qbClient(): QbRestClient {
  const config = qbConfig();
  if (!config) throw new AppError("INVALID_INPUT", qbMessages.notConfigured);
  return new QbRestClient(config);
}

/**
 * Starts the OAuth connection. The state is `{companyId}.{nonce}.{signature}`: the company id first (the public
 * /quickBooksCallback forwards by it), the nonce single-use and stored for 10 minutes, the signature binding both
 * to the user who started it, so an answer cannot be replayed or completed by someone else.
 */
export async function startQbConnect(companyId: number, userId: string): Promise<{ authorizeUrl: string }> {
  const client = qbClient();
  await getCompany(companyId);
  const nonce = randomBytes(18).toString("base64url");
  await QbOAuthState.put({
    nonce,
    companyId,
    userId,
    expiresAt: Math.floor(now().getTime() / 1000) + stateLifetimeSeconds,
  }).go();
  const state = `${companyId}.${nonce}.${signature(companyId, nonce, userId)}`;
  return { authorizeUrl: client.authorizeUrl(state, qbRedirectUri()) };
}

async function claimState(companyId: number, state: string, userId: string): Promise<void> {
  const [company, nonce = "", signed = ""] = state.split(".");
  const expected = signature(companyId, nonce, userId);
  const valid =
    company === String(companyId) &&
    signed.length === expected.length &&
    timingSafeEqual(Buffer.from(signed), Buffer.from(expected));
  if (!valid) throw new AppError("INVALID_INPUT", qbMessages.badState);
  const stored = await QbOAuthState.get({ nonce }).go({ consistent: true });
  const nowSeconds = Math.floor(now().getTime() / 1000);
  if (!stored.data || stored.data.companyId !== companyId || stored.data.expiresAt < nowSeconds)
    throw new AppError("INVALID_INPUT", qbMessages.badState);
  // Single use: only the call that deletes it goes on.
  await QbOAuthState.delete({ nonce })
    .where((attributes, { exists }) => exists(attributes.nonce))
    .go()
    .catch(() => {
      throw new AppError("INVALID_INPUT", qbMessages.badState);
    });
}

export const sealedTokens = (tokens: QbTokenResponse) => ({
  accessTokenSealed: sealSecret(tokens.access_token),
  refreshTokenSealed: sealSecret(tokens.refresh_token),
  accessExpiresAt: new Date(now().getTime() + tokens.expires_in * 1000).toISOString(),
});

/** authCallback: the state is checked and spent, the code exchanged for tokens, kept sealed. */
export async function completeQbConnect(
  input: QbCallbackInput,
  by: AuditActor,
): Promise<{ realmId: string }> {
  const data = ZQbCallbackInput.parse(input);
  await claimState(data.companyId, data.state, by.userId);
  if (data.error || !data.code || !data.realmId) throw new AppError("INVALID_INPUT", qbMessages.denied);
  const client = qbClient();
  const tokens = await client.exchangeCode(data.code, qbRedirectUri());
  if (tokens.kind !== "ok") throw providerFailure(tokens, qbMessages.refused);
  const [company, previous] = await Promise.all([
    getCompany(data.companyId),
    readConnection(data.companyId, "quickBooks"),
  ]);
  await saveConnection(
    {
      companyId: data.companyId,
      kind: "quickBooks",
      companyName: company.name,
      at: nowIso(),
      fields: {
        realmId: data.realmId,
        ...sealedTokens(tokens.body),
        // The same QuickBooks company keeps its mapping; another one starts unmapped.
        ...(previous?.realmId === data.realmId && previous.accountMap
          ? { accountMap: previous.accountMap }
          : {}),
      },
      before: previous ? { realmId: previous.realmId ?? null } : null,
      after: { realmId: data.realmId },
    },
    by,
  );
  return { realmId: data.realmId };
}

export async function disconnectQb(companyId: number, by: AuditActor): Promise<void> {
  const connection = await readConnection(companyId, "quickBooks");
  if (!connection) return;
  await removeConnection(companyId, "quickBooks", { realmId: connection.realmId ?? null }, by);
}
