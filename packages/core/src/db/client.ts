import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { createOutageLog, isDatabaseOutage } from "./outage";

/** Configured once from the environment: TABLE_NAME, AWS_REGION, and DYNAMODB_ENDPOINT for DynamoDB Local. */
export const tableName = process.env.TABLE_NAME ?? "pos";

const endpoint = process.env.DYNAMODB_ENDPOINT;

/**
 * Bounded waits (docs/scale.md, Faults): a stalled database answers a register "busy, try again" within about
 * 2 × (1 s connect + 4 s of socket silence) instead of hanging it for as long as the stall lasts. DynamoDB answers a
 * single call in milliseconds; 4 s of silence on one call is an outage, not a slow query.
 */
const dynamoTimeouts = { connectionTimeout: 1_000, requestTimeout: 4_000, maxAttempts: 2 } as const;

export const dynamo = new DynamoDBClient({
  region: process.env.AWS_REGION ?? "ca-central-1",
  maxAttempts: dynamoTimeouts.maxAttempts,
  requestHandler: {
    connectionTimeout: dynamoTimeouts.connectionTimeout,
    requestTimeout: dynamoTimeouts.requestTimeout,
    // Without it the SDK only logs a warning when the time is up and goes on waiting.
    throwOnRequestTimeout: true,
  },
  ...(endpoint
    ? {
        endpoint,
        credentials: { accessKeyId: "local", secretAccessKey: "local" },
      }
    : {}),
});

/** The process's record of a database outage: one line when it starts, one when it ends (to stderr). */
export const databaseOutage = createOutageLog((line) => console.error(line));

dynamo.middlewareStack.add(
  (next) => async (args) => {
    try {
      const output = await next(args);
      databaseOutage.succeeded();
      return output;
    } catch (error) {
      if (isDatabaseOutage(error)) databaseOutage.failed(error);
      else databaseOutage.succeeded();
      throw error;
    }
  },
  { step: "initialize", name: "databaseOutageLog" },
);

export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export const entityConfig = { client: documentClient, table: tableName };
