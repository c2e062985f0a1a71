import { AppError } from "../../common/errors";
import { wooMessages } from "./woo.schema";

const privateHost = (host: string): boolean =>
  host === "localhost" ||
  /\.(localhost|local|internal|lan|home\.arpa)$/i.test(host) ||
  /^[\d.]+$/.test(host) ||
  host.startsWith("[");

/**
 * The server calls the address a user typed, so only a public https host is allowed (no IP literals, no internal
 * names): the product cannot be turned against its own network. Locally the simulator's stores are allowed too.
 */
export function checkedStoreUrl(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, "");
  const simulator = process.env.WOOCOMMERCE_SIMULATOR_URL?.replace(/\/+$/, "");
  if (
    simulator &&
    trimmed.startsWith(`${simulator}/`) &&
    /^[A-Za-z0-9_-]{1,64}$/.test(trimmed.slice(simulator.length + 1))
  )
    return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new AppError("INVALID_INPUT", wooMessages.storeUrl);
  }
  if (url.protocol !== "https:" || url.username || url.password || privateHost(url.hostname))
    throw new AppError("INVALID_INPUT", wooMessages.storeUrlHttps);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
