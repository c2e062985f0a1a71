import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { toast } from "sonner";
import { flagValue, type CompanyFlag, type CompanyFlags } from "@pos/core/company/feature-flags.schema";
import { surfaceOf } from "@/lib/surface";
import { trpc } from "@/lib/trpc";

export const featureStateError = "An error occurred while loading feature state";

export type FeatureState = { enabled: boolean; loading: boolean };
export type CompanyFlagsState = { isEnabled: (flag: CompanyFlag) => boolean; loading: boolean };

function parseCompanyId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The flags of the company in view, one query per company shared by every caller: the register's company on
 * POS pages, the `:companyId` of the route elsewhere. A failed load shows one toast and reads as all off.
 */
export function useCompanyFlags(): CompanyFlagsState {
  const onPos = surfaceOf(useLocation().pathname) === "pos";
  const companyId = parseCompanyId(useParams().companyId);
  const forCompany = trpc.flags.forCompany.useQuery(
    { companyId: companyId ?? 0 },
    { enabled: !onPos && companyId !== null },
  );
  const forDevice = trpc.flags.forDevice.useQuery(undefined, { enabled: onPos });
  const query = onPos ? forDevice : forCompany;

  useEffect(() => {
    if (query.isError) toast.error(featureStateError, { id: featureStateError });
  }, [query.isError]);

  const flags: CompanyFlags | undefined = query.data;
  return {
    isEnabled: (flag) => (flags ? flagValue(flags, flag) : false),
    loading: query.isLoading,
  };
}

/** Whether one feature (or company permission flag) is on; off while loading and when the load failed. */
export function useFeature(flag: CompanyFlag): FeatureState {
  const { isEnabled, loading } = useCompanyFlags();
  return { enabled: isEnabled(flag), loading };
}
