// The cloud's import start: an asynchronous invoke of the worker Lambda (functions/src/jobs/worker-invoke.ts),
// against a local stand-in for the Lambda API.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";

let server: Server;
const received: { path: string; invocationType: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        invocationType: request.headers["x-amz-invocation-type"] as string | undefined,
        body,
      });
      response.writeHead(202, { "content-type": "application/json" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    AWS_REGION: "ca-central-1",
    WORKER_FUNCTION_NAME: "greenline-Worker",
  });
});

afterAll(() => {
  server.close();
  delete process.env.WORKER_FUNCTION_NAME;
  delete process.env.AWS_ENDPOINT_URL_LAMBDA;
});

it("starts a queued import on the worker Lambda without waiting for it (an Event invoke of the imports job)", async () => {
  const { invokeWorker } = await import("@pos/functions/jobs/worker-invoke");
  await invokeWorker("imports");
  expect(received).toEqual([
    {
      path: "/2015-03-31/functions/greenline-Worker/invocations",
      invocationType: "Event",
      body: JSON.stringify({ job: "imports" }),
    },
  ]);
});

it("leaves the import queued for the every-minute job when the worker cannot be started", async () => {
  const { onWorkQueued, workQueued } = await import("@pos/core/jobs/work-queue");
  let started = 0;
  onWorkQueued(() => {
    started += 1;
    throw new Error("Lambda said no");
  });
  await expect(workQueued("imports")).resolves.toBeUndefined();
  expect(started).toBe(1);
});
