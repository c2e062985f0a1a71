import { describe, expect, it } from "vitest";
import { isPermittedAddress, isPermittedWebhookUrl, loopbackReceiversAllowed } from "./address-policy";

/** Pure checks: nothing here connects anywhere. */
describe("webhook address policy", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "IPv6 loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.0.1", "private"],
    ["169.254.169.254", "link-local, the cloud metadata service"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.100.100.200", "carrier-grade NAT (another cloud's metadata)"],
    ["0.0.0.0", "this network"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.10", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["fc00::1", "unique local"],
    ["fd00:ec2::254", "unique local (the cloud metadata service over IPv6)"],
    ["fe80::1", "IPv6 link-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::", "unspecified"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata, hex form"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["64:ff9b::a00:1", "NAT64 of a private address"],
    ["2002:a00:1::", "6to4 of a private address"],
    ["2001::1", "Teredo"],
    ["2001:db8::1", "documentation"],
  ])("refuses %s (%s)", (address) => {
    expect(isPermittedAddress(address, false)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001::200e",
  ])("accepts the public address %s", (address) => {
    expect(isPermittedAddress(address, false)).toBe(true);
  });

  it("allows loopback, and only loopback, behind the local setting", () => {
    expect(isPermittedAddress("127.0.0.1", true)).toBe(true);
    expect(isPermittedAddress("::1", true)).toBe(true);
    expect(isPermittedAddress("10.0.0.1", true)).toBe(false);
    expect(isPermittedAddress("169.254.169.254", true)).toBe(false);
  });

  it("checks saved URLs: https to a public host; this machine (then http too) only behind the setting", () => {
    for (const url of [
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/hook",
      "https://192.168.0.1/hook",
      "http://127.0.0.1:8000/",
      "http://localhost:8000/",
      "http://api.localhost/",
      "https://[::1]/",
      "https://[::ffff:169.254.169.254]/",
      "https://[fd00:ec2::254]/",
      "https://2130706433/",
      "https://0x7f.1/",
      "http://hooks.example.com/",
      "not a url",
    ])
      expect(isPermittedWebhookUrl(url, false), url).toBe(false);
    expect(isPermittedWebhookUrl("https://hooks.example.com/pos", false)).toBe(true);
    expect(isPermittedWebhookUrl("https://8.8.8.8/pos", false)).toBe(true);
    expect(isPermittedWebhookUrl("http://127.0.0.1:4000/hook", true)).toBe(true);
    expect(isPermittedWebhookUrl("http://localhost:4000/hook", true)).toBe(true);
    expect(isPermittedWebhookUrl("http://192.168.0.1/hook", true)).toBe(false);
    expect(isPermittedWebhookUrl("http://hooks.example.com/", true)).toBe(false);
  });

  it("ignores the local setting in the cloud", () => {
    const saved = {
      RUNTIME: process.env.RUNTIME,
      WEBHOOKS_ALLOW_LOOPBACK: process.env.WEBHOOKS_ALLOW_LOOPBACK,
    };
    try {
      process.env.WEBHOOKS_ALLOW_LOOPBACK = "true";
      process.env.RUNTIME = "local";
      expect(loopbackReceiversAllowed()).toBe(true);
      process.env.RUNTIME = "aws";
      expect(loopbackReceiversAllowed()).toBe(false);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
