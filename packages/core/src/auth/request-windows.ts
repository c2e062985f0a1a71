import { epochSeconds, now } from "../common/clock";
import { RequestWindow } from "./account.entity";

type Scope = "resetByEmail" | "resetByAddress";

/** Counts one request in a fixed window; false (and nothing counted) once `limit` requests are in it. */
export async function takeRequest(
  scope: Scope,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const at = now();
  const current = await RequestWindow.get({ scope, key }).go({ consistent: true });
  if (current.data && current.data.windowEndsAt > at.toISOString()) {
    if (current.data.count >= limit) return false;
    await RequestWindow.update({ scope, key }).add({ count: 1 }).go();
    return true;
  }
  const windowEnds = new Date(at.getTime() + windowMs);
  await RequestWindow.put({
    scope,
    key,
    count: 1,
    windowEndsAt: windowEnds.toISOString(),
    expiresAt: epochSeconds(windowEnds),
  }).go();
  return true;
}
