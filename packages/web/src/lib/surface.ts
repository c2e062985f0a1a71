import { storageKeys, type StorageKey } from "./storage-keys";

/** The part of the app a path belongs to; decides which token a request carries. */
export type Surface = "pos" | "company" | "admin" | "public";

export function surfaceOf(pathname: string): Surface {
  if (pathname === "/pos" || pathname.startsWith("/pos/")) return "pos";
  if (pathname.startsWith("/company/")) return "company";
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "admin";
  return "public";
}

export function tokenKeyOf(surface: Surface): StorageKey {
  return surface === "pos" ? storageKeys.deviceAuthToken : storageKeys.authToken;
}
