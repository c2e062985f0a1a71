import { pbkdf2Sync, randomBytes } from "node:crypto";
import { Entity } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * A register checks a passcode offline against this: PBKDF2-SHA256 of the passcode with a salt of its own per
 * employee, so the register never holds a passcode and each guess costs the slow hash. The same derivation runs
 * in the browser with WebCrypto (offline-passcode.ts in the web app).
 */
export const verifierIterations = 100_000;

export const PasscodeVerifier = new Entity(
  {
    model: { entity: "passcodeVerifier", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      userId: { type: "string", required: true },
      salt: { type: "string", required: true },
      hash: { type: "string", required: true },
      iterations: { type: "number", required: true },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["userId"] },
      },
    },
  },
  entityConfig,
);

export interface VerifierView {
  salt: string;
  hash: string;
  iterations: number;
}

export function deriveVerifier(passcode: string, salt: string, iterations: number): string {
  return pbkdf2Sync(passcode, Buffer.from(salt, "base64url"), iterations, 32, "sha256").toString("base64url");
}

/** Stores a fresh verifier of the employee's passcode (a new salt each time: an old verifier says nothing). */
export async function storeVerifier(companyId: number, userId: string, passcode: string): Promise<void> {
  const salt = randomBytes(16).toString("base64url");
  const hash = deriveVerifier(passcode, salt, verifierIterations);
  await PasscodeVerifier.put({ companyId, userId, salt, hash, iterations: verifierIterations }).go();
}

/** For employees whose passcode was set before verifiers existed: made the first time they key it in online. */
export async function ensureVerifier(companyId: number, userId: string, passcode: string): Promise<void> {
  const found = (await PasscodeVerifier.get({ companyId, userId }).go()).data;
  if (!found) await storeVerifier(companyId, userId, passcode);
}

export async function deleteVerifier(companyId: number, userId: string): Promise<void> {
  await PasscodeVerifier.delete({ companyId, userId }).go();
}

export async function companyVerifiers(companyId: number): Promise<Map<string, VerifierView>> {
  const items = (await PasscodeVerifier.query.byUser({ companyId }).go({ pages: "all" })).data;
  return new Map(items.map((item) => [item.userId, { salt: item.salt, hash: item.hash, iterations: item.iterations }]));
}
