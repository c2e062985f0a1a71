import { createContext, useContext } from "react";
import type { Company, Location, Me } from "@/lib/api-types";

export type CompanyContextValue = { company: Company; locations: Location[]; me: Me };

export const CompanyContext = createContext<CompanyContextValue | null>(null);

export function useCompany(): CompanyContextValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error("useCompany must be used inside the company dashboard");
  return value;
}
