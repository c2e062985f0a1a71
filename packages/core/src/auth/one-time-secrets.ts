import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { sessionPepper } from "./sessions";

/** A keyed digest of a code or link token, so a copy of the table cannot be used to guess or replay them. */
export const secretDigest = (purpose: "reset" | "verify", value: string): string =>
  createHmac("sha256", sessionPepper()).update(`${purpose}:${value}`).digest("base64url");

export const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => randomInt(10)).join("");

export const randomLinkToken = (): string => randomBytes(32).toString("base64url");
