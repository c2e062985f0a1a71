import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function OrganizationsPage() {
  return <PlaceholderScreen title="Organizations" />;
}
