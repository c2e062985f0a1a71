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

/** Creates the table, or adds the indexes a newer version defines. Used by the local runtime and tests. */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<void> {
  const existing = await client
    .send(new DescribeTableCommand({ TableName: name }))
    .then((result) => result.Table)
    .catch((error: unknown) => {
      if (error instanceof Error && error.name === "ResourceNotFoundException") return undefined;
      throw error;
    });
  const attributeDefinitions = keyAttributes.map((attribute) => ({
    AttributeName: attribute,
    AttributeType: "S" as const,
  }));
  if (!existing) {
    await client.send(
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
    );
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
