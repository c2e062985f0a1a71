import fc from "fast-check";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@pos/core/auth/sessions";
import { createOrganization } from "@pos/core/organizations/organizations";
import { externalSourcePermissions } from "@pos/core/integrations/external-source.schema";
import {
  assertProperty,
  keyExamples,
  procedureInput,
  shapedInput,
  type Plausible,
} from "../support/fuzz-inputs";
import { call, procedures, type ProcedureEntry } from "../support/procedures";
import { makeSource } from "../support/queue-world";
import { recordWrites, type WriteRecorder } from "../support/write-recorder";
import { callerFor, makeCompany, makeDevice, makeUser, uniqueName, type Caller } from "../support/world";

type Tier = "public" | "user" | "owner" | "device" | "admin" | "integration";
const tiers: Tier[] = ["public", "user", "owner", "device", "admin", "integration"];

/** The tiers that get past a procedure's tier check: they reach its handler, so they get the most runs. */
const reaches: Record<NonNullable<ProcedureEntry["tier"]>, Tier[]> = {
  public: tiers,
  session: ["user", "owner", "device", "admin"],
  user: ["user", "owner", "admin"],
  admin: ["admin"],
  company: ["owner", "admin"],
  device: ["device"],
  integration: ["integration"],
};

/**
 * Admin mutations without input are platform-wide jobs (webhook delivery, the stats refresh, the Development page's
 * test error, which fails on purpose): there is no input to fuzz, and running them would act on the data of the test
 * files running beside this one. Every other tier still calls them, and is refused.
 */
const platformJob = (procedure: ProcedureEntry, tier: Tier) =>
  tier === "admin" &&
  procedure.tier === "admin" &&
  procedure.type === "mutation" &&
  procedure.inputs.length === 0;

/** Writes a refused call may make: the documented attempt counters of the rate limits. */
const attemptCounter = /(SignInFailure|Attempt|Limit|Window|ResetCode)/i;

function describeInput(input: unknown): string {
  try {
    const text = JSON.stringify(input, (_key, value: unknown) =>
      typeof value === "string" && value.length > 60 ? `${value.slice(0, 20)}…(${value.length})` : value,
    );
    return (text ?? String(input)).slice(0, 400);
  } catch {
    return Object.prototype.toString.call(input);
  }
}

let recorder: WriteRecorder;
let plausible: Plausible;
let callers: Record<Tier, () => Promise<Caller>>;

beforeAll(async () => {
  const { company, location, owner } = await makeCompany();
  const device = await makeDevice(company.id, location.id);
  const target = await makeDevice(company.id, location.id);
  const admin = await makeUser({ isAdmin: true });
  const user = await makeUser();
  // Ids that exist, so shaped inputs reach the handlers; the devices and users acted on are not the callers.
  plausible = {
    companyId: company.id,
    locationId: location.id,
    retailerId: location.id,
    deviceId: target.deviceId,
    userId: (await makeUser()).userId,
    sourceId: (await makeSource([])).sourceId,
    organizationId: (await createOrganization({ name: uniqueName("Organization") })).id,
  };
  const source = await makeSource(
    [company.id],
    externalSourcePermissions.map((permission) => permission.id),
  );
  const signedIn = async (token: Promise<string>) => callerFor(await token);
  // A fresh session per procedure: a fuzzed sign-out or password change must not end the walk for the others.
  callers = {
    public: () => callerFor(),
    user: () => signedIn(createSession({ kind: "user", userId: user.userId })),
    owner: () => signedIn(createSession({ kind: "user", userId: owner.userId })),
    device: () =>
      signedIn(createSession({ kind: "device", companyId: company.id, deviceId: device.deviceId })),
    admin: () => signedIn(createSession({ kind: "user", userId: admin.userId })),
    integration: () => Promise.resolve(source.caller),
  };
  // The system fees category is created on a company's first catalogue call; the walk starts after it.
  await (await callerFor(owner.token)).catalog.categories.list({ companyId: company.id });
  recorder = recordWrites();
});

afterAll(() => recorder.stop());

async function checkCall(caller: Caller, path: string, tier: Tier, input: unknown): Promise<void> {
  recorder.take();
  const error = await call(caller, path, input).then(
    () => null,
    (failure: unknown) => failure,
  );
  const writes = recorder.take();
  if (!error) return;
  const where = `${path} as ${tier} with ${describeInput(input)}`;
  expect(error, where).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code, where).not.toBe("INTERNAL_SERVER_ERROR");
  expect(
    writes.filter((write) => !attemptCounter.test(write)),
    `${where} failed with ${(error as TRPCError).code} but wrote`,
  ).toEqual([]);
}

describe("fuzzing every procedure", () => {
  it("malformed and hostile input, as every tier, never gives a 5xx and a refused call writes nothing", async () => {
    expect(procedures.length).toBeGreaterThan(100);
    for (const procedure of procedures) {
      const arbitrary = procedureInput(procedure.inputs, plausible);
      const [base] = fc.sample(shapedInput(procedure.inputs, plausible), { numRuns: 1, seed: 1 });
      for (const tier of tiers.filter((candidate) => !platformJob(procedure, candidate))) {
        const caller = await callers[tier]();
        const reached = procedure.tier !== undefined && reaches[procedure.tier].includes(tier);
        await assertProperty(
          fc.asyncProperty(arbitrary, (input) => checkCall(caller, procedure.path, tier, input)),
          {
            numRuns: reached ? 3 : 1,
            examples: reached ? keyExamples(procedure.inputs, base).map((input) => [input]) : [],
          },
        );
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 120_000);
});
