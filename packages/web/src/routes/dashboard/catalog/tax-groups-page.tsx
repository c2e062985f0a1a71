import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function TaxGroupsPage() {
  return <PlaceholderScreen title="TaxGroupsPage" />;
}
