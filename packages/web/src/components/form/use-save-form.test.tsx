import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { renderInApp } from "@/testing/render-in-app";
import { FormError } from "./form-error";
import { useSaveForm } from "./use-save-form";

type Values = { name: string; code: string };

const apiError = (message: string, path: string[] | null = null) =>
  TRPCClientError.from({
    error: {
      message,
      code: -32600,
      data: { httpStatus: 400, appCode: "INVALID_INPUT", zodIssues: path && [{ path }] },
    },
  });

const nameTaken = "A supplier with this name already exists";

function SupplierLikeForm({
  save,
  onSaved,
}: {
  save: (values: Values) => Promise<string>;
  onSaved: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: "Acme", code: "" } });
  const { submit, formError } = useSaveForm(form, {
    save,
    onSaved,
    fieldOfInput: { name: "name", code: "code" },
    fieldOfMessage: { [nameTaken]: "name" },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate>
        <FormError title="The supplier was not saved" message={formError} />
        {(["name", "code"] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{name}</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

async function submitWith(save: (values: Values) => Promise<string>) {
  const user = userEvent.setup();
  const onSaved = vi.fn();
  renderInApp(<SupplierLikeForm save={save} onSaved={onSaved} />);
  await user.click(await screen.findByRole("button", { name: "Save" }));
  return onSaved;
}

describe("useSaveForm", () => {
  it("shows a validation issue on the field of the input it names, and focuses it", async () => {
    const onSaved = await submitWith(() => Promise.reject(apiError("Use letters and digits", ["code"])));
    const code = screen.getByLabelText("code");
    expect(await screen.findByText("Use letters and digits")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(code);
    expect(screen.queryByText("The supplier was not saved")).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows a known conflict without a path on its field", async () => {
    await submitWith(() => Promise.reject(apiError(nameTaken)));
    expect(await screen.findByText(nameTaken)).toBeTruthy();
    expect(screen.getByLabelText("name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("The supplier was not saved")).toBeNull();
  });

  it("shows anything else above the form", async () => {
    await submitWith(() => Promise.reject(apiError("The company is read-only")));
    expect(await screen.findByText("The supplier was not saved")).toBeTruthy();
    expect(screen.getByText("The company is read-only")).toBeTruthy();
  });

  it("hands a successful save to onSaved", async () => {
    const onSaved = await submitWith(async (values) => `saved ${values.name}`);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith("saved Acme"));
  });
});
