/** The job registry's timing: read by the SST Cron (stacks/Jobs.ts) and by the local scheduler. */
export const jobSchedule = [
  { name: "connectivity", everyMinutes: 1 },
  { name: "purge-expired", everyMinutes: 15 },
  { name: "webhooks", everyMinutes: 1 },
  { name: "emails", everyMinutes: 1 },
  { name: "headset-sync", everyMinutes: 1 },
  { name: "inventory-snapshots", everyMinutes: 60 },
  { name: "ocs-submissions", everyMinutes: 1 },
  { name: "rollups", everyMinutes: 1 },
  { name: "daily-summaries", everyMinutes: 15 },
  { name: "broadcasts", everyMinutes: 1 },
  { name: "sms", everyMinutes: 1 },
  { name: "catalogue-imports", everyMinutes: 1 },
  { name: "imports", everyMinutes: 1 },
  { name: "woocommerce-orders", everyMinutes: 1 },
  { name: "quickbooks-sync", everyMinutes: 60 },
  { name: "void-held-charges", everyMinutes: 5 },
  { name: "company-migrations", everyMinutes: 1 },
  { name: "reshard", everyMinutes: 15 },
  { name: "realtime", everyMinutes: 1 },
  { name: "index-snapshots", everyMinutes: 10 },
] as const;

export type JobName = (typeof jobSchedule)[number]["name"];
