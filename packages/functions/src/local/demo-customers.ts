/** Imports core: load only after the environment is set (see runtime.ts). */
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { createCustomer } from "@pos/core/customers/customers";

/**
 * Green Leaf's regulars: the sales history attaches them to about a third of its sales, the first ones far more
 * often than the last, so the Insights dashboards show returning customers.
 */
export const demoRegulars = [
  "Avery Thompson",
  "Morgan Li",
  "Jamie Okafor",
  "Taylor Nguyen",
  "Quinn Harper",
  "Reese Kowalski",
  "Skyler Dubois",
  "Rowan Patel",
  "Harper Singh",
  "Emerson Clarke",
  "Finley Romero",
  "Hayden Brooks",
  "Logan MacLeod",
  "Parker Yamamoto",
  "Sage Martin",
  "Blake Osei",
  "Cameron Leblanc",
  "Dakota Fraser",
  "Elliot Chen",
  "Kendall Haddad",
  "Marley Fischer",
  "Noel Ramirez",
  "Peyton Gallagher",
  "Remy Tremblay",
] as const;

/** Creates the regulars (adults, with a phone and a birthday) and returns their customer ids in list order. */
export async function seedDemoRegulars(companyId: number): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, name] of demoRegulars.entries()) {
    const month = String((index % 12) + 1).padStart(2, "0");
    const day = String((index % 27) + 1).padStart(2, "0");
    const customer = await createCustomer({
      companyId,
      customer: {
        name,
        phone: `416555${String(2000 + index).padStart(4, "0")}`,
        birthday: `${1965 + ((index * 7) % 35)}-${month}-${day}`,
        city: "Toronto",
        province: "ON",
      },
    });
    ids.push(customer.id);
  }
  return ids;
}

/** Green Leaf's Insights dashboards, which read the history's rollups. */
export async function enableDemoInsights(companyId: number): Promise<void> {
  await setFeatureFlag({ companyId, flag: "insightsDashboards", enabled: true });
}
