import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { contactLimits, contactTopics, ZContactFields } from "@pos/core/contact/contact.schema";
import { FormError } from "@/components/form/form-error";
import { useSaveForm } from "@/components/form/use-save-form";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

type Values = z.input<typeof ZContactFields>;
export type ContactFields = z.output<typeof ZContactFields>;

/** The contact page's message: a topic, a subject and the message; `send` posts it. */
export function ContactForm({ send }: { send: (fields: ContactFields) => Promise<unknown> }) {
  const form = useForm<Values, unknown, ContactFields>({
    resolver: zodResolver(ZContactFields),
    defaultValues: { topic: "question", subject: "", message: "" },
  });
  const { isSubmitting } = form.formState;
  const { submit, formError } = useSaveForm(form, {
    save: send,
    fieldOfInput: { subject: "subject", message: "message", topic: "topic" },
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormError title="Your message was not sent" message={formError} />
        <FormField
          control={form.control}
          name="topic"
          render={({ field }) => (
            <FormItem className="max-w-xs">
              <FormLabel>Topic</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {contactTopics.map((topic) => (
                    <SelectItem key={topic.value} value={topic.value}>
                      {topic.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="subject"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Subject</FormLabel>
              <FormControl>
                <Input autoComplete="off" maxLength={contactLimits.subject} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea rows={7} maxLength={contactLimits.message} {...field} />
              </FormControl>
              <FormDescription>
                Tell us what you were doing and what happened. Your company and your e-mail are sent with it.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner label="Sending" />}
            Send message
          </Button>
        </div>
      </form>
    </Form>
  );
}
