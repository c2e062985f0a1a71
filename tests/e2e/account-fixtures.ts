// Helpers of the account browser tests: stores registered through the API, and codes, temporary passwords and
// links read from the dev mailbox (GET /dev/mailbox.json?to=). Not a spec file.
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { signInUser, trpcMutation } from "./fixtures";

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** A new address no other test uses (lower-case, no "+", as the password flows require). */
export const freshEmail = (prefix: string): string => `${prefix}.${randomBytes(4).toString("hex")}@e2e.test`;

export const strongPassword = "Fresh#Start2026";

/** The newest e-mail to this address whose text matches, waiting for the outbox to have it. */
export async function mailText(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => pattern.test(mail.text))?.text ?? "";
        return found !== "";
      },
      { message: `an e-mail to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found;
}

const pick = (text: string, pattern: RegExp): string => {
  const value = pattern.exec(text)?.[1];
  if (!value) throw new Error(`${pattern} not found in: ${text}`);
  return value;
};

const codePattern = /verification code is (\d{6})\./;
const temporaryPattern = /Temporary password: (\S+)/;
const verifyPattern = /(\/verifyEmail\?token=[\w-]+)/;

/** The reset code of the newest reset e-mail; `other` is a code that is surely wrong. */
export async function resetCode(request: APIRequestContext, to: string) {
  const code = pick(await mailText(request, to, codePattern), codePattern);
  return { code, other: code === "000000" ? "111111" : "000000" };
}

export const temporaryPassword = async (request: APIRequestContext, to: string) =>
  pick(await mailText(request, to, temporaryPattern), temporaryPattern);

/** The path and query of the verification link in the welcome e-mail. */
export const verifyLink = async (request: APIRequestContext, to: string) =>
  pick(await mailText(request, to, verifyPattern), verifyPattern);

export type RegisteredStore = { email: string; name: string; companyName: string; companyId: number };

/** A store registered by the demo admin through the API: its owner has a temporary password, unverified. */
export async function registerStore(request: APIRequestContext, prefix: string): Promise<RegisteredStore> {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const id = randomBytes(4).toString("hex");
  const store = { email: `${prefix}.${id}@e2e.test`, name: "Robin Fresh", companyName: `Fresh Leaf ${id}` };
  const { companyId } = await trpcMutation<{ companyId: number }>(
    request,
    "account.register",
    store,
    admin.token,
  );
  return { ...store, companyId };
}

/** A registered owner who already chose `strongPassword` (which also verified the e-mail). */
export async function readyOwner(request: APIRequestContext, prefix: string): Promise<RegisteredStore> {
  const store = await registerStore(request, prefix);
  await trpcMutation(request, "account.completeNewPassword", {
    email: store.email,
    temporaryPassword: await temporaryPassword(request, store.email),
    newPassword: strongPassword,
  });
  return store;
}

export { toast } from "./pos-register-fixtures";

/** Counts the calls of one procedure, to prove a blocked form sends nothing. */
export function countCalls(page: Page, procedure: string): () => number {
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().includes(`/trpc/${procedure}`)) calls += 1;
  });
  return () => calls;
}

/** Holds the next call of a procedure until `release` is called, to see a form's busy state. */
export async function holdCall(page: Page, procedure: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/trpc/${procedure}*`, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
