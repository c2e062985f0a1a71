import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function GlobalStatsPage() {
  return <PlaceholderScreen title="Global stats" />;
}
