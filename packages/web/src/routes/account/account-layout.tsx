import { Outlet } from "react-router";
import { ApiHostNote } from "@/components/layout/reset-api-url-button";
import { brand } from "@/lib/brand";

export function AccountLayout() {
  const { Logo, name } = brand;
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="flex justify-center pt-10 pb-2">
        <div className="flex items-center gap-3">
          <Logo className="size-10" />
          <span className="text-xl font-semibold tracking-tight">{name}</span>
        </div>
      </header>
      <main className="flex flex-1 justify-center px-4 py-6">
        <Outlet />
      </main>
      <ApiHostNote />
      <footer className="pb-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {name}
      </footer>
    </div>
  );
}
