import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function PosPaymentPage() {
  return <PlaceholderScreen title="Sale details" />;
}
