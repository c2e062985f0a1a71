import { WebSocketApi, use, type StackContext } from "sst/constructs";
import { Database } from "./Database";

export function Realtime({ stack }: StackContext) {
  const { table, sessionPepper } = use(Database);
  const websocket = new WebSocketApi(stack, "Realtime", {
    defaults: {
      function: {
        bind: [table, sessionPepper],
        environment: { TABLE_NAME: table.tableName, RUNTIME: "aws" },
      },
    },
    routes: {
      $connect: "packages/functions/src/realtime/connect.handler",
      $disconnect: "packages/functions/src/realtime/disconnect.handler",
      $default: "packages/functions/src/realtime/default.handler",
    },
  });
  const managementEndpoint = websocket.cdk.webSocketStage.callbackUrl;
  for (const route of websocket.routes) {
    websocket.getFunction(route)?.addEnvironment("WS_MANAGEMENT_ENDPOINT", managementEndpoint);
  }
  const connectionsArn = stack.formatArn({
    service: "execute-api",
    resource: websocket.cdk.webSocketApi.apiId,
    resourceName: `${websocket.cdk.webSocketStage.stageName}/*/@connections/*`,
  });
  stack.addOutputs({ WebSocketUrl: websocket.url, WsManagementEndpoint: managementEndpoint });
  return { websocket, managementEndpoint, connectionsArn };
}
