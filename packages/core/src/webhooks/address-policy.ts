import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may be sent: public internet addresses only. Everything a server can reach that the internet
 * cannot is refused: loopback, private and carrier-grade NAT ranges, link-local (with the cloud metadata address
 * 169.254.169.254), multicast, reserved and documentation ranges, and their IPv6 equivalents. IPv4-mapped IPv6
 * addresses (::ffff:10.0.0.1) fall under ::/3, which is refused whole: IPv6 is allowed only in global unicast
 * (2000::/3) outside its special-purpose blocks (Teredo, 6to4 and documentation embed or stand for other hosts).
 */
const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refusedV4.addSubnet(network, prefix, "ipv4");
// A separate list: BlockList matches IPv4 addresses against IPv6 rules as mapped addresses (::/3 would hold them all).
const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ["::", 3],
  ["4000::", 2],
  ["8000::", 1],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const)
  refusedV6.addSubnet(network, prefix, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const familyOf = (address: string): "ipv4" | "ipv6" | null =>
  isIP(address) === 4 ? "ipv4" : isIP(address) === 6 ? "ipv6" : null;

/** Receivers on this machine are for local development and tests only, behind WEBHOOKS_ALLOW_LOOPBACK=true. */
export const loopbackReceiversAllowed = (): boolean =>
  process.env.RUNTIME !== "aws" && process.env.WEBHOOKS_ALLOW_LOOPBACK === "true";

export function isLoopbackAddress(address: string): boolean {
  const family = familyOf(address);
  return family !== null && loopback.check(address, family);
}

/** An IP address a webhook may connect to (a loopback one only when `allowLoopback`). */
export function isPermittedAddress(address: string, allowLoopback = loopbackReceiversAllowed()): boolean {
  const family = familyOf(address);
  if (family === null) return false;
  if (isLoopbackAddress(address)) return allowLoopback;
  return !(family === "ipv4" ? refusedV4 : refusedV6).check(address, family);
}

/** RFC 6761: these names always mean this machine. */
export const isLoopbackName = (hostname: string): boolean =>
  hostname === "localhost" || hostname.endsWith(".localhost");

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * The check when a URL is saved: https, a permitted address when the host is one, and this machine only when
 * allowed (then plain http too). A name is resolved when connecting, where the same rule applies to its addresses.
 */
export function isPermittedWebhookUrl(value: string, allowLoopback = loopbackReceiversAllowed()): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = hostOf(url);
  const local = isLoopbackName(host) || isLoopbackAddress(host);
  if (local && !allowLoopback) return false;
  if (familyOf(host) !== null && !isPermittedAddress(host, allowLoopback)) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && local);
}
