import { TRPCError } from "@trpc/server";
import { Session } from "@pos/core/auth/auth.entity";
import { emailsTo } from "@pos/core/email/outbox";
import { errorData } from "@pos/functions/trpc/errors";

/** The newest e-mail to an address, as the dev mailbox shows it. */
export async function latestEmail(to: string): Promise<{ subject: string; text: string }> {
  const [latest] = await emailsTo(to);
  if (!latest) throw new Error(`No email to ${to}`);
  return latest;
}

function find(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`${pattern} not found in: ${text}`);
  return found;
}

export const resetCodeOf = async (email: string): Promise<string> =>
  find((await latestEmail(email)).text, /verification code is (\d{6})\./);

export const temporaryPasswordOf = async (email: string): Promise<string> =>
  find((await latestEmail(email)).text, /Temporary password: (\S+)/);

export const verificationTokenOf = async (email: string): Promise<string> =>
  find((await latestEmail(email)).text, /\/verifyEmail\?token=([\w-]+)/);

/** The `details` sent with a failed call (for PASSWORD_MIGRATION_REQUIRED: the migrating user). */
export async function detailsOf(call: Promise<unknown>): Promise<Record<string, unknown> | null> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return errorData(error).details;
    throw error;
  }
  throw new Error("Expected the call to fail, but it succeeded");
}

export async function sessionCount(userId: string): Promise<number> {
  const sessions = await Session.query.byPrincipal({ principal: `user:${userId}` }).go({ pages: "all" });
  return sessions.data.length;
}
