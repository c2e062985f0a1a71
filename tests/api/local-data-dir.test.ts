import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, describe, expect, it } from "vitest";
import { securePrivateDir } from "@pos/functions/local/data-dir";
import { startDynamoLocal } from "@pos/functions/local/dynamo-local";
import { freePort } from "@pos/functions/local/ports";

const root = mkdtempSync(path.join(tmpdir(), "pos-data-dir-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (target: string): number => statSync(target).mode & 0o777;

describe("the local data directory", () => {
  it("is created 0700 and takes group and world rights from what an older start left", () => {
    const dir = path.join(root, "old", ".data");
    mkdirSync(path.join(dir, "s3"), { recursive: true, mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, "s3", "photo.png"), "x", { mode: 0o644 });
    securePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, "s3"))).toBe(0o700);
    expect(modeOf(path.join(dir, "s3", "photo.png"))).toBe(0o600);
    const fresh = path.join(root, "fresh", ".data");
    securePrivateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
  });

  it("DynamoDB Local writes its database files readable by their owner only", async () => {
    const dbPath = path.join(root, "db", "dynamodb");
    const local = await startDynamoLocal({ port: await freePort(), dbPath });
    try {
      const client = new DynamoDBClient({
        endpoint: local.endpoint,
        region: "ca-central-1",
        credentials: { accessKeyId: "local", secretAccessKey: "local" },
      });
      await client.send(
        new CreateTableCommand({
          TableName: "modes",
          AttributeDefinitions: [{ AttributeName: "pk", AttributeType: "S" }],
          KeySchema: [{ AttributeName: "pk", KeyType: "HASH" }],
          BillingMode: "PAY_PER_REQUEST",
        }),
      );
      const files = readdirSync(dbPath);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(modeOf(path.join(dbPath, file)) & 0o077, file).toBe(0);
      expect(modeOf(dbPath)).toBe(0o700);
    } finally {
      await local.stop();
    }
  });
});
