import type { ReactNode } from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type FormSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

/** One card of the product form, a landmark named by its title. */
export function FormSection({ id, title, description, action, children }: FormSectionProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="gap-5">
      <CardHeader>
        <CardTitle id={`${id}-title`} role="heading" aria-level={2}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
