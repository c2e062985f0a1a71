/** The one table definition. The local runtime and stacks/Database.ts both read it, so they cannot drift. */
export const table = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "expiresAt",
  indexes: {
    gsi1: { partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    gsi2: { partitionKey: "gsi2pk", sortKey: "gsi2sk" },
    /** Sparse: only items that set it (the OCS outbox on ledger entries, docs/compliance-ocs.md). */
    gsi3: { partitionKey: "gsi3pk", sortKey: "gsi3sk" },
  },
} as const;

export type IndexName = keyof typeof table.indexes;

/** Every key attribute is a string. */
export const keyAttributes = [
  table.partitionKey,
  table.sortKey,
  ...Object.values(table.indexes).flatMap((index) => [index.partitionKey, index.sortKey]),
];
