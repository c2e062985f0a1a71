import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Shown while the role the user holds at the company is about to lose the permission to manage roles. */
export function LockoutWarning() {
  return (
    <Alert className="border-warning/50 bg-warning/10">
      <TriangleAlert aria-hidden />
      <AlertTitle>You hold this role</AlertTitle>
      <AlertDescription>
        Without “Employees and roles” you will no longer be able to manage employees and security roles once
        you save, unless another of your roles allows it.
      </AlertDescription>
    </Alert>
  );
}
