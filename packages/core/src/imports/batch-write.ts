import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { AppError } from "../common/errors";
import { documentClient, tableName } from "../db/client";

const batchSize = 25;

/** One BatchWriteItem, retrying what DynamoDB leaves unprocessed. */
async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; attempt < 5 && requests.length > 0; attempt += 1) {
    const result = await documentClient.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
    );
    requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
  }
  if (requests.length > 0) throw new AppError("INTERNAL", "An error occurred while importing this row");
}

/**
 * Items as their ElectroDB entity stores them (`params` gives the item with its keys), put in BatchWriteItem
 * requests of 25 sent all at once: a chunk of 200 rows is 8 requests in flight.
 */
export async function putInBatches<T>(
  items: T[],
  stored: (item: T) => Record<string, unknown>,
): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += batchSize)
    batches.push(items.slice(start, start + batchSize).map(stored));
  await Promise.all(batches.map(writeBatch));
}
