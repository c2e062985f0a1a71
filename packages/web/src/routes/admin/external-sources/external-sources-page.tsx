import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function ExternalSourcesPage() {
  return <PlaceholderScreen title="External sources" />;
}
