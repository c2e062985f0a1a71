import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { appVariant } from "@/lib/app-variant";
import { cn } from "@/lib/utils";
import { adminMenuFor, isCurrent } from "./admin-menu";

const entryClass = (current: boolean) =>
  cn(
    "h-8 px-2 text-muted-foreground 2xl:px-3 hover:text-foreground",
    current && "bg-accent text-accent-foreground",
  );

export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin" className="-mb-px flex gap-0.5 overflow-x-auto px-4 pb-2 lg:px-6 2xl:gap-1">
      {adminMenuFor(appVariant).map((item) => {
        if ("to" in item) {
          const current = isCurrent(pathname, item.to);
          return (
            <Button key={item.label} variant="ghost" size="sm" className={entryClass(current)} asChild>
              <Link to={item.to} aria-current={current ? "page" : undefined}>
                {item.label}
              </Link>
            </Button>
          );
        }
        const current = item.children.some((child) => isCurrent(pathname, child.to));
        return (
          <DropdownMenu key={item.label}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" className={entryClass(current)}>
                {item.label}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {item.children.map((child) => (
                <DropdownMenuItem key={child.to} asChild>
                  <Link to={child.to}>{child.label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
    </nav>
  );
}
