import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function AddTaxGroupPage() {
  return <PlaceholderScreen title="AddTaxGroupPage" />;
}
export function EditTaxGroupPage() {
  return <PlaceholderScreen title="EditTaxGroupPage" />;
}
