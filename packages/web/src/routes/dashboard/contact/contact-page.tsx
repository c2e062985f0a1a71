import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactForm } from "@/features/contact/contact-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `contact`: a message to support (POST contactForm), e-mailed with the company and the user; then a confirmation. */
export function ContactPage() {
  const { company, me } = useCompany();
  const send = trpc.contact.send.useMutation();
  const [confirmation, setConfirmation] = useState<string | null>(null);

  return (
    <div className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Contact us"
        description="Questions, problems or ideas: our support team answers by e-mail."
      />
      {confirmation ? (
        <Card role="status">
          <CardHeader className="items-center justify-items-center gap-3 text-center">
            <CircleCheck className="size-10 text-primary" aria-hidden />
            <CardTitle>Message sent</CardTitle>
            <CardDescription>{confirmation}</CardDescription>
            <Button variant="outline" onClick={() => setConfirmation(null)}>
              Send another message
            </Button>
          </CardHeader>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Your message</CardTitle>
            <CardDescription>
              Sent as {me.email} for {company.name}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm
              send={async (fields) => {
                const result = await send.mutateAsync({ companyId: company.id, ...fields });
                setConfirmation(result.message);
              }}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
