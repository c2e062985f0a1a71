import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { now } from "../common/clock";
import { listingCache } from "../catalog/listing-index";
import { customerIndexCache } from "../customers/customer-search";
import { snapshotOf, snapshotPrefix } from "../db/index-snapshot";
import { snapshotAfterMs } from "../db/snapshot-index";
import { bucketName, s3 } from "../files/storage";

const caches = { products: listingCache, customers: customerIndexCache } as const;
type SnapshotKind = keyof typeof caches;

/** At most this many snapshots are looked at per run (one S3 list page). */
const perRun = 1_000;

/** Loads the company's index (from its snapshot and the changes since) and writes a new snapshot if one is due. */
export async function refreshIndexSnapshot(kind: SnapshotKind, companyId: number): Promise<boolean> {
  const index = caches[kind](companyId);
  await index.fresh();
  return index.writeIfDue();
}

/**
 * The scheduled backstop of the snapshot writer (db/snapshot-index.ts): every snapshot older than the refresh age
 * is brought up to date when its company changed since, continuing where the last run stopped.
 */
let continueAfter: string | undefined;

export async function runIndexSnapshots(): Promise<{ checked: number; written: number }> {
  const page = await s3.send(
    new ListObjectsV2Command({
      Bucket: bucketName(),
      Prefix: snapshotPrefix,
      MaxKeys: perRun,
      StartAfter: continueAfter,
    }),
  );
  const objects = page.Contents ?? [];
  continueAfter = page.IsTruncated ? objects[objects.length - 1]?.Key : undefined;
  let written = 0;
  for (const object of objects) {
    const snapshot = snapshotOf(object.Key ?? "");
    const age = now().getTime() - (object.LastModified?.getTime() ?? 0);
    if (!snapshot || !(snapshot.kind in caches) || age < snapshotAfterMs) continue;
    if (await refreshIndexSnapshot(snapshot.kind as SnapshotKind, snapshot.companyId)) written += 1;
  }
  return { checked: objects.length, written };
}
