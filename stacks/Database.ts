import { Config, Table, type StackContext } from "sst/constructs";
import { keyAttributes, table as design } from "../packages/core/src/db/table";

export function Database({ stack }: StackContext) {
  const table = new Table(stack, "Table", {
    fields: Object.fromEntries(keyAttributes.map((name) => [name, "string" as const])),
    primaryIndex: { partitionKey: design.partitionKey, sortKey: design.sortKey },
    globalIndexes: Object.fromEntries(
      Object.entries(design.indexes).map(([name, index]) => [
        name,
        { partitionKey: index.partitionKey, sortKey: index.sortKey },
      ]),
    ),
    timeToLiveAttribute: design.ttlAttribute,
    // SST already passes `pointInTimeRecovery`; CDK refuses it together with pointInTimeRecoverySpecification.
    cdk: { table: { pointInTimeRecovery: true } },
  });
  /** Hashes session tokens; every function that resolves a session is bound to it. */
  const sessionPepper = new Config.Secret(stack, "SESSION_PEPPER");
  /** Seals third parties' secrets at rest (OCS client credentials; packages/core/src/common/secret-box.ts). */
  const secretsKey = new Config.Secret(stack, "SECRETS_KEY");
  stack.addOutputs({ TableName: table.tableName });
  return { table, sessionPepper, secretsKey };
}
