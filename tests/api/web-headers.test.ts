import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalHttpServer, type LocalHttpServer } from "@pos/functions/local/http-server";

let dist: string;
let local: LocalHttpServer;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "pos-dist-headers-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(path.join(dist, "assets", "index-AbC123.js"), "console.log(1)");
  local = createLocalHttpServer({ webDist: dist });
  await local.listen(0, "127.0.0.1");
  base = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await local.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the local server's web app responses", () => {
  it("carry a Content-Security-Policy, X-Frame-Options and Referrer-Policy on pages, assets and misses", async () => {
    const s3 = new URL(process.env.S3_ENDPOINT ?? "").origin;
    for (const [url, status] of [
      ["/", 200],
      ["/company/1000/dashboard", 200],
      ["/assets/index-AbC123.js", 200],
      ["/assets/missing.js", 404],
    ] as const) {
      const response = await fetch(`${base}${url}`, { headers: { accept: "text/html" } });
      expect(response.status, url).toBe(status);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp.split("; "), url).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          `img-src 'self' data: blob: ${s3}`,
          `connect-src 'self' ${s3} http: https: ws: wss:`,
        ]),
      );
      expect(response.headers.get("x-frame-options"), url).toBe("DENY");
      expect(response.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("the local server's connections", () => {
  it("keep an idle keep-alive socket open past Node's 5 s default, so a client reusing it is not reset", async () => {
    const socket = connect((local.server.address() as AddressInfo).port, "127.0.0.1");
    let received = "";
    let closed = false;
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => (closed = true));
    const ping = async () => {
      received = "";
      socket.write("GET /ping HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
      await expect.poll(() => received, { timeout: 2000 }).toContain("commit");
    };
    await ping();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(closed).toBe(false);
    await ping();
    expect(received).toMatch(/^HTTP\/1.1 200/);
    socket.destroy();
  }, 12_000);
});
