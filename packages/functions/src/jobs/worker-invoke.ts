import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import type { JobName } from "./schedule";

const lambda = new LambdaClient({});

/**
 * Starts a job now on the worker Lambda (stacks/Api.ts), without waiting for it: an asynchronous invoke, so a
 * request that queued work answers at once while the work runs for up to 5 minutes.
 */
export async function invokeWorker(job: JobName): Promise<void> {
  const functionName = process.env.WORKER_FUNCTION_NAME;
  if (!functionName) throw new Error("WORKER_FUNCTION_NAME is not set");
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: "Event",
      Payload: new TextEncoder().encode(JSON.stringify({ job })),
    }),
  );
}
