import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function ReceiptSettingsPage() {
  return <PlaceholderScreen title="Receipts" />;
}
