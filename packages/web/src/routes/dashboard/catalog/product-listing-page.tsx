import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function ProductListingPage() {
  return <PlaceholderScreen title="ProductListingPage" />;
}
