import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function SubscriptionsPage() {
  return <PlaceholderScreen title="Webhook subscriptions" />;
}
