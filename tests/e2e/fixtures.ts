// Shared helpers for the browser tests: sessions made through the API, tokens put where the app keeps them,
// and screenshots for review. Not a spec file; the specs import from here.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { demoDevice, demoGreenLeaf } from "@pos/functions/local/demo";

type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * The few browser globals the tests touch inside `page.evaluate`, for the repository's type-check (which has no
 * DOM lib). Use as `globalThis as unknown as InPage` inside the evaluated function.
 */
export type InPage = {
  localStorage: KeyValueStore;
  sessionStorage: KeyValueStore;
  location: { protocol: string };
  addEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
  e2eMark?: boolean;
  e2eSeen?: string[];
};

export const tokenKeys = { auth: "authToken", device: "deviceAuthToken" } as const;
type TokenKey = (typeof tokenKeys)[keyof typeof tokenKeys];

/** A tRPC 11 call as the web app makes it (superjson envelope, no batching). */
export async function trpcMutation<T>(
  request: APIRequestContext,
  procedure: string,
  input: unknown,
  token?: string,
): Promise<T> {
  const response = await request.post(`/trpc/${procedure}`, {
    data: { json: input },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${procedure} answered ${response.status()}`).toBe(true);
  return (await response.json()).result.data.json as T;
}

export type UserSession = {
  token: string;
  me: { email: string; isAdmin: boolean; companies: { id: number; name: string }[] };
};

/** A fresh session of its own for each test, so that one test's sign-out never ends another's. */
export function signInUser(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<UserSession> {
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

/** Ends a session on the server, as signing out in another browser would. */
export async function signOutSession(request: APIRequestContext, token: string): Promise<void> {
  await trpcMutation(request, "auth.signOut", null, token);
}

/** The HTTP status a query answers with this token: 200 while the session lives, 401 once it has ended. */
export async function queryStatus(
  request: APIRequestContext,
  procedure: string,
  token: string,
): Promise<number> {
  const response = await request.get(`/trpc/${procedure}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}

/**
 * Puts tokens into localStorage before the app's first script runs, as if signed in earlier. Call it before the
 * first `goto`. Once per tab (marked in sessionStorage), so that a token the app removes stays removed after a
 * reload or redirect.
 */
export async function storeTokens(page: Page, tokens: Partial<Record<TokenKey, string>>): Promise<void> {
  await page.addInitScript((entries) => {
    const w = globalThis as unknown as InPage;
    if (!w.location.protocol.startsWith("http") || w.sessionStorage.getItem("e2e:tokens")) return;
    w.sessionStorage.setItem("e2e:tokens", "stored");
    for (const [key, value] of entries) w.localStorage.setItem(key, value);
  }, Object.entries(tokens));
}

export function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as InPage).localStorage.getItem(name), key);
}

/** Writes (a string) or removes (null) a localStorage entry, as another tab of the same browser would. */
export async function writeStored(page: Page, key: string, value: string | null): Promise<void> {
  await page.evaluate(
    ([name, next]) => {
      const { localStorage } = globalThis as unknown as InPage;
      if (next === null) localStorage.removeItem(name);
      else localStorage.setItem(name, next);
    },
    [key, value] as const,
  );
}

/** Waits until the app has dropped (or stored) a key: removal happens while the page is leaving. */
export async function expectStored(page: Page, key: string, expected: "present" | "absent"): Promise<void> {
  await expect
    .poll(async () => ((await readStored(page, key)) === null ? "absent" : "present"), {
      intervals: [50, 100, 250],
    })
    .toBe(expected);
}

/** The connection indicator of a layout (there are other status regions, such as spinners). */
export function connectionBadge(page: Page): Locator {
  return page
    .getByRole("status")
    .filter({ hasText: /^(Connecting|Connected|Disconnected|(Offline|Syncing) — \d+ sales? waiting)$/ });
}

/** Waits for a sliding or fading panel to come to rest, so that a click does not wait on it (and retry). */
export async function settled(locator: Locator): Promise<void> {
  type Animated = { getAnimations(options: { subtree: boolean }): { finished: Promise<unknown> }[] };
  await locator.evaluate((element) =>
    Promise.all(
      (element as unknown as Animated)
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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

/**
 * Picks an option of a Radix select by typing its name (the select's typeahead), never by clicking into a list that
 * other specs' data may have made long: the option must be the highlighted one before Enter takes it. A miss
 * (a slow keystroke restarting the typeahead) closes the list and types again.
 */
export async function pickOption(combobox: Locator, option: string): Promise<void> {
  const page = combobox.page();
  const listbox = page.getByRole("listbox");
  const wanted = listbox.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await listbox.isVisible())) await combobox.click();
    await expect(listbox).toBeVisible();
    await page.keyboard.type(option);
    try {
      await expect(wanted).toBeFocused({ timeout: 2_000 });
    } catch (error) {
      await page.keyboard.press("Escape");
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press("Enter");
  await expect(listbox).toHaveCount(0);
}

/** Reloads until the rollups (counted every second by the e2e server) show the sales. */
export async function openWhenCounted(page: Page, path: string, testId: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toContainText(text, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
