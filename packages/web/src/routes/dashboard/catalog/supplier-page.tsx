import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function EditSupplierPage() {
  return <PlaceholderScreen title="EditSupplierPage" />;
}
