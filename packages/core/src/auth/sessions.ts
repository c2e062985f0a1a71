import { createHmac, randomBytes } from "node:crypto";
import { epochSeconds, now } from "../common/clock";
import type { Actor } from "../common/actor";
import { TtlCache } from "../common/ttl-cache";
import { byKey, readShards, shardOf } from "../db/shards";
import { closeSessionConnections } from "../realtime/revocation";
import { Session, type SessionItem } from "./auth.entity";

const hour = 3_600_000;
const day = 24 * hour;

/** Dashboard sessions end after 12 idle hours or 14 days; a register stays signed in up to 30 idle days or 180 days. */
export const sessionPolicy = {
  user: { idleMs: 12 * hour, absoluteMs: 14 * day },
  device: { idleMs: 30 * day, absoluteMs: 180 * day },
  support: { idleMs: hour, absoluteMs: 8 * hour },
} as const;

/** lastSeenAt is written at most once a minute per session. */
const touchEveryMs = 60_000;

/**
 * The sweep index holds the idle expiry rounded up to the hour: a touch a minute moves `idleExpiresAt` every time
 * but the index key once an hour. A session is still refused the moment its idle expiry passes (resolveSession);
 * the sweep deletes it at most an hour later.
 */
const sweepBucketMs = hour;

export const sweepAtOf = (idleExpiresAt: string): string =>
  new Date(Math.ceil(new Date(idleExpiresAt).getTime() / sweepBucketMs) * sweepBucketMs).toISOString();

/**
 * Valid sessions are remembered for 5 s per process, so a request does not pay a read for it.
 * Revocation clears this process at once; other processes (Lambda instances) within 5 s.
 */
const cache = new TtlCache<SessionItem>(5_000);

/**
 * Counts revocations in this process, each counted once its delete is written: a session read before it (by a
 * request in flight during a sign-out) must not go back into the cache and outlive the sign-out.
 */
let revocations = 0;

function remember(session: SessionItem, readAfter: number): void {
  if (revocations === readAfter) cache.set(session.tokenHash, session);
}

function forget(match: (session: SessionItem) => boolean): void {
  cache.deleteWhere(match);
  revocations += 1;
}

export function sessionPepper(): string {
  const value = process.env.SESSION_PEPPER;
  if (value) return value;
  if (process.env.RUNTIME === "aws") throw new Error("SESSION_PEPPER is not configured");
  return "local-development-pepper";
}

export const hashToken = (token: string): string =>
  createHmac("sha256", sessionPepper()).update(token).digest("base64url");

export const principalOf = (subject: { userId: string } | { companyId: number; deviceId: string }): string =>
  "userId" in subject ? `user:${subject.userId}` : `device:${subject.companyId}:${subject.deviceId}`;

export type SessionSubject =
  | { kind: "user"; userId: string; supportCompanyId?: number }
  | { kind: "device"; companyId: number; deviceId: string };

/**
 * A new session's token and the item to write (only its hash is stored). A support session shares its admin's
 * principal, so signing the admin out everywhere ends it too.
 */
export function newSession(subject: SessionSubject): { token: string; item: SessionItem } {
  const token = randomBytes(32).toString("base64url");
  const policy =
    subject.kind === "user" && subject.supportCompanyId !== undefined
      ? sessionPolicy.support
      : sessionPolicy[subject.kind];
  const at = now();
  const absolute = new Date(at.getTime() + policy.absoluteMs);
  const idleExpiresAt = new Date(at.getTime() + policy.idleMs).toISOString();
  const tokenHash = hashToken(token);
  const item: SessionItem = {
    ...subject,
    tokenHash,
    principal: principalOf(subject),
    createdAt: at.toISOString(),
    lastSeenAt: at.toISOString(),
    idleExpiresAt,
    absoluteExpiresAt: absolute.toISOString(),
    expiresAt: epochSeconds(absolute),
    sweepAt: sweepAtOf(idleExpiresAt),
    shard: shardOf("session", tokenHash),
  };
  return { token, item };
}

export async function createSession(subject: SessionSubject): Promise<string> {
  const { token, item } = newSession(subject);
  await Session.create(item).go();
  return token;
}

function toActor(session: SessionItem): Actor | null {
  if (session.kind === "user" && session.userId) {
    return {
      kind: "user",
      userId: session.userId,
      sessionHash: session.tokenHash,
      ...(session.supportCompanyId === undefined ? {} : { supportCompanyId: session.supportCompanyId }),
    };
  }
  if (session.kind === "device" && session.deviceId && session.companyId !== undefined) {
    return {
      kind: "device",
      companyId: session.companyId,
      deviceId: session.deviceId,
      sessionHash: session.tokenHash,
    };
  }
  return null;
}

/** The actor of a bearer token, or null when it is unknown, expired or revoked. */
export async function resolveSession(token: string): Promise<Actor | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const readAfter = revocations;
  const session = cache.get(tokenHash) ?? (await Session.get({ tokenHash }).go({ consistent: true })).data;
  if (!session) return null;
  const at = now();
  if (session.idleExpiresAt <= at.toISOString() || session.absoluteExpiresAt <= at.toISOString()) {
    cache.delete(tokenHash);
    await Session.delete({ tokenHash }).go();
    return null;
  }
  if (at.getTime() - new Date(session.lastSeenAt).getTime() >= touchEveryMs) {
    await touch(session, at, readAfter);
  } else {
    remember(session, readAfter);
  }
  return toActor(session);
}

async function touch(session: SessionItem, at: Date, readAfter: number): Promise<void> {
  const policy = session.supportCompanyId === undefined ? sessionPolicy[session.kind] : sessionPolicy.support;
  const idle = Math.min(at.getTime() + policy.idleMs, new Date(session.absoluteExpiresAt).getTime());
  const idleExpiresAt = new Date(idle).toISOString();
  const sweepAt = sweepAtOf(idleExpiresAt);
  // The sweep index is rewritten only when the bucket changes (or a session written before buckets has none).
  const moved = sweepAt === session.sweepAt ? {} : { sweepAt, shard: shardOf("session", session.tokenHash) };
  const updated = await Session.patch({ tokenHash: session.tokenHash })
    .set({ lastSeenAt: at.toISOString(), idleExpiresAt, ...moved })
    .go({ response: "all_new" })
    .catch(() => null);
  if (updated) remember(updated.data as SessionItem, readAfter);
}

/** Ends one session and closes the sockets opened with it. */
export async function revokeSession(tokenHash: string): Promise<void> {
  await Session.delete({ tokenHash }).go();
  forget((session) => session.tokenHash === tokenHash);
  await closeSessionConnections([tokenHash]);
}

/** Ends every session of a user or a device, and closes their sockets. */
export async function revokeAllSessions(principal: string): Promise<number> {
  const sessions = await Session.query.byPrincipal({ principal }).go({ pages: "all" });
  const hashes = sessions.data.map(({ tokenHash }) => tokenHash);
  if (hashes.length > 0) await Session.delete(hashes.map((tokenHash) => ({ tokenHash }))).go();
  forget((session) => session.principal === principal);
  if (hashes.length > 0) await closeSessionConnections(hashes);
  return hashes.length;
}

/**
 * Deletes sessions past their expiry (DynamoDB's TTL sweep is lazy, and DynamoDB Local has none): those whose
 * expiry bucket has ended, from every shard of the sweep index.
 */
export async function purgeExpiredSessions(): Promise<number> {
  const cutoff = now().toISOString();
  const expired = await readShards({
    entity: "session",
    read: async (shard: number) =>
      (await Session.query.byExpiry({ shard }).lte({ sweepAt: cutoff }).go({ pages: "all" })).data,
    order: byKey((session) => session.sweepAt),
  });
  if (expired.length > 0) {
    await Session.delete(expired.map(({ tokenHash }) => ({ tokenHash }))).go();
  }
  return expired.length;
}

export function clearSessionCache(): void {
  cache.clear();
}
