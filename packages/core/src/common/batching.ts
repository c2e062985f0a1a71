/** The batching rules shared by both transports and the web's links (plain TypeScript, no imports). */
export const maxBatchSize = 20;

/** Procedures under these prefixes are never batched. */
export const unbatchedPrefixes = ["auth.", "account."] as const;

/** An input field holding a secret someone could guess: a password or a passcode. */
export const credentialField = /pass(word|code)/i;

/**
 * What the web sends on its own: every mutation (every credential check is one) and every `auth.` or `account.`
 * call; the server refuses any batch holding such a procedure (functions/src/trpc/batch-policy.ts).
 */
export const travelsAlone = (op: { type: string; path: string }): boolean =>
  op.type !== "query" || unbatchedPrefixes.some((prefix) => op.path.startsWith(prefix));
