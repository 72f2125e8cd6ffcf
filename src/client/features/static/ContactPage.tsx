import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Clock, FileQuestion, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useSearch } from "wouter";
import type { z } from "zod";
import { type ContactInput, type ContactResponse, contactSchema } from "../../../contracts/contact";
import { INQUIRY_TYPES } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextAreaField, TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/use-toast";
import { apiJson } from "../../lib/api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { PageHeader } from "./PageHeader";
import { SellerDetails } from "./SellerDetails";

type ContactValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  subject: string;
  message: string;
  inquiryType: string;
};
type ContactData = z.output<typeof contactSchema>;

export const DEFAULT_INQUIRY = "general";

/** The inquiry type a link asks for (`?inquiry=sales`), or the default for anything unknown. */
export function inquiryFromSearch(search: string): string {
  const wanted = new URLSearchParams(search).get("inquiry")?.trim().toLowerCase();
  return INQUIRY_TYPES.some((i) => i.value === wanted) ? (wanted as string) : DEFAULT_INQUIRY;
}

function emptyValues(inquiryType: string): ContactValues {
  return { name: "", email: "", company: "", phone: "", subject: "", message: "", inquiryType };
}

export function ContactPage() {
  usePageMeta({
    title: pageTitle("Contact"),
    description: "Questions about SafeDraft, your documents, billing or partnerships: send us a message.",
  });
  const search = useSearch();
  const preset = inquiryFromSearch(search);
  const form = useForm<ContactValues, unknown, ContactData>({
    defaultValues: emptyValues(preset),
    // The form keeps every field as a string where the schema's input lets some be missing, and
    // zodResolver types the form by the schema's input; the schema accepts both at run time.
    resolver: zodResolver(contactSchema as unknown as z.ZodType<ContactData, ContactValues>),
  });
  // A link to /contact?inquiry=… while the page is open changes the preset too.
  useEffect(() => {
    form.setValue("inquiryType", preset);
  }, [form, preset]);
  const {
    register,
    formState: { errors },
  } = form;

  const send = useMutation({
    mutationFn: (data: ContactInput) => apiJson<ContactResponse>("POST", "/api/contact", data),
    onSuccess: () => {
      toast({
        title: "Message Sent",
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      form.reset(emptyValues(preset));
    },
    onError: () => {
      toast({
        title: "Error",
        description: "Failed to send message. Please try again.",
        variant: "destructive",
      });
    },
  });

  const submit = form.handleSubmit((data) => send.mutate(data));

  return (
    <div>
      <PageHeader eyebrow="Contact" title="Get in touch">
        <p>Ask about SafeDraft, your documents or your account. We reply within 24 hours.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
          <p className="mt-1 text-sm text-slate-600">Fields marked * are required.</p>
          <form className="mt-6 grid gap-5" onSubmit={submit} noValidate aria-label="Contact form">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="contact-name"
                label="Name*"
                autoComplete="name"
                required
                error={errors.name?.message}
                {...register("name")}
              />
              <TextField
                id="contact-email"
                label="Email*"
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...register("email")}
              />
              <TextField
                id="contact-company"
                label="Company"
                autoComplete="organization"
                error={errors.company?.message}
                {...register("company")}
              />
              <TextField
                id="contact-phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                error={errors.phone?.message}
                {...register("phone")}
              />
            </div>
            <SelectField
              id="contact-inquiry"
              label="Inquiry Type"
              options={INQUIRY_TYPES}
              error={errors.inquiryType?.message}
              {...register("inquiryType")}
            />
            <TextField
              id="contact-subject"
              label="Subject*"
              required
              error={errors.subject?.message}
              {...register("subject")}
            />
            <TextAreaField
              id="contact-message"
              label="Message*"
              rows={6}
              required
              error={errors.message?.message}
              {...register("message")}
            />
            <div>
              <Button type="submit" size="lg" disabled={send.isPending}>
                {send.isPending ? "Sending..." : "Send Message"}
              </Button>
            </div>
          </form>
        </Card>
        <aside aria-label="Before you write" className="grid content-start gap-4">
          <SellerDetails />
          <Card className="p-6">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Clock className="h-5 w-5 text-brand-700" aria-hidden /> Reply within 24 hours
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              We answer every message within 24 hours. Requests about your personal data are completed within
              30 days.
            </p>
          </Card>
          <Card className="p-6">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <FileQuestion className="h-5 w-5 text-brand-700" aria-hidden /> About your account
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Write from the e-mail address you signed in with, and name the document or purchase your
              question is about.
            </p>
          </Card>
          <Card className="p-6">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <ShieldAlert className="h-5 w-5 text-brand-700" aria-hidden /> Not legal advice
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              We can explain what SafeDraft's documents cover, but we cannot give legal advice about your
              workplace. For a serious incident, contact your regulator.
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
