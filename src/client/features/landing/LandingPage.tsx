import { Bell, FileCheck2, Gavel, Map as MapIcon, PencilLine, Timer } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

const features = [
  {
    icon: FileCheck2,
    title: "Generated for your business",
    text: "Documents written from your industry, headcount, work and high-risk activities.",
  },
  {
    icon: Gavel,
    title: "Legal citations",
    text: "Each document cites the Act, regulations and codes that apply where you work.",
  },
  {
    icon: MapIcon,
    title: "Jurisdiction requirements",
    text: "State and national rules for Australia, the UK, New Zealand and the US.",
  },
  {
    icon: Timer,
    title: "Minutes, not months",
    text: "A complete first draft in seconds, ready for your review.",
  },
  { icon: PencilLine, title: "Fully editable", text: "Edit in the browser and export to Word or PDF." },
  { icon: Bell, title: "Compliance tracking", text: "Review dates and reminders keep documents current." },
];

export function LandingPage() {
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Workplace safety documents that cite the right law
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            SafeDraft writes WHS policies, SWMS, risk assessments, emergency plans and registers tailored to
            your country, state, industry and size.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link href="/free-trial">Generate Your First Policy</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href="/api/login?mode=signup">Create an account</a>
            </Button>
          </div>
        </div>
      </section>
      <section id="features" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 className="text-center text-3xl font-bold">Features</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-slate-600">{text}</p>
            </Card>
          ))}
        </div>
      </section>
      <section id="pricing" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 className="text-center text-3xl font-bold">Pricing</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Try one basic policy free, without signing up. Then buy one-time document packs: no subscription.
        </p>
      </section>
    </div>
  );
}
