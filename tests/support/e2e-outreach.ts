// The broadcasts job for the browser tests: every second instead of every minute, so a sent broadcast's counts
// show within the test's patience (the local scheduler still runs it each minute as well).
import { runBroadcasts } from "@pos/core/outreach/broadcast-job";

export function broadcastsEverySecond(): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runBroadcasts()
      .catch((error: unknown) => console.error("[e2e] broadcasts failed:", error))
      .finally(() => {
        running = false;
      });
  }, 1000);
  timer.unref();
}
