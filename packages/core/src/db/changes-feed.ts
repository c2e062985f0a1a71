import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "./client";

export type RawItem = Record<string, unknown>;

/** A cold load reads the partition in this many slices of updateDate at once. */
const coldLoadSlices = 8;
/** Above every ISO date: the open end of a `changes` index's range. */
const endOfTime = "9999";

/** Every page of the query, with only these attributes. */
export async function queryAll(params: QueryCommandInput, attributes: readonly string[]): Promise<RawItem[]> {
  const names = Object.fromEntries(attributes.map((name) => [`#a_${name}`, name]));
  const items: RawItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        ...params,
        ExpressionAttributeNames: { ...params.ExpressionAttributeNames, ...names },
        ProjectionExpression: Object.keys(names).join(", "),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
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
