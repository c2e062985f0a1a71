import { createReadStream, existsSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
};

/** Vite puts content-hashed files under /assets/: they never change, so browsers may keep them for a year. */
const hashedPrefix = "/assets/";

function fileAt(root: string, pathname: string): { file: string; stats: Stats } | null {
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const stats = statSync(file);
    return stats.isFile() ? { file, stats } : null;
  } catch {
    return null;
  }
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: { file: string; stats: Stats; cacheControl: string },
  extraHeaders: Record<string, string>,
): void {
  const { stats, cacheControl } = file;
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    ...extraHeaders,
    "content-type": contentTypes[path.extname(file.file).toLowerCase()] ?? "application/octet-stream",
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    etag,
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, "content-length": stats.size });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file.file).pipe(res);
}

/**
 * Serves the built SPA; a page path the app routes itself (no file there) gets index.html. Every answer carries
 * `headers` (the security headers of web-headers.ts).
 */
export function createStaticHandler(distDir: string, headers: Record<string, string> = {}) {
  const root = path.resolve(distDir);
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...headers, allow: "GET, HEAD" }).end();
      return;
    }
    const index = path.join(root, "index.html");
    if (!existsSync(index)) {
      res.writeHead(503, { ...headers, "content-type": "text/plain; charset=utf-8" });
      res.end("The web app is not built yet. Run: npm run build -w @pos/web");
      return;
    }
    const found = pathname === "/" ? null : fileAt(root, pathname);
    if (found) {
      const immutable = pathname.startsWith(hashedPrefix);
      const cacheControl = immutable ? "public, max-age=31536000, immutable" : "no-cache";
      send(req, res, { ...found, cacheControl }, headers);
      return;
    }
    const wantsPage = (req.headers.accept ?? "").includes("text/html") || path.extname(pathname) === "";
    if (pathname.startsWith(hashedPrefix) || !wantsPage) {
      res.writeHead(404, { ...headers, "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    send(req, res, { file: index, stats: statSync(index), cacheControl: "no-cache" }, headers);
  };
}
