// Shared helpers for the browser tests: sessions made through the API, tokens put where the app keeps them,
// and screenshots for review. Not a spec file; the specs import from here.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { demoDevice, demoGreenLeaf } from "@pos/functions/local/demo";

export const tokenKeys = { auth: "authToken", device: "deviceAuthToken" } as const;
type TokenKey = (typeof tokenKeys)[keyof typeof tokenKeys];

/** A tRPC 11 call as the web app makes it (superjson envelope, no batching). */
async function trpcMutation<T>(request: APIRequestContext, procedure: string, input: unknown, token?: string): Promise<T> {
  const response = await request.post(`/trpc/${procedure}`, {
    data: { json: input },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${procedure} answered ${response.status()}`).toBe(true);
  return (await response.json()).result.data.json as T;
}

export type UserSession = { token: string; me: { email: string; isAdmin: boolean; companies: { id: number; name: string }[] } };

/** A fresh session of its own for each test, so that one test's sign-out never ends another's. */
export function signInUser(request: APIRequestContext, email: string, password: string): Promise<UserSession> {
  return trpcMutation<UserSession>(request, "auth.signIn", { email, password });
}

export async function signInOwner(request: APIRequestContext): Promise<UserSession & { companyId: number }> {
  const session = await signInUser(request, demoGreenLeaf.owner.email, demoGreenLeaf.owner.password);
  const company = session.me.companies.find((entry) => entry.name === demoGreenLeaf.company.name);
  if (!company) throw new Error("The demo owner has no Green Leaf company");
  return { ...session, companyId: company.id };
}

export async function signInDevice(request: APIRequestContext): Promise<string> {
  const { token } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", {
    deviceId: demoDevice.deviceId,
    password: demoDevice.password,
  });
  return token;
}

/** The HTTP status a query answers with this token: 200 while the session lives, 401 once it has ended. */
export async function queryStatus(request: APIRequestContext, procedure: string, token: string): Promise<number> {
  const response = await request.get(`/trpc/${procedure}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}

/** Puts tokens into the origin's localStorage from a page that runs no app code, before the app loads. */
export async function storeTokens(page: Page, tokens: Partial<Record<TokenKey, string>>): Promise<void> {
  await page.goto("/ping");
  await page.evaluate((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, Object.entries(tokens));
}

export function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Waits until the app has dropped (or stored) a key: removal happens while the page is leaving. */
export async function expectStored(page: Page, key: string, expected: "present" | "absent"): Promise<void> {
  await expect.poll(async () => ((await readStored(page, key)) === null ? "absent" : "present")).toBe(expected);
}

/** The connection indicator of a layout (there are other status regions, such as spinners). */
export function connectionBadge(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /^(Connecting|Connected|Disconnected)$/ });
}

/** The sign-in page lands on /loginV2 (the root redirects there). */
export const loginUrl = /\/loginV2$/;
export const posLoginUrl = /\/loginV2\?mode=pos$/;

/** Screenshots for a human to review; only taken when E2E_SHOTS_DIR is set (e.g. /tmp/e2e-shots). */
export async function reviewShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
