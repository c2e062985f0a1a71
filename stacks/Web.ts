import { Duration } from "aws-cdk-lib";
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from "aws-cdk-lib/aws-cloudfront";
import { StaticSite, use, type StackContext } from "sst/constructs";
import { contentSecurityPolicy } from "../packages/functions/src/web-headers";
import { Api } from "./Api";
import { Realtime } from "./Realtime";

export function Web({ stack }: StackContext) {
  const { api } = use(Api);
  const { websocket } = use(Realtime);
  // The same headers as the local server's (packages/functions/src/web-headers.ts). The API host can be
  // overridden on a device (a staging host) and images come from the bucket's presigned URLs, so calls and
  // images may use any https (or wss) origin; scripts only the site's own.
  const responseHeadersPolicy = new ResponseHeadersPolicy(stack, "WebSecurityHeaders", {
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({
          connect: ["https:", "wss:"],
          images: ["https:"],
          frames: process.env.DECK_URL ? [new URL(process.env.DECK_URL).origin] : [],
        }),
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      contentTypeOptions: { override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
        override: true,
      },
    },
  });
  const site = new StaticSite(stack, "Web", {
    path: "packages/web",
    buildCommand: "npm run build",
    buildOutput: "dist",
    environment: { VITE_API_URL: api.url, VITE_WS_URL: websocket.url },
    // SST writes this env typing file whenever the stack is synthesized; keep it out of the web package's sources.
    vite: { types: "../../.sst/web-env.d.ts" },
    cdk: { distribution: { defaultBehavior: { responseHeadersPolicy } } },
  });
  stack.addOutputs({ SiteUrl: site.url });
  return { site };
}
