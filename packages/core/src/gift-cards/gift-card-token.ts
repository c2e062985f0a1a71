/** pos-and-accounts.md 9: the access token is refreshed when it has 5 minutes or less left. */
export const tokenRefreshMarginMs = 5 * 60_000;

export interface CachedToken {
  accessToken: string | null;
  /** ISO time the provider said the token expires. */
  expiresAt: string | null;
}

/** Refresh when the token or its expiry is missing, or 5 minutes or less are left. */
export function needsTokenRefresh(token: CachedToken | null, now: Date): boolean {
  if (!token?.accessToken || !token.expiresAt) return true;
  const expires = Date.parse(token.expiresAt);
  return !Number.isFinite(expires) || expires - now.getTime() <= tokenRefreshMarginMs;
}
