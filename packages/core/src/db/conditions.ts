/** A write refused by its condition (ElectroDB wraps the AWS error as `cause`). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  [error.name, error.cause instanceof Error ? error.cause.name : ""].includes(
    "ConditionalCheckFailedException",
  );

export type Delivery = { status: "taken" } | { status: "sent" } | { status: "failed"; error: string };

/**
 * Delivers one queued outbox item once: `claim` marks it sent only while still queued, so of two runs only one sends
 * it ("taken" for the other); a failed `send` is recorded by `fail` with why.
 */
export async function deliverOnce(steps: {
  claim: () => Promise<unknown>;
  send: () => Promise<unknown>;
  fail: (error: string) => Promise<unknown>;
}): Promise<Delivery> {
  const claimed = await steps.claim().then(
    () => true,
    (error: unknown) => {
      if (isConditionFailure(error)) return false;
      throw error;
    },
  );
  if (!claimed) return { status: "taken" };
  try {
    await steps.send();
    return { status: "sent" };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await steps.fail(reason);
    return { status: "failed", error: reason };
  }
}
