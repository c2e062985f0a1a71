import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** Rows stored per chunk item: a 50 000-product location is about 130 items, each well under 400 KB. */
export const snapshotRowsPerChunk = 400;

export const snapshotMessages = {
  notFound: "Snapshot not found",
} as const;

export const ZTakeSnapshotInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
});

export const ZSnapshotRef = z.object({
  companyId: z.number().int().positive(),
  snapshotId: ZId,
});

/** Who took a snapshot: the nightly job or a dashboard user. */
export type SnapshotTaker = { kind: "job" | "user"; id: string; name: string };

export interface SnapshotView {
  id: string;
  locationId: string;
  takenAt: string;
  takenBy: SnapshotTaker;
  /** The night (YYYY-MM-DD, the company's time zone) of a nightly snapshot; null: taken on demand. */
  nightOf: string | null;
  /** "taking": rows are being written (a nightly run that stopped is taken again by the next run). */
  status: "taking" | "complete";
  productCount: number;
  units: number;
  /** Cents: the sum of the rows' values. */
  value: number;
}

export interface SnapshotRow {
  productId: string;
  /** null: stock not tracked by lot. */
  batchId: string | null;
  name: string;
  sku: string | null;
  lotNumber: string | null;
  quantity: number;
  /** Cents per unit. */
  unitCost: number;
  /** Cents: quantity × unit cost, rounded. */
  value: number;
}

export interface SnapshotDetail extends SnapshotView {
  rows: SnapshotRow[];
}

/** Stock of one product (and lot) at a moment, from `stockAtDate`. */
export interface StockAtDateRow {
  productId: string;
  batchId: string | null;
  quantity: number;
  /** Cents per unit at that moment. */
  unitCost: number;
}

export interface StockAtDate {
  at: string;
  /** The snapshot the figures start from; null: the ledger from its first entry. */
  snapshotId: string | null;
  /** Ledger entries applied after the snapshot. */
  entries: number;
  rows: StockAtDateRow[];
}
