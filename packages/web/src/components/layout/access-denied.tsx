import type { ReactNode } from "react";
import { ShieldX } from "lucide-react";
import { missingPermissionMessage, type Permission } from "@pos/core/auth/permissions";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** dashboard.md 2 "Access-denied page": the missing permission named in words, or the general text. */
export function accessDeniedText(permission?: Permission): string {
  return permission
    ? missingPermissionMessage(permission)
    : "You do not have permissions to access this page";
}

export function AccessDenied({ permission, children }: { permission?: Permission; children?: ReactNode }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center justify-items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldX className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-lg" role="heading" aria-level={1}>
            No permissions
          </CardTitle>
          <CardDescription>{accessDeniedText(permission)}</CardDescription>
          {children}
        </CardHeader>
      </Card>
    </div>
  );
}
