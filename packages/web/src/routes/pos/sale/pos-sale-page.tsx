import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function PosSalePage() {
  return <PlaceholderScreen title="Register" />;
}
