import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function PosSaleSuccessPage() {
  return <PlaceholderScreen title="Sale complete" />;
}
