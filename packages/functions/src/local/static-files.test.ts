import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticHandler } from "./static-files";

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "pos-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(path.join(dist, "assets", "index-AbC123.js"), "console.log(1)");
  writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  const serve = createStaticHandler(dist);
  server = createServer((req, res) => serve(req, res, new URL(req.url ?? "/", "http://x").pathname));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe("static files of the built web app", () => {
  it("serves hashed assets for a year with their content type", async () => {
    const response = await fetch(`${base}/assets/index-AbC123.js`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await fetch(`${base}/assets/index-AbC123.js`, {
      headers: { "if-none-match": response.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("answers the app's own routes with index.html, never cached", async () => {
    for (const route of ["/", "/company/1000/dashboard", "/loginV2"]) {
      const response = await fetch(`${base}${route}`, { headers: { accept: "text/html" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>app</title>");
    }
    expect((await fetch(`${base}/favicon.svg`)).headers.get("content-type")).toBe("image/svg+xml");
  });

  it("is a 404 for a missing asset and never leaves the build directory", async () => {
    expect((await fetch(`${base}/assets/gone-123.js`)).status).toBe(404);
    expect((await fetch(`${base}/missing.png`)).status).toBe(404);
    const escape = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await escape.text()).not.toContain("root:");
    expect((await fetch(`${base}/`, { method: "POST" })).status).toBe(405);
  });
});
