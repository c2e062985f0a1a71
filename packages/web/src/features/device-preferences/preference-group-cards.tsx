import type { ReactNode } from "react";
import { devicePreferenceLabels, type DevicePreferenceKey } from "@pos/core/device/device-preferences.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { preferenceGroups } from "./preference-groups";

type PreferenceGroupCardsProps = {
  /** Prefix of each control's id, so a page can hold two sets. */
  idPrefix: string;
  /** The group's description under its title (the register's page). */
  describe?: boolean;
  /** Taller rows for touch screens. */
  touch?: boolean;
  /** The control of one preference, with the id its label points to. */
  control: (key: DevicePreferenceKey, id: string) => ReactNode;
};

/** The register's preferences as grouped cards, one labelled row per preference. */
export function PreferenceGroupCards({ idPrefix, describe, touch, control }: PreferenceGroupCardsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {preferenceGroups.map((group) => (
        <Card key={group.title} className="gap-3">
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              {group.title}
            </CardTitle>
            {describe && <CardDescription>{group.description}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-1">
            {group.keys.map((key) => (
              <div
                key={key}
                className={cn("flex items-center justify-between gap-4", touch ? "min-h-11" : "min-h-10")}
              >
                <Label htmlFor={`${idPrefix}-${key}`} className="font-normal leading-snug">
                  {devicePreferenceLabels[key]}
                </Label>
                {control(key, `${idPrefix}-${key}`)}
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
