import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { State, Story } from "./story";

const variants = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;
const sizes = ["sm", "default", "lg"] as const;

/** The app's own Button in every variant and size, normal, with an icon, disabled and busy. */
export function ButtonStories() {
  return (
    <Story title="Buttons" description="components/ui/button: every variant and size, in each state.">
      {variants.map((variant) => (
        <State key={variant} label={variant}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size === "default" ? "Default" : size === "sm" ? "Small" : "Large"}
            </Button>
          ))}
          <Button variant={variant}>
            <Plus aria-hidden />
            With icon
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} disabled>
            <Spinner label="Saving" />
            Loading
          </Button>
        </State>
      ))}
    </Story>
  );
}
