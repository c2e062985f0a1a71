import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function SuppliersPage() {
  return <PlaceholderScreen title="SuppliersPage" />;
}
