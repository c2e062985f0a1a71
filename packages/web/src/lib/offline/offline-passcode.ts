import type { OfflineEmployee, OfflineVerifier } from "@pos/core/offline/offline-sale.schema";

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const toBase64Url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** PBKDF2-SHA256 of the passcode with the employee's salt, as the server derived it (passcode-verifier.ts). */
export async function deriveVerifier(passcode: string, verifier: OfflineVerifier): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(passcode), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: fromBase64Url(verifier.salt), iterations: verifier.iterations },
    key,
    256,
  );
  return toBase64Url(bits);
}

/**
 * The employee whose cached verifier this passcode matches, or null. Each candidate costs one slow hash, so a
 * guess costs as much here as anywhere the verifiers were copied to.
 */
export async function employeeByPasscode(
  passcode: string,
  employees: readonly OfflineEmployee[],
): Promise<OfflineEmployee | null> {
  if (!/^\d{4,8}$/.test(passcode)) return null;
  for (const employee of employees) {
    if (!employee.verifier) continue;
    if ((await deriveVerifier(passcode, employee.verifier)) === employee.verifier.hash) return employee;
  }
  return null;
}
