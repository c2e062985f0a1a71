import { createServer } from "node:net";

/** True when nothing listens on the port (checked by binding to it, on all interfaces like the real server). */
export function isPortFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port the operating system reports as free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen({ port: 0, host: "127.0.0.1" }, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The preferred port when it is free, otherwise any free port. Free on loopback too: a wildcard probe succeeds
 * while another process holds 127.0.0.1 on that port, where the database and the file store listen.
 */
export async function preferredOrFreePort(preferred: number | undefined): Promise<number> {
  if (preferred !== undefined && (await isPortFree(preferred, "127.0.0.1")) && (await isPortFree(preferred)))
    return preferred;
  return freePort();
}
