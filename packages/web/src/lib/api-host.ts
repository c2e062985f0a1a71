import { readStorage, removeStorage, storageKeys } from "./storage-keys";

/** How long the Development page waits for GET /ping of a new API host. */
export const apiHostCheckTimeoutMs = 5_000;

export type ApiHostCheck = { ok: true; commit: string } | { ok: false; reason: string };

export const apiHostOverride = (): string | null => readStorage(storageKeys.apiHostOverride);

/** Back to the site's own API; a full load so every client and cache starts on it. */
export function resetApiHostOverride(): void {
  removeStorage(storageKeys.apiHostOverride);
  window.location.reload();
}

function commitOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("commit" in body)) return null;
  return typeof body.commit === "string" && body.commit !== "" ? body.commit : null;
}

/**
 * An API host is taken only when its GET /ping answers with a commit, as this product's API does: a host that
 * does not answer would lock the admin out, and the admin's token would go to whatever host was typed.
 */
export async function checkApiHost(origin: string): Promise<ApiHostCheck> {
  let response: Response;
  try {
    response = await fetch(`${origin}/ping`, {
      signal: AbortSignal.timeout(apiHostCheckTimeoutMs),
      cache: "no-store",
      credentials: "omit",
    });
  } catch {
    return { ok: false, reason: `${origin} did not answer. Check the address and that the API is running.` };
  }
  const commit = response.ok ? commitOf(await response.json().catch(() => null)) : null;
  if (commit === null) {
    return {
      ok: false,
      reason: `${origin} answered, but not as this product's API (GET /ping gave no commit).`,
    };
  }
  return { ok: true, commit };
}
