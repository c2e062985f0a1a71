import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Secrets at rest (third parties' client secrets): AES-256-GCM under SECRETS_KEY (64 hex characters). Locally,
 * without one, the key is derived from the session pepper the runtime keeps in .data/; in the cloud it is required.
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url); the key never leaves the server.
 */
function secretsKey(): Buffer {
  const configured = process.env.SECRETS_KEY;
  if (configured) {
    const key = Buffer.from(configured, "hex");
    if (key.length !== 32) throw new Error("SECRETS_KEY must be 32 bytes in hex");
    return key;
  }
  if (process.env.RUNTIME === "aws") throw new Error("SECRETS_KEY is not configured");
  return createHash("sha256")
    .update(`secrets:${process.env.SESSION_PEPPER ?? "local-development-pepper"}`)
    .digest();
}

/** A key for one purpose (signing links, ...) derived from SECRETS_KEY, so one secret serves them all. */
export function purposeKey(purpose: string): Buffer {
  return createHash("sha256").update(`${purpose}:`).update(secretsKey()).digest();
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretsKey(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Throws when the value was altered or sealed under another key. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", secretsKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
