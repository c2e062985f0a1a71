import { Construction } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Stands in for a screen of the route table that is not built yet. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center justify-items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Construction className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-lg">{title}</CardTitle>
          <CardDescription>This screen is not available yet.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
