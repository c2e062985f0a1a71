import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { ZRegisterInput, type RegisterInput } from "@pos/core/auth/register.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { brand } from "@/lib/brand";
import { identityError } from "@/lib/identity-errors";
import { trpc } from "@/lib/trpc";
import { RegisterStoreFields } from "./register-store-fields";

type RegisterOutput = ReturnType<typeof ZRegisterInput.parse>;

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `register-step-${number}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <h2 id={id} className="flex items-center gap-2.5 font-semibold">
        <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The admin's register form (pos-and-accounts 2.14): the owner and the store, shown together. */
export function RegisterForm() {
  const navigate = useNavigate();
  const register = trpc.account.register.useMutation();
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(ZRegisterInput),
    mode: "onSubmit",
    defaultValues: {
      name: "",
      email: "",
      companyName: "",
      country: "Canada",
      province: "AB",
      timezone: "America/Edmonton",
    },
  });
  const validation = blurValidation(form.trigger);
  const required = useWatch({ control: form.control, name: ["name", "email", "companyName"] });
  const filled = required.every((value) => value.trim() !== "");
  const busy = register.isPending || register.isSuccess;

  const submit = (input: RegisterOutput) =>
    register.mutate(input, {
      onSuccess: () => {
        toast.success(`${input.companyName} is registered. A welcome email was sent to ${input.email}.`);
        navigate("/admin");
      },
    });

  const ownerField = (name: "name" | "email", label: string, autoComplete: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={name === "email" ? "email" : "text"}
              autoComplete={autoComplete}
              autoFocus={name === "name"}
              {...field}
              {...validation(field, fieldState)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-6">
        <FormError
          title="Could not register"
          message={register.error ? identityError("register", register.error) : null}
        />
        <div className="grid gap-8 md:grid-cols-2">
          <Step number={1} title={`Welcome to ${brand.name}!`}>
            {ownerField("name", "Your name", "name")}
            {ownerField("email", "Your email", "email")}
          </Step>
          <Step number={2} title="Store setup">
            <RegisterStoreFields />
          </Step>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-start sm:justify-between">
          <Button variant="ghost" asChild>
            <Link to="/admin">Cancel</Link>
          </Button>
          <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
            <Button type="submit" disabled={!filled || busy} className="sm:min-w-40">
              {busy && <Spinner label="Registering" />}
              {busy ? "Registering..." : "Register"}
            </Button>
            <p className="text-center text-xs text-muted-foreground">Will send email to user</p>
          </div>
        </div>
      </form>
    </Form>
  );
}
