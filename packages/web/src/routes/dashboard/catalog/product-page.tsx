import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function AddProductPage() {
  return <PlaceholderScreen title="AddProductPage" />;
}
export function EditProductPage() {
  return <PlaceholderScreen title="EditProductPage" />;
}
