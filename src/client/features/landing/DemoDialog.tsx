import { ChevronLeft, ChevronRight, PlayCircle, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DOCUMENT_TYPES, PACKS } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";

/** Screenshots of the real product, captured by scripts/capture-demo.ts. */
export const DEMO_STEPS = [
  {
    title: "Tell SafeDraft about your business",
    text: "Choose your country and state, industry, headcount and the high-risk work you do. Your business identifiers and regions of operation are stored once and reused for every document.",
    image: "/demo/business.webp",
    alt: "The business form of the generator with country, state, industry, employees and high-risk activities",
  },
  {
    title: "Pick a document",
    text: `Choose from ${DOCUMENT_TYPES.length} document types in ${PACKS.length} packs: policies, safe work method statements, risk assessments, emergency plans, registers and more.`,
    image: "/demo/documents.webp",
    alt: "Document type cards of the generator grouped by pack",
  },
  {
    title: "Generate in seconds",
    text: "SafeDraft writes the document for your jurisdiction and headcount, and checks every citation against its legal knowledge base before you see it.",
    image: "/demo/generate.webp",
    alt: "The ready step of the generator listing the compliance points for the chosen country",
  },
  {
    title: "Review, edit and export",
    text: "Read and edit the document in the browser, publish it, and export it to Word or PDF. Each save keeps a revision.",
    image: "/demo/editor.webp",
    alt: "A generated safe work method statement open in the editor with its sections and references",
  },
] as const;

/** Watch Demo: a short walkthrough of the real product in a modal dialog (native <dialog>). */
export function DemoDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const current = DEMO_STEPS[step] ?? DEMO_STEPS[0];
  const last = DEMO_STEPS.length - 1;

  const show = () => {
    setStep(0);
    setOpen(true);
  };
  // Opened after its content has rendered, so the browser's initial focus lands on the
  // Close button rather than on an empty dialog.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();

  return (
    <>
      <Button size="lg" variant="outline" onClick={show} aria-haspopup="dialog">
        <PlayCircle aria-hidden /> Watch Demo
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse extra; the keyboard closes with Escape or the Close button */}
      <dialog
        ref={dialog}
        aria-labelledby="demo-title"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A click on the backdrop lands on the dialog element itself.
          if (e.target === dialog.current) close();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100%-1.5rem))] overflow-y-auto rounded-xl bg-white p-0 text-left text-slate-900 shadow-2xl backdrop:bg-slate-900/70"
      >
        {open ? (
          <div className="p-4 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id="demo-title" className="text-xl font-bold">
                  How SafeDraft works
                </h2>
                <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="demo-step">
                  Step {step + 1} of {DEMO_STEPS.length}: {current.title}
                </p>
              </div>
              <Button variant="ghost" size="icon" onClick={close} aria-label="Close demo">
                <X aria-hidden />
              </Button>
            </div>
            <figure className="mt-4">
              <img
                src={current.image}
                alt={current.alt}
                width={1280}
                height={800}
                className="h-auto w-full rounded-lg border border-slate-200 bg-slate-100"
              />
              <figcaption className="mt-4">
                <h3 className="text-lg font-semibold">{current.title}</h3>
                <p className="mt-1 text-slate-700">{current.text}</p>
              </figcaption>
            </figure>
            <div className="mt-6 flex items-center justify-between gap-3">
              <Button
                variant="outline"
                onClick={() => setStep((s) => Math.max(0, s - 1))}
                aria-disabled={step === 0}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <ol className="flex" aria-label="Steps">
                {DEMO_STEPS.map((s, i) => (
                  <li key={s.title}>
                    <button
                      type="button"
                      onClick={() => setStep(i)}
                      aria-label={`Step ${i + 1}: ${s.title}`}
                      aria-current={i === step ? "step" : undefined}
                      className="group flex h-6 w-6 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden
                        className={`block h-2.5 w-2.5 rounded-full ${i === step ? "bg-brand-700" : "bg-slate-400 group-hover:bg-slate-500"}`}
                      />
                    </button>
                  </li>
                ))}
              </ol>
              {/* One button whose label changes, so keyboard focus stays on it. */}
              <Button onClick={() => (step < last ? setStep((s) => s + 1) : close())}>
                {step < last ? "Next" : "Done"}
                {step < last ? <ChevronRight aria-hidden /> : null}
              </Button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
