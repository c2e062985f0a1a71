import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function StyleGuidelinesPage() {
  return <PlaceholderScreen title="Style guidelines" />;
}
