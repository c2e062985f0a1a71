import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/** Configured once from the environment: TABLE_NAME, AWS_REGION, and DYNAMODB_ENDPOINT for DynamoDB Local. */
export const tableName = process.env.TABLE_NAME ?? "pos";

const endpoint = process.env.DYNAMODB_ENDPOINT;

export const dynamo = new DynamoDBClient({
  region: process.env.AWS_REGION ?? "ca-central-1",
  ...(endpoint
    ? {
        endpoint,
        credentials: { accessKeyId: "local", secretAccessKey: "local" },
      }
    : {}),
});

export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export const entityConfig = { client: documentClient, table: tableName };
