import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function SalesListPage() {
  return <PlaceholderScreen title="Sales" />;
}
