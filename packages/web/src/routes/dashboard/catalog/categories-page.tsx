import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function CategoriesPage() {
  return <PlaceholderScreen title="CategoriesPage" />;
}
