import { purgeExpiredSessions } from "../auth/sessions";
import { markSilentDevicesOffline } from "../connectivity/connectivity";
import { deliverQueuedEmails } from "../email/outbox";
import { runQueuedHeadsetSyncs } from "../headset/headset";
import { runNightlySnapshots } from "../inventory/snapshot-job";
import { runOcsSubmissions } from "../compliance/ocs-job";
import { purgeExpiredConnections } from "../realtime/connections";
import { publishPending } from "../realtime/outbox";
import { runDailySummaries } from "../reports/daily-summary-job";
import { runRollupJob } from "../reports/rollup-job";
import { runWebhookJob } from "../webhooks/webhook-job";
import { runBroadcasts } from "../outreach/broadcast-job";
import { deliverQueuedSms } from "../sms/sms-provider";
import { runQueuedCatalogueImports } from "../province-catalog/catalogue-worker";
import { runQueuedImports } from "../imports/import-runner";
import { runWooOrderPulls } from "../integrations/woocommerce/woo-orders";
import { runQbDailySync } from "../integrations/quickbooks/qb-sync";
import { runHeldChargeVoids } from "../payments/void-charges";
import { runQueuedMigrations } from "../company-migration/migration-runner";
import { reshardLegacyKeys } from "../db/reshard";
import { runIndexSnapshots } from "./index-snapshot-job";

/** The work of each scheduled job; timing lives in packages/functions/src/jobs/schedule.ts. */
export const jobs = {
  connectivity: async () => ({ offline: await markSilentDevicesOffline() }),
  "purge-expired": async () => ({
    sessions: await purgeExpiredSessions(),
    connections: await purgeExpiredConnections(),
  }),
  webhooks: runWebhookJob,
  emails: deliverQueuedEmails,
  "headset-sync": runQueuedHeadsetSyncs,
  "inventory-snapshots": () => runNightlySnapshots(),
  "ocs-submissions": () => runOcsSubmissions(),
  rollups: runRollupJob,
  "daily-summaries": () => runDailySummaries(),
  broadcasts: () => runBroadcasts(),
  sms: () => deliverQueuedSms(),
  "catalogue-imports": runQueuedCatalogueImports,
  imports: () => runQueuedImports(),
  "woocommerce-orders": () => runWooOrderPulls(),
  "quickbooks-sync": () => runQbDailySync(),
  "void-held-charges": () => runHeldChargeVoids(),
  "company-migrations": () => runQueuedMigrations(),
  reshard: reshardLegacyKeys,
  realtime: () => publishPending(),
  "index-snapshots": () => runIndexSnapshots(),
} as const;
