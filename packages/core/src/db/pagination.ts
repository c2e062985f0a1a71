import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { z } from "zod";
import { ZPageKey } from "../common/bounded.schema";
import { AppError } from "../common/errors";
import { documentClient } from "./client";
import { table, type IndexName } from "./table";

export const ZPageInput = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type PageInput = z.input<typeof ZPageInput>;

export interface Page<T> {
  items: T[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}

const keyFields: ReadonlySet<string> = new Set([
  table.partitionKey,
  table.sortKey,
  ...Object.values(table.indexes).flatMap((index) => [index.partitionKey, index.sortKey]),
]);

/**
 * A key sent back by a client is used only if it points into the very partition this query reads.
 * Every tenant partition starts with the company id, so a key from another company cannot pass.
 */
export function checkedStartKey(
  params: QueryCommandInput,
  key: Record<string, string>,
): Record<string, string> {
  const indexName = params.IndexName as IndexName | undefined;
  const partitionField = indexName ? table.indexes[indexName].partitionKey : table.partitionKey;
  const names = params.ExpressionAttributeNames ?? {};
  const placeholder = Object.keys(names).find((name) => names[name] === partitionField);
  const partitionValue: unknown = placeholder
    ? params.ExpressionAttributeValues?.[placeholder.replace("#", ":")]
    : undefined;
  const foreignField = Object.keys(key).some((field) => !keyFields.has(field));
  if (foreignField || partitionValue === undefined || key[partitionField] !== partitionValue) {
    throw new AppError("INVALID_INPUT", "This page key does not belong to this list.");
  }
  return key;
}

/** Runs one page of an ElectroDB query (its `params()`), returning DynamoDB's own lastEvaluatedKey. */
export async function queryPage<T>(
  params: object,
  parse: (items: Record<string, unknown>[]) => T[],
  page: PageInput,
): Promise<Page<T>> {
  const input = params as QueryCommandInput;
  const { limit, lastEvaluatedKey } = ZPageInput.parse(page);
  const result = await documentClient.send(
    new QueryCommand({
      ...input,
      Limit: limit,
      ExclusiveStartKey: lastEvaluatedKey ? checkedStartKey(input, lastEvaluatedKey) : undefined,
    }),
  );
  const items = parse(result.Items ?? []);
  return {
    items,
    count: items.length,
    lastEvaluatedKey: (result.LastEvaluatedKey as Record<string, string> | undefined) ?? null,
  };
}
