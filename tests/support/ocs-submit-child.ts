/**
 * Runs one OCS submission pass for a company in a process of its own, so a test can kill it between sending and
 * recording the answer: `node --import tsx ocs-submit-child.ts <companyId> <ocsUrl>` with the test's environment.
 */
import { OcsClient } from "@pos/core/compliance/ocs-client";
import { runOcsSubmissions } from "@pos/core/compliance/ocs-job";

const [companyId, baseUrl] = process.argv.slice(2);
await runOcsSubmissions({
  client: new OcsClient({ baseUrl, timeoutMs: 60_000 }),
  companyId: Number(companyId),
  positions: false,
});
process.stdout.write("done\n");
