import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyProcedure } from "@trpc/server";
import { accountPolicy } from "@pos/core/auth/account-policy";
import { RateWindow } from "@pos/core/auth/rate-window.entity";
import { signInLimits, tooManyAttemptsMessage } from "@pos/core/auth/sign-in-limits";
import { maxBatchSize, travelsAlone } from "@pos/core/common/batching";
import { emailsTo } from "@pos/core/email/outbox";
import { passcodeLimits, tooManyPasscodesMessage } from "@pos/core/employees/register-employee";
import { createLocalHttpServer, type LocalHttpServer } from "@pos/functions/local/http-server";
import { unbatchedProcedures } from "@pos/functions/trpc/batch-policy";
import { appRouter } from "@pos/functions/trpc/router";
import { companyWithManager, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeDevice, makeUser, randomAddress, strongPassword } from "../support/world";

let local: LocalHttpServer;
let base: string;

beforeAll(async () => {
  local = createLocalHttpServer({ webDist: "/nonexistent" });
  await local.listen(0, "127.0.0.1");
  base = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}/trpc`;
});

afterAll(() => local.close());

const settled = async (calls: Promise<unknown>[]) =>
  Promise.all(calls.map((call) => failureOf(call).then((failure) => failure.appCode)));
const countOf = (codes: string[], code: string): number => codes.filter((each) => each === code).length;

interface ErrorBody {
  error?: { json: { message: string } };
}

/** One HTTP request batching `count` calls of one procedure, as httpBatchLink sends them (queries by GET). */
async function batch(
  path: string,
  count: number,
  inputOf: (index: number) => unknown,
  options: { token?: string; query?: boolean } = {},
) {
  const inputs = JSON.stringify(
    Object.fromEntries(Array.from({ length: count }, (_, index) => [index, { json: inputOf(index) }])),
  );
  const url = `${base}/${Array(count).fill(path).join(",")}?batch=1`;
  const response = await fetch(options.query ? `${url}&input=${encodeURIComponent(inputs)}` : url, {
    method: options.query ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    ...(!options.query && { body: inputs }),
  });
  const body = (await response.json()) as ErrorBody | ErrorBody[];
  const messages = (Array.isArray(body) ? body : [body]).map((entry) => entry.error?.json.message);
  return { status: response.status, messages };
}

async function registerWithJordan() {
  const { caller, companyId, location, wholeCompany } = await companyWithManager();
  await caller.employees.create({
    companyId,
    name: "Jordan",
    email: uniqueEmail(),
    passcode: "2468",
    assignments: wholeCompany,
  });
  const device = await makeDevice(companyId, location.id);
  return { device, register: await callerFor(device.token) };
}

describe("rate limits under concurrency", () => {
  it("50 concurrent wrong passwords for one account: at most 5 checked, then even the right one is refused", async () => {
    const user = await makeUser();
    const codes = await settled(
      Array.from({ length: 50 }, async () =>
        (await callerFor()).auth.signIn({ email: user.email, password: "Wrong#Pass1" }),
      ),
    );
    expect(countOf(codes, "INVALID_CREDENTIALS")).toBe(signInLimits.perAccount);
    expect(countOf(codes, "RATE_LIMITED")).toBe(50 - signInLimits.perAccount);
    expect(
      await failureOf((await callerFor()).auth.signIn({ email: user.email, password: strongPassword })),
    ).toEqual({ code: "TOO_MANY_REQUESTS", appCode: "RATE_LIMITED", message: tooManyAttemptsMessage });
  });

  it("50 concurrent guesses from one address over many accounts: at most 30 checked", async () => {
    const caller = await callerFor(undefined, randomAddress());
    const codes = await settled(
      Array.from({ length: 50 }, (_, index) =>
        caller.auth.signIn({ email: `guess${index}@test.example`, password: "Wrong#Pass1" }),
      ),
    );
    expect(countOf(codes, "INVALID_CREDENTIALS")).toBe(signInLimits.perAddress);
    expect(countOf(codes, "RATE_LIMITED")).toBe(50 - signInLimits.perAddress);
  });

  it("a right sign-in gives the address its attempt back", async () => {
    const address = randomAddress();
    const user = await makeUser();
    await (await callerFor(undefined, address)).auth.signIn({ email: user.email, password: strongPassword });
    expect((await RateWindow.get({ scope: "signInAddress", key: address }).go()).data?.count).toBe(0);
  });

  it("50 concurrent passcode guesses on one register: at most 5 checked, then the right passcode waits", async () => {
    const { register } = await registerWithJordan();
    const codes = await settled(
      Array.from({ length: 50 }, (_, index) =>
        register.employees.myPermissions({ passcode: String(5000 + index) }),
      ),
    );
    expect(countOf(codes, "NOT_FOUND")).toBe(passcodeLimits.perDevice);
    expect(countOf(codes, "RATE_LIMITED")).toBe(50 - passcodeLimits.perDevice);
    expect(await failureOf(register.employees.myPermissions({ passcode: "2468" }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      appCode: "RATE_LIMITED",
      message: tooManyPasscodesMessage,
    });
  });

  it("50 concurrent reset requests for one account send at most 5 e-mails", async () => {
    const user = await makeUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, async () =>
        (await callerFor()).account.forgotPassword({ email: user.email }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(
      accountPolicy.resetRequestsPerAccount,
    );
    expect(await emailsTo(user.email)).toHaveLength(accountPolicy.resetRequestsPerAccount);
  });
});

describe("batching over HTTP", () => {
  it("a batch of 200 sign-ins is refused whole: no password is checked and the right one still works", async () => {
    const user = await makeUser();
    const passwords = (index: number) => (index === 199 ? strongPassword : `Wrong#Pass${index}`);
    const refused = await batch("auth.signIn", 200, (index) => ({
      email: user.email,
      password: passwords(index),
    }));
    expect(refused.status).toBe(400);
    expect(refused.messages).toEqual(["Batch call exceeds maximum size"]);
    expect(
      (await RateWindow.get({ scope: "signInAccount", key: `user:${user.email}` }).go()).data,
    ).toBeNull();
    const small = await batch("auth.signIn", 2, (index) => ({
      email: user.email,
      password: passwords(index),
    }));
    expect(small.status).toBe(400);
    expect(small.messages).toEqual(Array(2).fill("auth.signIn cannot be batched with other calls"));
    expect(
      (await RateWindow.get({ scope: "signInAccount", key: `user:${user.email}` }).go()).data,
    ).toBeNull();
    const alone = await fetch(`${base}/auth.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { email: user.email, password: strongPassword } }),
    });
    expect(alone.status).toBe(200);
  });

  it("passcode guesses cannot share a request; ordinary queries still can", async () => {
    const { device, register } = await registerWithJordan();
    const guesses = await batch(
      "employees.myPermissions",
      2,
      (index) => ({ passcode: String(7000 + index) }),
      { token: device.token },
    );
    expect(guesses.status).toBe(400);
    expect(guesses.messages).toEqual(
      Array(2).fill("employees.myPermissions cannot be batched with other calls"),
    );
    expect((await register.employees.myPermissions({ passcode: "2468" })).name).toBe("Jordan");
    const reader = { token: device.token, query: true };
    const reads = await batch("device.getCurrent", maxBatchSize, () => undefined, reader);
    expect(reads.status).toBe(200);
    expect((await batch("device.getCurrent", maxBatchSize + 1, () => undefined, reader)).status).toBe(400);
  });

  it("every procedure that checks a password or passcode is unbatched, and the web sends each alone", () => {
    const unbatched = unbatchedProcedures(appRouter);
    for (const path of [
      "auth.signIn",
      "auth.deviceSignIn",
      "account.forgotPassword",
      "account.resetPassword",
      "employees.myPermissions",
      "sales.checkout",
    ])
      expect(unbatched, path).toContain(path);
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    for (const path of unbatched) {
      const type = procedures[path]?._def.type ?? "query";
      expect(travelsAlone({ type, path }), path).toBe(true);
    }
  });
});
