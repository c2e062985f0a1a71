import { epochSeconds, now } from "../common/clock";
import { isConditionFailure } from "../db/conditions";
import { RateWindow, type RateScope } from "./rate-window.entity";

export interface RateLimit {
  scope: RateScope;
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

/** One counted attempt; `release` gives it back (a success that should not count). */
export interface Slot {
  scope: RateScope;
  key: string;
  windowEndsAt: string;
}

const refusedByCondition = (error: unknown): null => {
  if (isConditionFailure(error)) return null;
  throw error;
};

function countIn({ scope, limit }: RateLimit, key: string, at: string): Promise<Slot | null> {
  return RateWindow.update({ scope, key })
    .add({ count: 1 })
    .where(
      (attributes, { gt, lt }) => `${gt(attributes.windowEndsAt, at)} AND ${lt(attributes.count, limit)}`,
    )
    .go({ response: "all_new" })
    .then(({ data }) => ({ scope, key, windowEndsAt: data.windowEndsAt ?? at }))
    .catch(refusedByCondition);
}

function openWindow({ scope, windowMs }: RateLimit, key: string, at: Date): Promise<Slot | null> {
  const windowEnds = new Date(at.getTime() + windowMs);
  const windowEndsAt = windowEnds.toISOString();
  return RateWindow.put({ scope, key, count: 1, windowEndsAt, expiresAt: epochSeconds(windowEnds) })
    .where(
      (attributes, { notExists, lte }) =>
        `${notExists(attributes.windowEndsAt)} OR ${lte(attributes.windowEndsAt, at.toISOString())}`,
    )
    .go()
    .then(() => ({ scope, key, windowEndsAt }))
    .catch(refusedByCondition);
}

/**
 * Counts one attempt before the work it guards, in one conditional write that refuses at the limit, so parallel
 * or batched attempts can never get past it; null (nothing counted) once the window is full.
 */
export async function takeSlot(limit: RateLimit, key: string): Promise<Slot | null> {
  const at = now();
  return (
    (await countIn(limit, key, at.toISOString())) ??
    (await openWindow(limit, key, at)) ??
    // Another attempt opened the window between the two writes above.
    (await countIn(limit, key, at.toISOString()))
  );
}

/** Takes a slot of every limit or none: slots already taken are given back when a later limit refuses. */
export async function takeSlots(entries: [RateLimit, string][]): Promise<Slot[] | null> {
  const slots = await Promise.all(entries.map(([limit, key]) => takeSlot(limit, key)));
  const taken = slots.filter((slot): slot is Slot => slot !== null);
  if (taken.length === slots.length) return taken;
  await Promise.all(taken.map(releaseSlot));
  return null;
}

/** Gives an attempt back, in the window it was taken in only. */
export async function releaseSlot(slot: Slot): Promise<void> {
  await RateWindow.patch({ scope: slot.scope, key: slot.key })
    .add({ count: -1 })
    .where(
      (attributes, { eq, gt }) =>
        `${eq(attributes.windowEndsAt, slot.windowEndsAt)} AND ${gt(attributes.count, 0)}`,
    )
    .go()
    .catch(refusedByCondition);
}

/** Forgets every attempt of the key (an account's failures after a success or a new password). */
export async function clearWindow(scope: RateScope, key: string): Promise<void> {
  await RateWindow.delete({ scope, key }).go();
}
