import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { BrandButton, buttonTones, type ButtonFill, type ButtonSize, type ButtonTone } from "./brand-button";

const fillsShown: ButtonFill[] = ["filled", "outlined", "text"];
const sizesShown: ButtonSize[] = ["large", "default", "small"];
const states = ["normal", "disabled", "loading"] as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ToneCard({ tone }: { tone: ButtonTone }) {
  return (
    <Card aria-label={`${capital(tone)} buttons`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="size-3 rounded-full" style={{ background: buttonTones[tone] }} aria-hidden />
          {capital(tone)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {fillsShown.map((fill) => (
          <div key={fill} className="grid gap-2">
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{fill}</h3>
            {states.map((state) => (
              <div key={state} className="flex flex-wrap items-center gap-2">
                <span className="w-16 text-xs text-muted-foreground">{state}</span>
                {sizesShown.map((size) => (
                  <BrandButton
                    key={size}
                    tone={tone}
                    fill={fill}
                    size={size}
                    disabled={state === "disabled"}
                    loading={state === "loading"}
                  >
                    {capital(size)}
                  </BrandButton>
                ))}
              </div>
            ))}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** Filled, outlined and text buttons in three sizes for every type, normal, disabled and loading. */
export function ButtonShowcase() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(Object.keys(buttonTones) as ButtonTone[]).map((tone) => (
        <ToneCard key={tone} tone={tone} />
      ))}
    </div>
  );
}
