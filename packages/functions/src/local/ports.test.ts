import { createServer } from "node:net";
import { expect, it } from "vitest";
import { freePort, preferredOrFreePort } from "./ports";

it("does not prefer a port another process holds on loopback only", async () => {
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen({ port, host: "127.0.0.1" }, resolve));
  try {
    expect(await preferredOrFreePort(port)).not.toBe(port);
  } finally {
    holder.close();
  }
});
