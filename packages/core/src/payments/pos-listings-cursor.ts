import { z } from "zod";
import { AppError } from "../common/errors";

/** Where one feed of a load stands: not started (null), DynamoDB's key to continue from, or finished. */
const ZFeedState = z
  .union([z.literal("done"), z.record(z.string().max(16), z.string().max(1024))])
  .nullable();
export type FeedState = z.infer<typeof ZFeedState>;

const ZListingsCursor = z.strictObject({
  /** The first page's time, repeated on every page. */
  asOf: z.iso.datetime(),
  /** The load's lower bound of updateDate (null: a cold load). */
  from: z.iso.datetime().nullable(),
  productTotal: z.number().int().min(0).nullable(),
  products: ZFeedState,
  stock: ZFeedState,
  batches: ZFeedState,
});
export type ListingsCursor = z.infer<typeof ZListingsCursor>;

/** The cursor a client sends back: opaque to it (base64url JSON), checked whole before anything is read. */
export const encodeCursor = (cursor: ListingsCursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString("base64url");

export function decodeCursor(text: string): ListingsCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    json = undefined;
  }
  const parsed = ZListingsCursor.safeParse(json);
  if (!parsed.success)
    throw new AppError("INVALID_INPUT", "This listings cursor is not valid: start the load again.");
  return parsed.data;
}

/** The next cursor, or null when every feed is finished. */
export const nextCursor = (cursor: ListingsCursor): string | null =>
  cursor.products === "done" && cursor.stock === "done" && cursor.batches === "done"
    ? null
    : encodeCursor(cursor);
