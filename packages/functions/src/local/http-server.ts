/** Imports core, which reads its configuration at import time: load this only after runtime.ts has set the environment. */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { maxBatchSize } from "@pos/core/common/batching";
import { checkHealth } from "@pos/core/db/health";
import { deckOrigin } from "@pos/core/deck/deck";
import { emailsTo, recentEmails } from "@pos/core/email/outbox";
import { handler as connect } from "../realtime/connect";
import { handler as message } from "../realtime/default";
import { handler as disconnect } from "../realtime/disconnect";
import { batchPolicy } from "../trpc/batch-policy";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/router";
import { webSecurityHeaders } from "../web-headers";
import { renderMailbox } from "./mailbox-page";
import { devSms } from "./sms-inbox-page";
import { createStaticHandler } from "./static-files";
import { attachWsGateway } from "./ws-gateway";

/** How long a stop waits for the requests in flight to answer before it closes their connections. */
const drainTimeoutMs = 10_000;

export interface LocalHttpServer {
  server: Server;
  listen: (port: number, host?: string) => Promise<void>;
  close: () => Promise<void>;
}

function currentCommit(): string {
  if (process.env.COMMIT) return process.env.COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "dev";
  }
}

/** The address of the TCP peer. X-Forwarded-For is never read: a client could forge it to dodge the sign-in limits. */
const socketAddress = (req: IncomingMessage): string =>
  (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");

/** The mailbox shows sign-in links: it answers this machine only (the gateway guards its management API alike). */
const fromThisMachine = (req: IncomingMessage): boolean => /^(127\.|::1$)/.test(socketAddress(req));

function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res
    .writeHead(status, { "content-type": "application/json", "cache-control": "no-store" })
    .end(JSON.stringify(body));
}

async function mailbox(res: ServerResponse, url: URL, asJson: boolean): Promise<void> {
  const to = url.searchParams.get("to");
  const emails = to ? await emailsTo(to) : await recentEmails(100);
  if (asJson) return sendJson(res, emails);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(renderMailbox(emails, to));
}

/** One port for everything: API, real-time gateway, dev mailbox and the built web app. */
export function createLocalHttpServer(options: { webDist: string }): LocalHttpServer {
  const commit = currentCommit();
  const checkBatch = batchPolicy(appRouter);
  const trpc = createHTTPHandler({
    router: appRouter,
    basePath: "/trpc/",
    // Lambda's request payload limit, so nothing works locally that the cloud would refuse.
    maxBodySize: 6 * 1024 * 1024,
    maxBatchSize,
    createContext: ({ req, info }) => {
      checkBatch(info);
      return createContext({
        requestId: randomUUID(),
        authorization: req.headers.authorization,
        apiKey: req.headers["x-api-key"],
        sourceIp: socketAddress(req),
      });
    },
  });
  const files = process.env.S3_ENDPOINT ? [new URL(process.env.S3_ENDPOINT).origin] : [];
  // A register or admin may point the app at another API host (the Development page's override), which on a
  // shop's network is plain http: calls may go to any origin, scripts only to this one.
  const serveStatic = createStaticHandler(
    options.webDist,
    webSecurityHeaders({
      connect: [...files, "http:", "https:", "ws:", "wss:"],
      images: files,
      frames: deckOrigin(),
    }),
  );
  // Longer than any client's idle keep-alive (browsers, Playwright, load balancers keep ~60 s): with Node's default
  // 5 s a client reusing a socket the server is closing at that moment gets ECONNRESET.
  const server = createServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const gateway = attachWsGateway(server, { connect, disconnect, message });

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const { pathname } = url;
    if (pathname === "/ping") return sendJson(res, { commit });
    if (pathname === "/health") {
      const health = await checkHealth();
      return sendJson(res, { commit, ...health }, health.database === "ok" ? 200 : 503);
    }
    if (pathname.startsWith("/trpc/")) return trpc(req, res);
    const isMailbox = pathname === "/dev/mailbox" || pathname === "/dev/mailbox.json";
    const isSmsInbox = ["/dev/sms", "/dev/sms.json", "/dev/sms/reply"].includes(pathname);
    if ((isMailbox || isSmsInbox) && !fromThisMachine(req)) {
      res.writeHead(403, { "content-type": "text/plain" }).end("Only from this machine");
      return;
    }
    if (gateway.handleManagement(req, res)) return;
    if (isMailbox) return mailbox(res, url, pathname.endsWith(".json"));
    if (isSmsInbox) return devSms(req, res, pathname);
    serveStatic(req, res, pathname);
  };
  let inFlight = 0;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    res.once("close", () => inFlight--);
    route(req, res).catch((error: unknown) => {
      console.error("[http]", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal error");
    });
  });

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen({ port, host }, () => {
          server.off("error", reject);
          resolve();
        });
      }),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      const deadline = Date.now() + drainTimeoutMs;
      while (inFlight > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
