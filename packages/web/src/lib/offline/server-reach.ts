import { onlineManager } from "@tanstack/react-query";
import { onRequestOutcome } from "@/lib/request-outcomes";

/**
 * The register counts a server that gives no answer (down, refusing, a gateway saying so) as offline, whatever
 * the browser says: React Query pauses the register's queries as it does with the network cut, and they go on at
 * the first answer. `onUnreachable` runs at each request without an answer.
 */
export function followServerReach(onUnreachable: () => void): () => void {
  const stop = onRequestOutcome((outcome) => {
    if (outcome === "answered") {
      onlineManager.setOnline(navigator.onLine);
      return;
    }
    onlineManager.setOnline(false);
    onUnreachable();
  });
  return () => {
    stop();
    onlineManager.setOnline(navigator.onLine);
  };
}
