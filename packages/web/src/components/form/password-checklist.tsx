import { Circle, CircleCheck } from "lucide-react";
import { passwordRules } from "@pos/core/common/password-rules";
import { cn } from "@/lib/utils";

/** The password rules with each one's status as the password is typed. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  return (
    <div id={id} className="rounded-md bg-muted/60 px-3 py-2.5 text-sm">
      <p className="mb-1.5 font-medium">Password requires</p>
      <ul className="grid gap-1" aria-label="Password requires">
        {passwordRules.map((rule) => {
          const met = rule.test(value);
          const Icon = met ? CircleCheck : Circle;
          return (
            <li
              key={rule.id}
              data-met={met}
              className={cn("flex items-center gap-2", met ? "text-success" : "text-muted-foreground")}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {rule.label}
              <span className="sr-only">{met ? "(done)" : "(missing)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
