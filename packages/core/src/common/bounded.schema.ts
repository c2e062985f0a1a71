import { z } from "zod";

/**
 * Every string a client sends has a maximum length, so no value can outgrow a DynamoDB key (2 048 bytes for a
 * partition key, 1 024 for a sort key) or an item, and no request makes the server work on megabytes of text.
 * A test walks every procedure's input schema and fails on a string without a maximum.
 */
export const inputLimits = {
  /** Ids: ours are at most 44 characters (`pending_<uuid>`); 64 characters of 4-byte UTF-8 still fit a key. */
  id: 64,
  /** Names, searches, short codes. */
  text: 200,
} as const;

/** An id sent by a client. */
export const ZId = z.string().min(1).max(inputLimits.id);

/** A string of at most `max` characters. */
export const zText = (max: number = inputLimits.text) => z.string().max(max);

/** A page key sent back by a client: DynamoDB's own key object (`{ pk, sk, ... }`). */
export const ZPageKey = z.record(zText(16), zText(1_024));

/** An ISO 8601 date and time; fractional seconds would otherwise let it grow without end. */
export const zDateTime = (options?: Parameters<typeof z.iso.datetime>[0]) => z.iso.datetime(options).max(40);
