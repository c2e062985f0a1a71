import type { ChangeEvent, FocusEvent } from "react";
import type { FieldPath, FieldValues, UseFormTrigger } from "react-hook-form";

let pointerDown = false;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (pointerDown = true), true);
  for (const end of ["pointerup", "pointercancel"])
    document.addEventListener(end, () => (pointerDown = false), true);
}

/**
 * Fields are checked on blur, except when an untouched field loses focus to a button or link being
 * pressed with the pointer (the autofocused e-mail field and "Forgot password?", the toggle, help): the
 * message appearing would move the target from under the pointer and swallow the click. Tabbing away
 * always checks. Submit checks everything.
 */
function shouldValidateOnBlur(event: FocusEvent<HTMLElement>, dirty: boolean): boolean {
  const pressingControl =
    pointerDown &&
    (event.relatedTarget instanceof HTMLAnchorElement || event.relatedTarget instanceof HTMLButtonElement);
  return dirty || !pressingControl;
}

type Field<Values extends FieldValues> = {
  name: FieldPath<Values>;
  onBlur: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * Handlers for a react-hook-form field (form mode "onSubmit"): check on blur as above, and once a
 * message shows, check again on every change so it goes away as soon as the value is fixed.
 */
export function blurValidation<Values extends FieldValues>(trigger: UseFormTrigger<Values>) {
  return (field: Field<Values>, state: { isDirty: boolean; invalid: boolean }) => ({
    onBlur: (event: FocusEvent<HTMLElement>) => {
      field.onBlur();
      if (shouldValidateOnBlur(event, state.isDirty)) void trigger(field.name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event);
      if (state.invalid) void trigger(field.name);
    },
  });
}
