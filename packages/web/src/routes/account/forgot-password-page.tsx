import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { isTreatedAsSuccess } from "@pos/core/auth/identity-messages";
import { ZForgotPasswordInput } from "@pos/core/auth/password-flows.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { brand } from "@/lib/brand";
import { appCodeOf, identityError } from "@/lib/identity-errors";
import { trpc } from "@/lib/trpc";
import { AccountCard, accountLinkClass } from "./account-card";
import { resetPasswordPath } from "./reset-password-mode";

type FormInput = z.input<typeof ZForgotPasswordInput>;
type FormOutput = z.output<typeof ZForgotPasswordInput>;

const userNotFound = (error: unknown) => isTreatedAsSuccess("forgotPassword", { code: appCodeOf(error) });

/** Forgot password (pos-and-accounts 2.4): sends a code, then opens the reset screen with the e-mail. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const request = trpc.account.forgotPassword.useMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZForgotPasswordInput),
    mode: "onSubmit",
    defaultValues: { email: params.get("email") ?? "" },
  });
  const validation = blurValidation(form.trigger);
  const toReset = (email: string) => navigate(resetPasswordPath({ email }));

  const submit = ({ email }: FormOutput) =>
    request.mutate(
      { email },
      {
        onSuccess: () => toReset(email),
        onError: (error) => {
          if (userNotFound(error)) toReset(email);
        },
      },
    );
  const failed = request.error !== null && !userNotFound(request.error);
  const busy = request.isPending || request.isSuccess;

  return (
    <AccountCard
      title="Forgot password"
      description="Enter the email address of your account. We will email you a verification code to reset your password."
      footer={
        <>
          <Link to="/loginV2" className={accountLinkClass}>
            Back to login
          </Link>
          <a href={`mailto:${brand.supportEmail}`} className={accountLinkClass}>
            Contact support
          </a>
        </>
      }
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
          <FormError
            title="Could not send a code"
            message={failed ? identityError("forgotPassword", request.error) : null}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input
                    type="email"
                    autoComplete="username"
                    placeholder="name@store.com"
                    autoFocus
                    {...field}
                    {...validation(field, fieldState)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner label="Submitting" />}
            {busy ? "Submitting..." : "Submit"}
          </Button>
        </form>
      </Form>
    </AccountCard>
  );
}
