import { removeStorage, type StorageKey } from "./storage-keys";
import { surfaceOf, tokenKeyOf, type Surface } from "./surface";
import { usesSupportToken } from "./support-session";

/** Sign-in calls answer 401 for wrong credentials; that is not a lost session. */
const signInPaths: ReadonlySet<string> = new Set(["auth.signIn", "auth.deviceSignIn"]);

export function isSessionLoss(path: string, httpStatus: number | undefined): boolean {
  return httpStatus === 401 && !signInPaths.has(path);
}

export function currentSurface(): Surface {
  return surfaceOf(window.location.pathname);
}

let leaving = false;
let signingOut = false;

/** While this tab signs out on purpose, a 401 of a call already on its way is expected: it sends nobody to the root. */
export async function whileSigningOut(work: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await work();
  } finally {
    signingOut = false;
  }
}

/** Drops the token that was refused; leaves the page (once) only when it needs a session. */
export function handleSessionLoss(usedToken: StorageKey): void {
  removeStorage(usedToken);
  if (leaving || signingOut || currentSurface() === "public") return;
  leaving = true;
  window.location.replace("/");
}

export type StorageChangeAction = "reload" | "leave" | "ignore";

export function storageChangeAction(
  surface: Surface,
  key: string | null,
  newValue: string | null,
): StorageChangeAction {
  if (surface === "public") return "ignore";
  if (key === null) return "leave";
  if (key !== tokenKeyOf(surface)) return "ignore";
  return newValue === null ? "leave" : "reload";
}

/** Follows sign-in and sign-out done in another tab. Returns the unsubscribe function. */
export function watchSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A support tab does not carry the admin's own token, so its changes are not this tab's.
    if (event.storageArea !== window.localStorage || usesSupportToken()) return;
    const action = storageChangeAction(currentSurface(), event.key, event.newValue);
    if (action === "reload") window.location.reload();
    if (action === "leave") window.location.replace("/");
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
