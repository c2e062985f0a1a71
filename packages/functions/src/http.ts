import "./cloud-env";
import { awsLambdaRequestHandler } from "@trpc/server/adapters/aws-lambda";
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context as LambdaContext,
} from "aws-lambda";
import { maxBatchSize } from "@pos/core/common/batching";
import { checkHealth } from "@pos/core/db/health";
import { onWorkQueued } from "@pos/core/jobs/work-queue";
import { onRealtimeQueued } from "@pos/core/realtime/outbox";
import { invokeWorker } from "./jobs/worker-invoke";
import { batchPolicy } from "./trpc/batch-policy";
import { createContext } from "./trpc/context";
import { appRouter } from "./trpc/router";

const checkBatch = batchPolicy(appRouter);

// Queued imports start on the worker Lambda at once (the every-minute jobs are the fallback).
if (process.env.WORKER_FUNCTION_NAME) onWorkQueued(invokeWorker);
// Real-time messages are fanned out by the worker Lambda after the response (the every-minute job is the sweep).
if (process.env.WORKER_FUNCTION_NAME) onRealtimeQueued(() => invokeWorker("realtime"));

const trpc = awsLambdaRequestHandler({
  router: appRouter,
  maxBatchSize,
  createContext: ({ event, context, info }) => {
    checkBatch(info);
    return createContext({
      requestId: context.awsRequestId,
      authorization: event.headers.authorization,
      apiKey: event.headers["x-api-key"],
      sourceIp:
        "http" in event.requestContext
          ? event.requestContext.http.sourceIp
          : event.requestContext.identity.sourceIp,
    });
  },
});

export const commit = (): string => process.env.COMMIT ?? "dev";

/** The API Lambda: `GET /ping` (alive), `GET /health` (alive and the database answers) and `/trpc/{proxy+}`. */
export async function handler(
  event: APIGatewayProxyEventV2,
  context: LambdaContext,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (event.rawPath === "/ping") {
    return {
      statusCode: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ commit: commit() }),
    };
  }
  if (event.rawPath === "/health") {
    const health = await checkHealth();
    return {
      statusCode: health.database === "ok" ? 200 : 503,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
      body: JSON.stringify({ commit: commit(), ...health }),
    };
  }
  return trpc(event, context);
}
