import { Receipt, Settings, ShoppingCart, Users, type LucideIcon } from "lucide-react";

export type PosNavItem = { label: string; menuLabel: string; to: string; icon: LucideIcon };

export const posNav: PosNavItem[] = [
  { label: "Register", menuLabel: "POS register", to: "/pos/sale", icon: ShoppingCart },
  { label: "Sales", menuLabel: "Sales", to: "/pos/payments", icon: Receipt },
  { label: "Customers", menuLabel: "Customers", to: "/pos/customers", icon: Users },
  { label: "Settings", menuLabel: "Settings", to: "/pos/settings", icon: Settings },
];
export const posLoginPath = "/loginV2?mode=pos";
