import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startDynamoLocal } from "@pos/functions/local/dynamo-local";
import { freePort } from "@pos/functions/local/ports";
import { startS3Local } from "@pos/functions/local/s3-local";

declare module "vitest" {
  export interface ProvidedContext {
    apiEnv: Record<string, string>;
  }
}

/**
 * One in-memory DynamoDB Local and one s3rver for the whole api run. Test files run in parallel against the same
 * table, so each test creates its own data (tests/support/world.ts) and never counts what others wrote.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const s3Dir = mkdtempSync(path.join(tmpdir(), "pos-api-s3-"));
  const [dynamoLocal, s3Local] = await Promise.all([
    freePort().then((port) => startDynamoLocal({ port })),
    startS3Local({ port: 0, directory: s3Dir }),
  ]);
  const env = {
    RUNTIME: "local",
    TABLE_NAME: `pos-test-${Date.now()}`,
    AWS_REGION: "ca-central-1",
    DYNAMODB_ENDPOINT: dynamoLocal.endpoint,
    S3_ENDPOINT: s3Local.endpoint,
    BUCKET_NAME: s3Local.bucket,
    SESSION_PEPPER: randomBytes(32).toString("hex"),
    // Webhook receivers in the tests listen on loopback (docs/webhooks.md); tests of the refusal turn it off.
    WEBHOOKS_ALLOW_LOOPBACK: "true",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    // A test-only scrypt cost (N = 2^12 instead of OWASP's 2^17), so hundreds of sign-ins stay fast.
    PASSWORD_HASH_LOG2_N: "12",
  };
  Object.assign(process.env, env);
  project.provide("apiEnv", env);
  const { dynamo, tableName } = await import("@pos/core/db/client");
  const { ensureTable } = await import("@pos/core/db/create-table");
  await ensureTable(dynamo, tableName);
  return async () => {
    await Promise.all([dynamoLocal.stop(), s3Local.stop()]);
    rmSync(s3Dir, { recursive: true, force: true });
  };
}
