import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function DevelopmentPage() {
  return <PlaceholderScreen title="Development" />;
}
