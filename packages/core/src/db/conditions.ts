/** A write refused by its condition (ElectroDB wraps the AWS error as `cause`). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  [error.name, error.cause instanceof Error ? error.cause.name : ""].includes(
    "ConditionalCheckFailedException",
  );

