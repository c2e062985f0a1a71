export type CompanyChoice = { id: number; name: string };

export type SignInDestination =
  | { kind: "company"; path: string }
  | { kind: "choose"; companies: CompanyChoice[] }
  | { kind: "admin"; path: string }
  | { kind: "none" };

export const noEntityAssignmentMessage = "No valid entity assignment found";

export function companyDashboardPath(companyId: number): string {
  return `/company/${companyId}/dashboard`;
}

/** Where a signed-in user goes: their only company, a company chooser, the admin area, or nowhere. */
export function signInDestination(me: { isAdmin: boolean; companies: CompanyChoice[] }): SignInDestination {
  const [only, ...others] = me.companies;
  if (only && others.length === 0) return { kind: "company", path: companyDashboardPath(only.id) };
  if (only)
    return { kind: "choose", companies: [...me.companies].sort((a, b) => a.name.localeCompare(b.name)) };
  return me.isAdmin ? { kind: "admin", path: "/admin" } : { kind: "none" };
}
