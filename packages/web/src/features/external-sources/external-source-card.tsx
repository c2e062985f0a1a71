import { Plug, Settings2, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { ExternalSourceCardData, ShownKey } from "./external-source-view";
import { SourceKeyActions } from "./source-key-actions";

type Props = {
  source: ExternalSourceCardData;
  onEdit: () => void;
  onPermissions: () => void;
  onNewKey: (shown: ShownKey) => void;
};

export function ExternalSourceCard({ source, onEdit, onPermissions, onNewKey }: Props) {
  return (
    <Card
      className="h-full gap-4"
      style={source.hexColor ? { borderTopColor: source.hexColor, borderTopWidth: 4 } : undefined}
    >
      <CardHeader className="flex items-center gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {source.logoDisplayUrl ? (
            <img src={source.logoDisplayUrl} alt="" className="size-full object-contain" />
          ) : (
            <Plug className="size-5 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="grid min-w-0 gap-1">
          <CardTitle className="truncate">{source.name}</CardTitle>
          <div className="flex flex-wrap gap-1.5">
            {source.categoryName && <Badge variant="outline">{source.categoryName}</Badge>}
            <Badge variant={source.isMarketplace ? "default" : "secondary"}>
              {source.isMarketplace ? "Enabled" : "Disabled"}
            </Badge>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {source.description && <p className="line-clamp-2 text-muted-foreground">{source.description}</p>}
        <SourceKeyActions source={source} onNewKey={onNewKey} />
        <p className="text-xs text-muted-foreground">
          {source.permissions.length === 0 ? "No permissions" : `${source.permissions.length} permissions`}
        </p>
      </CardContent>
      <CardFooter className="mt-auto gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Settings2 aria-hidden />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onPermissions}>
          <ShieldCheck aria-hidden />
          Permissions
        </Button>
      </CardFooter>
    </Card>
  );
}
