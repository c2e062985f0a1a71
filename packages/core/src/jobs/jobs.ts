import { purgeExpiredSessions } from "../auth/sessions";
import { markSilentDevicesOffline } from "../connectivity/connectivity";
import { purgeExpiredConnections } from "../realtime/connections";

/** The work of each scheduled job; timing lives in packages/functions/src/jobs/schedule.ts. */
export const jobs = {
  connectivity: async () => ({ offline: await markSilentDevicesOffline() }),
  "purge-expired": async () => ({
    sessions: await purgeExpiredSessions(),
    connections: await purgeExpiredConnections(),
  }),
} as const;
