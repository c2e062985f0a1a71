import { Navigate, Outlet } from "react-router";
import { LoadError } from "@/components/layout/load-error";
import { useConnectionMonitor } from "@/hooks/use-connection-monitor";
import { useFavicon } from "@/hooks/use-favicon";
import { useSignOut } from "@/hooks/use-sign-out";
import type { CurrentDevice } from "@/lib/api-types";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { PosHeader } from "./pos-header";
import { PosLoading } from "./pos-loading";
import { currentLoadingStep, posLoadingSteps } from "./pos-loading-steps";

const posLoginPath = "/loginV2?mode=pos";

/** The register: needs a valid device token, then shows the POS screens under its navigation. */
export function PosShell() {
  useFavicon("pos");
  const hasToken = readStorage(storageKeys.deviceAuthToken) !== null;
  const device = trpc.device.getCurrent.useQuery(undefined, { enabled: hasToken, staleTime: Infinity });

  if (!hasToken) return <Navigate to={posLoginPath} replace />;
  if (device.error) {
    const status = httpStatusOf(device.error);
    if (status !== undefined && status < 500) return <Navigate to={posLoginPath} replace />;
    return <LoadError message={errorMessage(device.error)} onRetry={() => void device.refetch()} />;
  }

  const current = device.data;
  const step = currentLoadingStep({
    device: Boolean(current),
    company: Boolean(current?.company),
    location: Boolean(current?.location),
    shift: Boolean(current),
    pos: Boolean(current),
  });
  if (!current || step < posLoadingSteps.length) return <PosLoading step={step} />;
  return <PosFrame device={current} />;
}

function PosFrame({ device }: { device: CurrentDevice }) {
  const connection = useConnectionMonitor();
  const { signOut, signingOut } = useSignOut(storageKeys.deviceAuthToken, posLoginPath);
  return (
    <div className="flex min-h-screen flex-col bg-muted/30">
      <PosHeader
        device={device}
        connection={connection}
        onBackToLogin={() => void signOut()}
        leaving={signingOut}
      />
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
