import { now } from "../../common/clock";
import { openSecret } from "../../common/secret-box";
import { IntegrationConnection, type IntegrationConnectionItem } from "../integration-connection.entity";
import type { ProviderCall } from "../provider-call";
import { qbClient, sealedTokens } from "./qb-oauth";
import { qbMessages } from "./qb.schema";

async function refreshed(connection: IntegrationConnectionItem): Promise<ProviderCall<string>> {
  const result = await qbClient().refresh(openSecret(connection.refreshTokenSealed ?? ""));
  if (result.kind === "unauthorized") return { kind: "unauthorized", message: qbMessages.refused };
  // invalid_grant: the refresh token was revoked or expired; anything else (a time-out) may pass on a retry.
  if (result.kind === "failed" && result.message.includes("invalid_grant"))
    return { kind: "unauthorized", message: qbMessages.reconnect };
  if (result.kind !== "ok") return result;
  const tokens = sealedTokens(result.body);
  await IntegrationConnection.patch({ companyId: connection.companyId, kind: "quickBooks" }).set(tokens).go();
  Object.assign(connection, tokens);
  return { kind: "ok", body: result.body.access_token };
}

/**
 * Runs an API call with the connection's access token: refreshed first when it is about to expire, and once more
 * when QuickBooks says it expired (401). The new tokens are stored sealed.
 */
export async function withQbToken<T>(
  connection: IntegrationConnectionItem,
  call: (realmId: string, accessToken: string) => Promise<ProviderCall<T>>,
): Promise<ProviderCall<T>> {
  const realmId = connection.realmId ?? "";
  const expiring = (connection.accessExpiresAt ?? "") < new Date(now().getTime() + 60_000).toISOString();
  let token: ProviderCall<string> = expiring
    ? await refreshed(connection)
    : { kind: "ok", body: openSecret(connection.accessTokenSealed ?? "") };
  if (token.kind !== "ok") return token;
  const first = await call(realmId, token.body);
  if (first.kind !== "unauthorized" || expiring) return first;
  token = await refreshed(connection);
  if (token.kind !== "ok") return token;
  return call(realmId, token.body);
}
