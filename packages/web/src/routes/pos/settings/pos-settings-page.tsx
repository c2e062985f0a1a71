import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function PosSettingsPage() {
  return <PlaceholderScreen title="Settings" />;
}
