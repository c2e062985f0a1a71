import { lookup as resolve } from "node:dns";
import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { LookupFunction } from "node:net";
import { isPermittedAddress } from "./address-policy";

/** Thrown instead of connecting to a refused address; logged without saying what was found there. */
export class RefusedTargetError extends Error {
  readonly code = "WEBHOOK_TARGET_REFUSED";
  constructor() {
    super("The webhook URL does not lead to a public internet address");
  }
}

/**
 * Resolves the host and hands the socket only addresses that passed the check: the connection is made to the
 * address that was checked, so a name that resolves inward (or changes its answer between check and connect)
 * never reaches an internal service. One refused address refuses the name.
 */
export const pinnedLookup: LookupFunction = (hostname, options, callback) => {
  resolve(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every(({ address }) => isPermittedAddress(address)))
      return callback(new RefusedTargetError(), []);
    const [first] = addresses;
    if (options.all || !first) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** Webhook requests go through these agents only; no connection is reused across deliveries. */
export const webhookAgents = {
  "http:": new HttpAgent({ lookup: pinnedLookup, keepAlive: false }),
  "https:": new HttpsAgent({ lookup: pinnedLookup, keepAlive: false }),
} as const;
