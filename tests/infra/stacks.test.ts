import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import { App, Function as SstFunction, getStack, useFunctions } from "sst/constructs";
import { initProject, useProject } from "sst/project.js";
import { beforeAll, describe, expect, it } from "vitest";
import config from "../../sst.config";
import { Api } from "../../stacks/Api";
import { Database } from "../../stacks/Database";
import { Jobs } from "../../stacks/Jobs";
import { jobSchedule } from "../../packages/functions/src/jobs/schedule";
import { Realtime } from "../../stacks/Realtime";
import { Storage } from "../../stacks/Storage";
import { Web } from "../../stacks/Web";

type FunctionalStack =
  typeof Database | typeof Storage | typeof Realtime | typeof Api | typeof Jobs | typeof Web;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let app: App;

beforeAll(async () => {
  expect(process.cwd()).toBe(root);
  await initProject({ stage: "test", root });
  const { name, region } = useProject().config;
  app = new App({ mode: "deploy", stage: "test", name, region, account: "123456789012" });
  await config.stacks(app);
});

const template = (stack: FunctionalStack) => Template.fromStack(getStack(stack));

/** The SST functions of a stack, with their merged props and the logical id of their CloudFormation resource. */
function functionsOf(stack: FunctionalStack) {
  const cdkStack: Stack = getStack(stack);
  return cdkStack.node
    .findAll()
    .filter((c): c is SstFunction => c instanceof SstFunction)
    .map((fn) => ({
      logicalId: cdkStack.getLogicalId(fn.node.defaultChild as CfnFunction),
      props: useFunctions().fromID(fn.node.addr),
    }));
}

function variablesOf(t: Template, logicalId: string): Record<string, unknown> {
  const resource = t.findResources("AWS::Lambda::Function")[logicalId];
  return resource?.Properties?.Environment?.Variables ?? {};
}

describe("app", () => {
  it("names the app, region and stage", () => {
    expect(getStack(Database).stackName).toBe("test-greenline-pos-Database");
    expect(getStack(Database).region).toBe("ca-central-1");
  });

  it("defaults every function to Node 22 on arm64", () => {
    const all = [Realtime, Api, Jobs].flatMap(functionsOf);
    expect(all.length).toBe(3 + 2 + jobSchedule.length);
    for (const { props } of all) expect(props?.runtime).toBe("nodejs22.x");
    for (const stack of [Realtime, Api, Jobs]) {
      const fns = Object.values(template(stack).findResources("AWS::Lambda::Function")).filter(
        (r) => r.Properties?.Handler === "index.placeholder",
      );
      expect(fns.length).toBeGreaterThan(0);
      for (const fn of fns) {
        expect(fn.Properties.Architectures).toEqual(["arm64"]);
        expect(fn.Properties.Runtime).toBe("nodejs22.x");
      }
    }
  });
});

describe("Database", () => {
  it("has one on-demand table with pk/sk, gsi1, gsi2, gsi3, TTL and PITR", () => {
    const t = template(Database);
    t.resourceCountIs("AWS::DynamoDB::Table", 1);
    t.hasResourceProperties("AWS::DynamoDB::Table", {
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      AttributeDefinitions: Match.arrayEquals(
        ["pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk"].map((name) => ({
          AttributeName: name,
          AttributeType: "S",
        })),
      ),
      GlobalSecondaryIndexes: Match.arrayEquals([
        Match.objectLike({
          IndexName: "gsi1",
          KeySchema: [
            { AttributeName: "gsi1pk", KeyType: "HASH" },
            { AttributeName: "gsi1sk", KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        }),
        Match.objectLike({
          IndexName: "gsi2",
          KeySchema: [
            { AttributeName: "gsi2pk", KeyType: "HASH" },
            { AttributeName: "gsi2sk", KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        }),
        Match.objectLike({
          IndexName: "gsi3",
          KeySchema: [
            { AttributeName: "gsi3pk", KeyType: "HASH" },
            { AttributeName: "gsi3sk", KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        }),
      ]),
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    t.hasResource("AWS::DynamoDB::Table", { DeletionPolicy: "Retain", UpdateReplacePolicy: "Retain" });
  });
});

describe("Storage", () => {
  it("has a private uploads bucket that accepts browser form uploads (POST) and GET", () => {
    const t = template(Storage);
    t.resourceCountIs("AWS::S3::Bucket", 1);
    t.hasResourceProperties("AWS::S3::Bucket", {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: Match.arrayEquals(["POST", "GET"]),
            AllowedOrigins: ["*"],
            AllowedHeaders: ["*"],
          }),
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    t.hasResource("AWS::S3::Bucket", { DeletionPolicy: "Retain" });
  });
});

describe("Realtime", () => {
  it("has a WebSocket API with $connect, $disconnect and $default on their handlers", () => {
    const t = template(Realtime);
    t.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "WEBSOCKET" });
    t.resourceCountIs("AWS::ApiGatewayV2::Route", 3);
    for (const key of ["$connect", "$disconnect", "$default"]) {
      t.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: key });
    }
    const handlers = functionsOf(Realtime).map((f) => f.props?.handler);
    expect(handlers.sort()).toEqual([
      "packages/functions/src/realtime/connect.handler",
      "packages/functions/src/realtime/default.handler",
      "packages/functions/src/realtime/disconnect.handler",
    ]);
    for (const { logicalId } of functionsOf(Realtime)) {
      expect(Object.keys(variablesOf(t, logicalId))).toEqual(
        expect.arrayContaining(["TABLE_NAME", "WS_MANAGEMENT_ENDPOINT", "SST_Secret_value_SESSION_PEPPER"]),
      );
    }
  });

  it("outputs the wss URL and the https management endpoint", () => {
    const outputs = template(Realtime).toJSON().Outputs;
    expect(JSON.stringify(outputs.WebSocketUrl.Value)).toContain("wss://");
    expect(JSON.stringify(outputs.WsManagementEndpoint.Value)).toContain("https://");
  });
});

describe("Api", () => {
  it("routes ANY /trpc/{proxy+}, GET /ping and GET /health to the http handler with the runtime environment", () => {
    const t = template(Api);
    t.hasResourceProperties("AWS::ApiGatewayV2::Api", {
      ProtocolType: "HTTP",
      CorsConfiguration: Match.objectLike({ AllowOrigins: ["*"] }),
    });
    t.resourceCountIs("AWS::ApiGatewayV2::Route", 3);
    const [http] = functionsOf(Api);
    expect(http?.props?.handler).toBe("packages/functions/src/http.handler");
    const integrations = t.findResources("AWS::ApiGatewayV2::Integration");
    for (const routeKey of ["ANY /trpc/{proxy+}", "GET /ping", "GET /health"]) {
      const routes = t.findResources("AWS::ApiGatewayV2::Route", { Properties: { RouteKey: routeKey } });
      const [route] = Object.values(routes);
      const target = JSON.stringify(route?.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(id));
      expect(integrationId, routeKey).toBeDefined();
      expect(JSON.stringify(integrations[integrationId ?? ""]?.Properties.IntegrationUri)).toContain(
        http?.logicalId,
      );
    }
    const variables = variablesOf(t, http?.logicalId ?? "");
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(["TABLE_NAME", "BUCKET_NAME", "WS_MANAGEMENT_ENDPOINT", "EMAIL_FROM", "COMMIT"]),
    );
    expect(variables.RUNTIME).toBe("aws");
    expect(variables.SST_Secret_value_SESSION_PEPPER).toBeDefined();
  });

  it("lets the http function send e-mail and post to WebSocket connections", () => {
    const t = template(Api);
    const statements = JSON.stringify(t.findResources("AWS::IAM::Policy"));
    expect(statements).toContain('"Action":"ses:SendEmail"');
    expect(statements).toContain('"Action":"execute-api:ManageConnections"');
    expect(statements).toContain("/@connections/*");
  });

  it("has a worker function the http function invokes for the work a request queues (imports)", () => {
    const t = template(Api);
    const [http, worker] = functionsOf(Api);
    expect(worker?.props?.handler).toBe("packages/functions/src/jobs/run.handler");
    expect(worker?.props?.timeout).toBe("5 minutes");
    expect(JSON.stringify(variablesOf(t, http?.logicalId ?? "").WORKER_FUNCTION_NAME)).toContain(
      worker?.logicalId,
    );
    const policies = JSON.stringify(t.findResources("AWS::IAM::Policy"));
    expect(policies).toContain('"Action":"lambda:InvokeFunction"');
  });
});

describe("Jobs", () => {
  it("schedules one rule per job with its rate and input", () => {
    const t = template(Jobs);
    t.resourceCountIs("AWS::Events::Rule", jobSchedule.length);
    t.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      Targets: [Match.objectLike({ Input: '{"job":"connectivity"}' })],
    });
    t.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(15 minutes)",
      Targets: [Match.objectLike({ Input: '{"job":"purge-expired"}' })],
    });
    t.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      Targets: [Match.objectLike({ Input: '{"job":"webhooks"}' })],
    });
    t.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      Targets: [Match.objectLike({ Input: '{"job":"headset-sync"}' })],
    });
    for (const { logicalId, props } of functionsOf(Jobs)) {
      expect(props?.handler).toBe("packages/functions/src/jobs/run.handler");
      expect(variablesOf(t, logicalId).RUNTIME).toBe("aws");
      expect(Object.keys(variablesOf(t, logicalId))).toEqual(
        expect.arrayContaining(["TABLE_NAME", "SST_Secret_value_SESSION_PEPPER"]),
      );
    }
    expect(JSON.stringify(t.findResources("AWS::IAM::Policy"))).toContain("execute-api:ManageConnections");
  });
});

describe("Web", () => {
  it("serves the SPA from a private bucket through CloudFront with index.html fallback", () => {
    const t = template(Web);
    t.resourceCountIs("AWS::CloudFront::Distribution", 1);
    t.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: "index.html",
        CustomErrorResponses: Match.arrayWith([
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: "/index.html" }),
        ]),
      }),
    });
    t.resourceCountIs("AWS::S3::Bucket", 1);
    expect(t.toJSON().Outputs.SiteUrl).toBeDefined();
  });

  it("answers with a Content-Security-Policy, X-Frame-Options and Referrer-Policy through a response headers policy", () => {
    const t = template(Web);
    t.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("script-src 'self';.*frame-ancestors 'none'"),
            Override: true,
          },
          FrameOptions: { FrameOption: "DENY", Override: true },
          ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
        }),
      }),
    });
    const policies = Object.keys(t.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    t.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policies[0] } }),
      }),
    });
  });
});
