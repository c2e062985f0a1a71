import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const owaspScrypt: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The cost new hashes get. PASSWORD_HASH_LOG2_N lowers N for test runs only (docs/security.md); anything else,
 * and every deployed stage, uses OWASP's parameters.
 */
export function scryptParamsFrom(env: Record<string, string | undefined>): ScryptParams {
  const log2N = Number(env.PASSWORD_HASH_LOG2_N);
  return Number.isInteger(log2N) && log2N >= 10 && log2N <= 20
    ? { ...owaspScrypt, N: 2 ** log2N }
    : owaspScrypt;
}

const current = scryptParamsFrom(process.env);
const keyLength = 32;

function derive(secret: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize("NFKC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: each hash carries its cost, so the cost can be raised without breaking stored hashes. */
export async function hashSecret(secret: string, params: ScryptParams = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, params, keyLength);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !hash || !Object.values(params).every(Number.isInteger)) return null;
  return { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(secret, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(actual, parsed.hash);
}

/** A stored hash made with other parameters than today's: rehash it once the secret is known to be right. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.N !== current.N ||
    parsed.params.r !== current.r ||
    parsed.params.p !== current.p ||
    parsed.hash.length !== keyLength
  );
}

let decoy: Promise<string> | null = null;

/** A hash of the same cost for unknown accounts, so a miss takes as long as a wrong password. */
export const decoyHash = (): Promise<string> => (decoy ??= hashSecret("decoy-password-never-used"));
