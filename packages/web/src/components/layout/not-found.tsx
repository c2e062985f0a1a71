import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/** Something a link pointed to that does not exist (any more), with the way back to its list. */
export function NotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2" role="heading" aria-level={1}>
            <SearchX className="size-5 text-muted-foreground" aria-hidden />
            {title}
          </CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to={backTo}>{backLabel}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
