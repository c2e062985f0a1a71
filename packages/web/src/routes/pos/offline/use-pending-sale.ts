import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import type { ReceiptContext } from "@pos/core/receipts/receipt-settings.schema";
import { registerDb } from "@/lib/offline/offline-db";
import { trpc } from "@/lib/trpc";

export type PendingSale =
  | { status: "loading" }
  | { status: "missing" }
  /** receipt null: the location's receipt settings were not saved on this register yet. */
  | { status: "found"; payment: PaymentView; receipt: ReceiptContext | null };

/**
 * A sale of this register's outbox by its pending id, with the receipt settings kept for offline. Once it has
 * synced, the page moves to the id the server gave it.
 */
export function usePendingSale(pendingId: string): PendingSale {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [sale, setSale] = useState<PendingSale>({ status: "loading" });

  useEffect(() => {
    let active = true;
    const db = registerDb();
    const look = async () => {
      const synced = await db.synced.get(pendingId);
      if (synced?.paymentId) {
        const path = `/pos/sale/success?paymentId=${encodeURIComponent(synced.paymentId)}`;
        if (active) void navigate(path, { replace: true });
        return;
      }
      const entry = await db.outbox.where("pendingId").equals(pendingId).first();
      if (!active) return;
      if (entry?.kind !== "sale") return setSale({ status: "missing" });
      const kept = utils.offline.registerData.getData({ customersSince: null })?.receipt;
      setSale({ status: "found", payment: entry.receipt, receipt: kept ?? null });
    };
    void look().catch(() => active && setSale({ status: "missing" }));
    return () => {
      active = false;
    };
  }, [pendingId, navigate, utils]);

  return sale;
}
