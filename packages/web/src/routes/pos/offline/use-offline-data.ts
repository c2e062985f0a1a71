import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { registerDb } from "@/lib/offline/offline-db";
import { persistQueries } from "@/lib/offline/query-persistence";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

/** The register's offline data (employees, passcode verifiers, customers, receipt settings) is fetched this often. */
const refreshEveryMs = 5 * 60_000;

/**
 * Keeps what the register needs offline fresh and saved: the offline data query, the prices and discounts the sale
 * screen uses, and every register query the screens use (persisted to IndexedDB as they change, put back by
 * PosShell on the next load).
 */
export function useOfflineData(enabled: boolean): void {
  const queryClient = useQueryClient();
  trpc.offline.registerData.useQuery(
    { customersSince: null },
    { enabled, staleTime: refreshEveryMs, refetchInterval: refreshEveryMs },
  );
  trpc.discounts.forRegister.useQuery(undefined, { enabled, staleTime: 60_000 });
  useEffect(
    () => persistQueries(registerDb(), queryClient, readStorage(storageKeys.deviceAuthToken)),
    [queryClient],
  );
}
