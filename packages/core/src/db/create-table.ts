import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from "@aws-sdk/client-dynamodb";
import { keyAttributes, table } from "./table";

function indexDefinitions(): GlobalSecondaryIndex[] {
  return Object.entries(table.indexes).map(([name, index]) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: "HASH" },
      { AttributeName: index.sortKey, KeyType: "RANGE" },
    ],
    Projection: { ProjectionType: "ALL" },
  }));
}

const isNamed = (error: unknown, name: string): boolean => error instanceof Error && error.name === name;

/** Times a table DynamoDB says exists but cannot describe yet is looked up again, 250 ms apart. */
const describeAttempts = 20;

/**
 * Creates the table, or adds the indexes a newer version defines. Used by the local runtime and tests. A table
 * another process created meanwhile, or one DynamoDB Local restarted after a hard stop reports as existing before
 * it can describe it, is waited for rather than created twice.
 */
export async function ensureTable(client: DynamoDBClient, name: string, attempt = 1): Promise<void> {
  const existing = await client
    .send(new DescribeTableCommand({ TableName: name }))
    .then((result) => result.Table)
    .catch((error: unknown) => {
      if (isNamed(error, "ResourceNotFoundException")) return undefined;
      throw error;
    });
  const attributeDefinitions = keyAttributes.map((attribute) => ({
    AttributeName: attribute,
    AttributeType: "S" as const,
  }));
  if (!existing) {
    const created = await client
      .send(
        new CreateTableCommand({
          TableName: name,
          BillingMode: "PAY_PER_REQUEST",
          AttributeDefinitions: attributeDefinitions,
          KeySchema: [
            { AttributeName: table.partitionKey, KeyType: "HASH" },
            { AttributeName: table.sortKey, KeyType: "RANGE" },
          ],
          GlobalSecondaryIndexes: indexDefinitions(),
        }),
      )
      .then(() => true)
      .catch((error: unknown) => {
        if (!isNamed(error, "ResourceInUseException")) throw error;
        if (attempt < describeAttempts) return false;
        throw new Error(
          `DynamoDB says the table ${name} exists but has not described it for 5 s: its data may be damaged ` +
            "(DynamoDB Local stopped hard while writing). Keep a copy of its data directory and start on fresh data.",
        );
      });
    if (!created) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return ensureTable(client, name, attempt + 1);
    }
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: {
          AttributeName: table.ttlAttribute,
          Enabled: true,
        },
      }),
    );
    return;
  }
  const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of indexDefinitions().filter((candidate) => !present.has(candidate.IndexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}
