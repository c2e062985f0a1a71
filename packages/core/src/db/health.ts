import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { dynamo, tableName } from "./client";

export interface Health {
  database: "ok" | "unreachable";
}

/** Whether the table answers within 1.5 s: what `GET /health` reports, so a monitor sees a dead database. */
export async function checkHealth(): Promise<Health> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: tableName }), {
      abortSignal: AbortSignal.timeout(1_500),
    });
    return { database: "ok" };
  } catch {
    return { database: "unreachable" };
  }
}
