import { StaticSite, use, type StackContext } from "sst/constructs";
import { Api } from "./Api";
import { Realtime } from "./Realtime";

export function Web({ stack }: StackContext) {
  const { api } = use(Api);
  const { websocket } = use(Realtime);
  const site = new StaticSite(stack, "Web", {
    path: "packages/web",
    buildCommand: "npm run build",
    buildOutput: "dist",
    environment: { VITE_API_URL: api.url, VITE_WS_URL: websocket.url },
    // SST writes this env typing file whenever the stack is synthesized; keep it out of the web package's sources.
    vite: { types: "../../.sst/web-env.d.ts" },
  });
  stack.addOutputs({ SiteUrl: site.url });
  return { site };
}
