import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Config, Function as LambdaFunction, Api as HttpApi, use, type StackContext } from "sst/constructs";
import { Database } from "./Database";
import { Realtime } from "./Realtime";
import { Storage } from "./Storage";

export function Api({ stack }: StackContext) {
  const { table, sessionPepper, secretsKey } = use(Database);
  const { bucket } = use(Storage);
  const { managementEndpoint, connectionsArn } = use(Realtime);
  const emailFrom = new Config.Parameter(stack, "EMAIL_FROM", {
    value: process.env.EMAIL_FROM ?? "no-reply@example.com",
  });
  const functionProps = {
    bind: [table, bucket, sessionPepper, secretsKey, emailFrom],
    environment: {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      WS_MANAGEMENT_ENDPOINT: managementEndpoint,
      EMAIL_FROM: emailFrom.value,
      // The OCS POS data API (docs/compliance-ocs.md); unset: events wait in the outbox.
      ...(process.env.OCS_API_URL ? { OCS_API_URL: process.env.OCS_API_URL } : {}),
      // The presentation the public /deck page embeds (docs/settings-rest.md); unset: the page's empty state.
      ...(process.env.DECK_URL ? { DECK_URL: process.env.DECK_URL } : {}),
      // The card payment provider's API (docs/card-payments.md); unset: no card payment option is on.
      ...(process.env.CARD_PROVIDER_URL ? { CARD_PROVIDER_URL: process.env.CARD_PROVIDER_URL } : {}),
      ...(process.env.CARD_PROVIDER_API_KEY
        ? { CARD_PROVIDER_API_KEY: process.env.CARD_PROVIDER_API_KEY }
        : {}),
      // Pairing terminals and the gift-card provider (docs/card-terminals-gift-cards.md); unset: their calls answer 502.
      ...(process.env.TERMINALS_API_URL ? { TERMINALS_API_URL: process.env.TERMINALS_API_URL } : {}),
      ...(process.env.GIFT_CARDS_API_URL ? { GIFT_CARDS_API_URL: process.env.GIFT_CARDS_API_URL } : {}),
      // QuickBooks Online's Intuit app (docs/integrations.md); unset: the QuickBooks screens say it is not set up.
      ...Object.fromEntries(
        ["AUTHORIZE_URL", "TOKEN_URL", "API_URL", "CLIENT_ID", "CLIENT_SECRET"].flatMap((name) => {
          const value = process.env[`QUICKBOOKS_${name}`];
          return value ? [[`QUICKBOOKS_${name}`, value]] : [];
        }),
      ),
      COMMIT: process.env.COMMIT ?? "dev",
      APP_URL: process.env.APP_URL ?? "http://localhost:3000",
      RUNTIME: "aws",
    },
    permissions: [
      "ses:SendEmail",
      new PolicyStatement({ actions: ["execute-api:ManageConnections"], resources: [connectionsArn] }),
    ],
  };
  const http = new LambdaFunction(stack, "Http", {
    handler: "packages/functions/src/http.handler",
    timeout: "29 seconds",
    ...functionProps,
  });
  // Background work a request starts (imports): invoked asynchronously by the Http function, 5 minutes a run.
  const worker = new LambdaFunction(stack, "Worker", {
    handler: "packages/functions/src/jobs/run.handler",
    timeout: "5 minutes",
    ...functionProps,
  });
  http.addEnvironment("WORKER_FUNCTION_NAME", worker.functionName);
  worker.grantInvoke(http);
  const api = new HttpApi(stack, "Api", {
    cors: true,
    routes: {
      "ANY /trpc/{proxy+}": { function: http },
      "GET /ping": { function: http },
      "GET /health": { function: http },
    },
  });
  stack.addOutputs({ ApiUrl: api.url });
  return { api, functionProps };
}
