import { Navigate } from "react-router";
import { LoadError } from "@/components/layout/load-error";
import { useFavicon } from "@/hooks/use-favicon";
import { errorMessage, httpStatusOf } from "@/lib/errors";
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

/** The register: needs a valid device token, then loads the shift and shows the POS screens. */
export function PosShell() {
  useFavicon("pos");
  const hasToken = readStorage(storageKeys.deviceAuthToken) !== null;
  const device = trpc.device.getCurrent.useQuery(undefined, { enabled: hasToken, staleTime: Infinity });
  const ready = Boolean(device.data);
  const shift = trpc.shifts.current.useQuery(undefined, { enabled: ready });
  const employee = trpc.hours.current.useQuery(undefined, { enabled: ready });

  if (!hasToken) return <Navigate to={posLoginPath} replace />;
  if (device.error) {
    const status = httpStatusOf(device.error);
    if (status !== undefined && status < 500) return <Navigate to={posLoginPath} replace />;
    return <LoadError message={errorMessage(device.error)} onRetry={() => void device.refetch()} />;
  }
  const failed = shift.error ?? employee.error;
  if (failed) {
    if (isSignedOut(failed)) return <Navigate to={posLoginPath} replace />;
    return (
      <LoadError
        message={shift.error ? "An error occurred while getting the latest shift info" : errorMessage(failed)}
        onRetry={() => void Promise.all([shift.refetch(), employee.refetch()])}
      />
    );
  }

  const current = device.data;
  const step = currentLoadingStep({
    device: ready,
    company: Boolean(current?.company),
    location: Boolean(current?.location),
    shift: shift.isSuccess,
    pos: employee.isSuccess,
  });
  if (!current || !shift.data || employee.data === undefined || step < posLoadingSteps.length)
    return <PosLoading step={step} />;
  return <PosFrame device={current} shift={shift.data} employee={employee.data} />;
}
