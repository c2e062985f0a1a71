import { readStorage, storageKeys } from "./storage-keys";
import { surfaceOf } from "./surface";

/**
 * An admin's support session ("Login" on the admin company page) lives in this tab's sessionStorage, never in
 * localStorage: the admin's own `authToken` is untouched, so signing out of the support session (or it
 * expiring) leaves /admin signed in. The token arrives once in the URL fragment, which is never sent to a server,
 * and is removed from the address bar at once.
 */
const supportTokenKey = "supportAuthToken";
const fragmentPrefix = "#support=";

export const supportSessionUrl = (companyId: number, token: string): string =>
  `/company/${companyId}/dashboard${fragmentPrefix}${encodeURIComponent(token)}`;

/** Called once at start-up, before the router reads the address. */
export function adoptSupportToken(): void {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(fragmentPrefix)) return;
  const token = decodeURIComponent(hash.slice(fragmentPrefix.length));
  if (token) window.sessionStorage.setItem(supportTokenKey, token);
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
}

export function readSupportToken(): string | null {
  try {
    return window.sessionStorage.getItem(supportTokenKey);
  } catch {
    return null;
  }
}

export function clearSupportToken(): void {
  window.sessionStorage.removeItem(supportTokenKey);
}

/** Dashboard pages of a support tab carry the support token; every other page the user's own. */
export function usesSupportToken(pathname = window.location.pathname): boolean {
  return surfaceOf(pathname) === "company" && readSupportToken() !== null;
}

export function userToken(): string | null {
  return usesSupportToken() ? readSupportToken() : readStorage(storageKeys.authToken);
}
