import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { AppError } from "../common/errors";
import { documentClient } from "./client";
import { checkedStartKey } from "./pagination";

export type RawItem = Record<string, unknown>;

/** A cold load reads the partition in this many slices of updateDate at once. */
const coldLoadSlices = 8;
/** Above every ISO date: the open end of a `changes` index's range. */
const endOfTime = "9999";

export type StartKey = Record<string, string>;

/** One page of the query with only these attributes, and DynamoDB's key to continue from (null: the last page). */
async function projectedPage(
  params: QueryCommandInput,
  attributes: readonly string[],
  startKey: StartKey | undefined,
  limit?: number,
): Promise<{ items: RawItem[]; next: StartKey | null }> {
  const names = Object.fromEntries(attributes.map((name) => [`#a_${name}`, name]));
  const page = await documentClient
    .send(
      new QueryCommand({
        ...params,
        ExpressionAttributeNames: { ...params.ExpressionAttributeNames, ...names },
        ProjectionExpression: Object.keys(names).join(", "),
        ExclusiveStartKey: startKey,
        Limit: limit,
      }),
    )
    .catch((error: unknown) => {
      // A start key in the partition but outside the query's range (a forged one).
      if (startKey && error instanceof Error && error.name === "ValidationException")
        throw new AppError("INVALID_INPUT", "This page key does not belong to this list.");
      throw error;
    });
  return { items: page.Items ?? [], next: (page.LastEvaluatedKey as StartKey | undefined) ?? null };
}

/** Every page of the query, with only these attributes. */
export async function queryAll(params: QueryCommandInput, attributes: readonly string[]): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let startKey: StartKey | undefined;
  do {
    const page = await projectedPage(params, attributes, startKey);
    items.push(...page.items);
    startKey = page.next ?? undefined;
  } while (startKey);
  return items;
}

/** One partition of a `changes` index (sort key updateDate#id): the query of the stamps between two bounds. */
export type ChangesQuery = (from: string, to: string) => QueryCommandInput;

export interface ChangesFeed {
  /** The items stamped at or after `since`. */
  changedSince(since: string): Promise<RawItem[]>;
  /** Every item of the partition. */
  loadAll(): Promise<RawItem[]>;
}

async function edgeStamp(query: ChangesQuery, oldest: boolean): Promise<string | null> {
  const page = await documentClient.send(
    new QueryCommand({
      ...query("", endOfTime),
      ScanIndexForward: oldest,
      Limit: 1,
      ProjectionExpression: "updateDate",
    }),
  );
  const stamp: unknown = page.Items?.[0]?.updateDate;
  return typeof stamp === "string" ? stamp : null;
}

/**
 * Reads of a `changes` index with only the given attributes. DynamoDB returns at most 1 MB a page, so a cold load
 * as one query would take one round trip per megabyte; the range between the oldest and newest stamps is cut into
 * slices read at the same time. An item stamped exactly at a cut is read once, by the later slice: its key (stamp,
 * then id) sorts after the bare stamp that closes one slice's BETWEEN and not before the one that opens the next.
 */
export function changesFeed(query: ChangesQuery, attributes: readonly string[]): ChangesFeed {
  return {
    changedSince: (since) => queryAll(query(since, endOfTime), attributes),
    async loadAll() {
      const [oldest, newest] = await Promise.all([edgeStamp(query, true), edgeStamp(query, false)]);
      if (oldest === null || newest === null) return [];
      const from = Date.parse(oldest);
      const span = Date.parse(newest) - from;
      const cuts = Array.from({ length: coldLoadSlices - 1 }, (_, index) =>
        new Date(from + Math.floor((span * (index + 1)) / coldLoadSlices)).toISOString(),
      );
      const bounds = ["", ...new Set(cuts), endOfTime];
      const slices = await Promise.all(
        bounds.slice(1).map((to, index) => queryAll(query(bounds[index] as string, to), attributes)),
      );
      return slices.flat();
    },
  };
}

export interface ChangesPage {
  items: RawItem[];
  /** DynamoDB's LastEvaluatedKey: where the next page starts; null after the last one. */
  next: StartKey | null;
}

/**
 * One page (at most `limit` items, oldest stamp first) of the items stamped at or after `from` (every item when
 * null), starting after `startKey`, which a client may have sent back: it is used only if it points into this
 * very partition (else INVALID_INPUT).
 */
export function changesPage(
  query: ChangesQuery,
  attributes: readonly string[],
  { from, limit, startKey }: { from: string | null; limit: number; startKey: StartKey | null },
): Promise<ChangesPage> {
  const params = query(from ?? "", endOfTime);
  return projectedPage(params, attributes, startKey ? checkedStartKey(params, startKey) : undefined, limit);
}
