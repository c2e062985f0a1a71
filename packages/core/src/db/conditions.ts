import { AppError } from "../common/errors";

/** A write refused by its condition (ElectroDB wraps the AWS error as `cause`). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  [error.name, error.cause instanceof Error ? error.cause.name : ""].includes(
    "ConditionalCheckFailedException",
  );

/** For `.catch` on a patch, whose condition is that the item exists: a refusal means there is no such item. */
export const notFoundWhenMissing =
  (message: string) =>
  (error: unknown): never => {
    if (isConditionFailure(error)) throw new AppError("NOT_FOUND", message);
    throw error;
  };
