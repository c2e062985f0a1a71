/**
 * bench/api-overhead: the median of a simple company procedure over HTTP (company.getById through the local
 * server: session, tier check, one DynamoDB read, superjson) divided by the median of one raw GetItem of the same
 * item, both measured in this run against the same DynamoDB Local, one of each in turn so that a change in the
 * machine's load weighs on both alike. Target: at most 2.0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startRuntime } from "../packages/functions/src/local/runtime";
import { demoGreenLeaf } from "../packages/functions/src/local/demo";
import { timed } from "./support/measure";

const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
const warmup = 50;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const dataDir = mkdtempSync(path.join(tmpdir(), "pos-bench-"));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, seed: true, host: "127.0.0.1" });
try {
  const { GetCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient } = await import("@pos/core/db/client");
  const { Company } = await import("@pos/core/company/company.entity");

  const signIn = await fetch(`${runtime.url}/trpc/auth.signIn`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      json: { email: demoGreenLeaf.owner.email, password: demoGreenLeaf.owner.password },
    }),
  });
  const signedIn = (await signIn.json()) as {
    result: { data: { json: { token: string; me: { companies: { id: number }[] } } } };
  };
  const { token, me } = signedIn.result.data.json;
  const companyId = me.companies[0]?.id ?? 0;
  const input = encodeURIComponent(JSON.stringify({ json: { companyId } }));
  const url = `${runtime.url}/trpc/company.getById?input=${input}`;
  const headers = { authorization: `Bearer ${token}` };

  const getItem = Company.get({ companyId }).params();
  const rawCall = () => documentClient.send(new GetCommand(getItem));
  const apiCall = async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`company.getById answered ${response.status}`);
    await response.text();
  };
  const raw: number[] = [];
  const api: number[] = [];
  const once = { warmup: 0, rounds: 1 };
  for (let round = 0; round < warmup; round += 1) await Promise.all([rawCall(), apiCall()]);
  for (let round = 0; round < rounds; round += 1) {
    raw.push(...(await timed(rawCall, once)));
    api.push(...(await timed(apiCall, once)));
  }

  const floor = median(raw);
  const measured = median(api);
  console.log(`raw GetItem median        ${floor.toFixed(2)} ms (${rounds} calls)`);
  console.log(`company.getById median    ${measured.toFixed(2)} ms over HTTP (${rounds} calls)`);
  console.log(`api-overhead ratio        ${(measured / floor).toFixed(2)} (target <= 2.0)`);
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
