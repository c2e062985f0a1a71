import { createHmac, randomInt } from "node:crypto";
import { Entity } from "electrodb";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { deleteVerifier, storeVerifier } from "../offline/passcode-verifier";
import { entityConfig } from "../db/client";
import { ZPasscode } from "./passcode.schema";
import { sessionPepper } from "./sessions";

/**
 * An employee's register passcode, unique within the company. Stored as a keyed digest so the register can
 * find the employee in one read (a 4-digit code is no secret worth a slow hash; the key keeps it off the table).
 */
export const Passcode = new Entity(
  {
    model: { entity: "passcode", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      digest: { type: "string", required: true },
      userId: { type: "string", required: true },
    },
    indexes: {
      byDigest: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["digest"], casing: "none" },
      },
      byUser: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["companyId", "userId"] },
        sk: { field: "gsi1sk", composite: [] },
      },
    },
  },
  entityConfig,
);

export const passcodeTakenMessage = "This passcode is already in use";

const digestOf = (companyId: number, passcode: string): string =>
  createHmac("sha256", sessionPepper()).update(`passcode:${companyId}:${passcode}`).digest("base64url");

/** The item of a passcode (for a transaction that creates the employee with it). */
export const passcodeItem = (companyId: number, userId: string, passcode: string) => ({
  companyId,
  digest: digestOf(companyId, ZPasscode.parse(passcode)),
  userId,
});

/**
 * A passcode nobody in the company holds: 4 digits (easy to key in) while one is free after a few tries, then 6.
 * Not a secret: the register asks for it to know who is there, and the employee changes it at will.
 */
export async function freePasscode(companyId: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits = attempt < 10 ? 4 : 6;
    const candidate = String(randomInt(0, 10 ** digits)).padStart(digits, "0");
    if ((await findByPasscode(companyId, candidate)) === null) return candidate;
  }
  throw new AppError("CONFLICT", passcodeTakenMessage);
}

export async function setPasscode(companyId: number, userId: string, passcode: string): Promise<void> {
  const digest = digestOf(companyId, ZPasscode.parse(passcode));
  const taken = await Passcode.get({ companyId, digest }).go({ consistent: true });
  if (taken.data?.userId === userId) return;
  if (taken.data) throw new AppError("CONFLICT", passcodeTakenMessage);
  const previous = await Passcode.query.byUser({ companyId, userId }).go();
  await Passcode.create({ companyId, digest, userId })
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError("CONFLICT", passcodeTakenMessage) : error;
    });
  await storeVerifier(companyId, userId, passcode);
  const stale = previous.data.filter((item) => item.digest !== digest);
  if (stale.length > 0) await Passcode.delete(stale.map((item) => ({ companyId, digest: item.digest }))).go();
}

export async function findByPasscode(companyId: number, passcode: string): Promise<string | null> {
  if (!ZPasscode.safeParse(passcode).success) return null;
  const found = await Passcode.get({ companyId, digest: digestOf(companyId, passcode) }).go();
  return found.data?.userId ?? null;
}

/** Frees the employee's passcode in the company (when they leave it). */
export async function removePasscode(companyId: number, userId: string): Promise<void> {
  const held = await Passcode.query.byUser({ companyId, userId }).go();
  if (held.data.length > 0)
    await Passcode.delete(held.data.map(({ digest }) => ({ companyId, digest }))).go();
  await deleteVerifier(companyId, userId);
}

export async function hasPasscode(companyId: number, userId: string): Promise<boolean> {
  const held = await Passcode.query.byUser({ companyId, userId }).go({ limit: 1 });
  return held.data.length > 0;
}
