import type { ChangeEvent, FocusEvent } from "react";
import type { FieldPath, FieldValues, UseFormTrigger } from "react-hook-form";

/**
 * Fields are checked on blur, but leaving an untouched field for a button or link (the autofocused
 * e-mail field and "Forgot password?", the toggle, help) does not: the message appearing would
 * move the target away from under the pointer and swallow the click. Submit still checks everything.
 */
function shouldValidateOnBlur(event: FocusEvent<HTMLElement>, dirty: boolean): boolean {
  return dirty || event.relatedTarget instanceof HTMLInputElement;
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
