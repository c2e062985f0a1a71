import { describe, expect, it } from "vitest";
import { realtimeUrl } from "./realtime";

describe("realtimeUrl", () => {
  const options = { companyId: 1000, locationId: "100", token: "abc/def" };

  it("connects to /ws on the page's host with the tenant, retailer and token", () => {
    const url = new URL(realtimeUrl(options, { protocol: "https:", host: "pos.example.com" }));
    expect(url.origin).toBe("wss://pos.example.com");
    expect(url.pathname).toBe("/ws");
    expect(url.searchParams.get("tenantId")).toBe("1000");
    expect(url.searchParams.get("retailerId")).toBe("100");
    expect(url.searchParams.get("authorization")).toBe("abc/def");
  });

  it("uses ws: on plain http", () => {
    expect(realtimeUrl(options, { protocol: "http:", host: "localhost:3000" })).toMatch(
      /^ws:\/\/localhost:3000\/ws\?/,
    );
  });
});
