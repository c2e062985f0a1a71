import { randomUUID } from "node:crypto";
import { DeleteTableCommand, DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { dynamo } from "@pos/core/db/client";
import { ensureTable } from "@pos/core/db/create-table";
import { table } from "@pos/core/db/table";

describe("ensureTable", () => {
  it("creates the table once when two processes start together; the one that finds it created waits for it", async () => {
    const name = `ensure-${randomUUID()}`;
    try {
      // Both describe before either creates: one creates, the other is told the table is in use.
      await Promise.all([ensureTable(dynamo, name), ensureTable(dynamo, name)]);
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
      expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
        Object.keys(table.indexes).sort(),
      );
      await ensureTable(dynamo, name);
    } finally {
      await dynamo.send(new DeleteTableCommand({ TableName: name }));
    }
  });
});
