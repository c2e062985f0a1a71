import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type AccountCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** The card every account screen sits in, as on the log-in page: a level-1 title, the content, links below. */
export function AccountCard({ title, description, children, footer, className }: AccountCardProps) {
  return (
    <div className={cn("grid w-full max-w-md content-start gap-4", className)}>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl" role="heading" aria-level={1}>
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <CardFooter className="flex-wrap justify-center gap-x-4 gap-y-2 border-t pt-6 text-sm">
            {footer}
          </CardFooter>
        )}
      </Card>
    </div>
  );
}

/** A link in an account card's footer or text. */
export const accountLinkClass = "font-medium text-primary underline-offset-4 hover:underline";
