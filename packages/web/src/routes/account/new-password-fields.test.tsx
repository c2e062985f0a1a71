import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { Form } from "@/components/ui/form";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";

function PasswordForm() {
  const form = useForm<NewPasswordValues>({ defaultValues: { newPassword: "", confirmPassword: "" } });
  return (
    <Form {...form}>
      <form>
        <NewPasswordFields mismatchHint />
        <button type="button">Elsewhere</button>
      </form>
    </Form>
  );
}

const rule = (label: string) =>
  within(screen.getByRole("list", { name: "Password requires" }))
    .getByText(label)
    .closest("li");
const done = (label: string) => rule(label)?.textContent?.endsWith("(done)");

describe("NewPasswordFields: the live password checklist", () => {
  it("ticks each rule as the typed password meets it, and unticks it when it no longer does", async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    const labels = [
      "At least 8 characters",
      "At least 1 special character",
      "At least 1 number",
      "At least 1 lowercase letter",
    ];
    expect(labels.map(done)).toEqual([false, false, false, false]);

    const password = screen.getByLabelText("New password");
    await user.type(password, "abc");
    expect(done("At least 1 lowercase letter")).toBe(true);
    expect(done("At least 1 number")).toBe(false);

    await user.type(password, "12!");
    expect(done("At least 1 number")).toBe(true);
    expect(done("At least 1 special character")).toBe(true);
    expect(done("At least 8 characters")).toBe(false);

    await user.type(password, "xyz");
    expect(done("At least 8 characters")).toBe(true);

    await user.type(password, "{Backspace}{Backspace}");
    expect(done("At least 8 characters")).toBe(false);
  });

  it("says the passwords must match once a differing confirmation is left", async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.type(screen.getByLabelText("New password"), "Secret1!x");
    await user.type(screen.getByLabelText("Confirm new password"), "Secret1!");
    expect(screen.queryByText("* Passwords must match")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByText("* Passwords must match")).toBeTruthy();
    await user.type(screen.getByLabelText("Confirm new password"), "x");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByText("* Passwords must match")).toBeNull();
  });
});
