import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalHttpServer } from "@pos/functions/local/http-server";
import { startProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { callerFor } from "../support/world";

const saved = process.env.DECK_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.DECK_URL;
  else process.env.DECK_URL = saved;
});

describe("the /deck presentation", () => {
  it("gives anyone the configured address, and none when unset or not a web address", async () => {
    const anyone = await callerFor();
    process.env.DECK_URL = "https://slides.example.com/embed/greenline?start=1";
    expect(await anyone.deck.address()).toEqual({
      url: "https://slides.example.com/embed/greenline?start=1",
    });
    process.env.DECK_URL = "javascript:alert(1)";
    expect(await anyone.deck.address()).toEqual({ url: null });
    delete process.env.DECK_URL;
    expect(await anyone.deck.address()).toEqual({ url: null });
  });

  it("lets the web app frame exactly the deck's origin, and nothing else when unset", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "pos-dist-deck-"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
    const frameSrc = async () => {
      const local = createLocalHttpServer({ webDist: dist });
      await local.listen(0, "127.0.0.1");
      const port = (local.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/deck`, { headers: { accept: "text/html" } });
      await local.close();
      return (response.headers.get("content-security-policy") ?? "")
        .split("; ")
        .find((part) => part.startsWith("frame-src"));
    };
    try {
      process.env.DECK_URL = "https://slides.example.com/embed/greenline";
      expect(await frameSrc()).toBe("frame-src 'self' https://slides.example.com");
      delete process.env.DECK_URL;
      expect(await frameSrc()).toBe("frame-src 'self'");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("has a sample deck in the provider simulator that may be framed", async () => {
    const simulator = await startProviderSimulator();
    try {
      const response = await fetch(simulator.deckUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("x-frame-options")).toBeNull();
      expect(await response.text()).toContain("<h1>Greenline POS</h1>");
    } finally {
      await simulator.stop();
    }
  });
});
