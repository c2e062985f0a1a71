import { afterAll, vi } from "vitest";
import { setClock } from "@pos/core/common/clock";
import { HeadsetSimulator, setHeadsetClient } from "@pos/core/headset/headset-client";
import { onWorkQueued } from "@pos/core/jobs/work-queue";

/**
 * The api project runs its files one after another in a worker on one module graph (`isolate: false`: the router
 * and the AWS SDK are imported once per worker, not once per file). What a file changed of the process is put back
 * when it ends, so the next file starts as if alone: the environment, the clock, the installed clients, the mocks.
 */
const env = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  setClock(null);
  setHeadsetClient(new HeadsetSimulator());
  onWorkQueued(() => undefined);
  vi.restoreAllMocks();
});
