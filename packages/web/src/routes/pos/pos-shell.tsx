import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Navigate } from "react-router";
import { LoadError } from "@/components/layout/load-error";
import { useFavicon } from "@/hooks/use-favicon";
import type { CurrentDevice } from "@/lib/api-types";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { registerDb } from "@/lib/offline/offline-db";
import { restoreQueries } from "@/lib/offline/query-persistence";
import { followServerReach } from "@/lib/offline/server-reach";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { PosFrame } from "./pos-frame";
import { PosLoading } from "./pos-loading";
import { currentLoadingStep, posLoadingSteps } from "./pos-loading-steps";
import { posLoginPath } from "./pos-nav";

const isSignedOut = (error: unknown) => {
  const status = httpStatusOf(error);
  return status === 401 || status === 403;
};

const once = { staleTime: Infinity } as const;

/**
 * Offline, the register's queries as last saved (IndexedDB) are put back before any runs, so a reload offline
 * opens the register; online it loads fresh (a saved open shift may have ended since). A server that gives no
 * answer counts as offline: the saved queries are put back then (they fill what found no answer).
 */
function useRestoredQueries(): boolean {
  const queryClient = useQueryClient();
  const [restored, setRestored] = useState(() => navigator.onLine);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => followServerReach(() => setUnreachable(true)), []);
  useEffect(() => {
    if (restored && !unreachable) return;
    let active = true;
    const token = readStorage(storageKeys.deviceAuthToken);
    void restoreQueries(registerDb(), queryClient, token).finally(() => active && setRestored(true));
    return () => {
      active = false;
    };
  }, [queryClient, restored, unreachable]);
  return restored;
}

/** A query's error counts only without data to show (offline, the last answer is kept). */
const errorWithoutData = (query: { error: unknown; data: unknown }) =>
  query.data === undefined ? query.error : null;

/**
 * The register: needs a valid device token, then loads in the spec's steps (device, company, location, shift,
 * POS), one after the other, each the current step while its own call runs; then shows the POS screens.
 */
export function PosShell() {
  useFavicon("pos");
  const utils = trpc.useUtils();
  const hasToken = readStorage(storageKeys.deviceAuthToken) !== null;
  const restored = useRestoredQueries();
  const identity = trpc.device.identity.useQuery(undefined, { ...once, enabled: hasToken && restored });
  const company = trpc.device.company.useQuery(undefined, { ...once, enabled: identity.isSuccess });
  const location = trpc.device.location.useQuery(undefined, { ...once, enabled: company.isSuccess });
  const shift = trpc.shifts.current.useQuery(undefined, { enabled: location.isSuccess });
  const employee = trpc.hours.current.useQuery(undefined, { enabled: shift.isSuccess });

  const device = useMemo<CurrentDevice | null>(
    () =>
      identity.data && company.data && location.data
        ? { ...identity.data, company: company.data, location: location.data }
        : null,
    [identity.data, company.data, location.data],
  );
  // Screens that read the current device find it in the cache.
  useEffect(() => {
    if (device) utils.device.getCurrent.setData(undefined, device);
  }, [device, utils]);

  if (!hasToken) return <Navigate to={posLoginPath} replace />;
  const deviceError = errorWithoutData(identity) ?? errorWithoutData(company) ?? errorWithoutData(location);
  if (deviceError) {
    const status = httpStatusOf(deviceError);
    if (status !== undefined && status < 500) return <Navigate to={posLoginPath} replace />;
    return (
      <LoadError
        message={errorMessage(deviceError)}
        onRetry={() => void Promise.all([identity.refetch(), company.refetch(), location.refetch()])}
      />
    );
  }
  const failed = errorWithoutData(shift) ?? errorWithoutData(employee);
  if (failed) {
    if (isSignedOut(failed)) return <Navigate to={posLoginPath} replace />;
    return (
      <LoadError
        message={errorWithoutData(shift) ? "An error occurred while getting the latest shift info" : errorMessage(failed)}
        onRetry={() => void Promise.all([shift.refetch(), employee.refetch()])}
      />
    );
  }

  const step = currentLoadingStep({
    device: identity.isSuccess,
    company: company.isSuccess,
    location: location.isSuccess,
    shift: shift.isSuccess,
    pos: employee.isSuccess,
  });
  if (!device || !shift.data || employee.data === undefined || step < posLoadingSteps.length)
    return <PosLoading step={step} />;
  return <PosFrame device={device} shift={shift.data} employee={employee.data} />;
}
