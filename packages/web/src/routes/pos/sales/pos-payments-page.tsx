import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function PosPaymentsPage() {
  return <PlaceholderScreen title="Sales" />;
}
