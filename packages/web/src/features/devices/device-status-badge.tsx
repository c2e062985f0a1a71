import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

export function DeviceStatusBadge({ online }: { online: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn("gap-1.5", online ? "border-success/40 text-foreground" : "text-muted-foreground")}
    >
      <span
        aria-hidden
        className={cn("size-1.5 rounded-full", online ? "bg-success" : "bg-muted-foreground/50")}
      />
      {online ? "Online" : "Offline"}
    </Badge>
  );
}
