import type { ReactNode } from "react";
import type { DocTable, DocumentContent } from "../../../domain/documents/content";
import { SectionWithAside } from "../../components/document/DocumentBody";
import { Input } from "../../components/ui/input";
import { EditableTable } from "./EditableTable";
import { RichTextEditor } from "./RichTextEditor";
import { JOB_STEPS_TABLE, StepCards } from "./StepCards";

type Props = {
  sections: DocumentContent["sections"];
  aside: (sectionId: string) => ReactNode;
  set: (change: (c: DocumentContent) => DocumentContent) => void;
  /** On a phone the work method is edited a step at a time, on its card. */
  phone: boolean;
  /** The work method's step on show, kept by the page across reading and editing. */
  step: number;
  onStep: (step: number) => void;
};

/**
 * The document's sections as fields: headings, rich text and editable tables. Loaded only once
 * "Start Editing" is pressed (EditorPage imports it lazily), so reading a document on a phone
 * does not download the rich-text editor.
 */
export default function EditingSections({ sections, aside, set, phone, step, onStep }: Props) {
  return (
    <div className="grid grid-cols-1 gap-8">
      {sections.map((section, i) => (
        <SectionWithAside key={section.id} aside={aside(section.id)}>
          <section aria-label={section.heading} className="min-w-0">
            <div className="flex items-center gap-2">
              <span className="text-lg font-semibold">{i + 1}.</span>
              <Input
                aria-label={`Heading of section ${i + 1}`}
                className="font-semibold"
                value={section.heading}
                onChange={(e) =>
                  set((c) => ({
                    ...c,
                    sections: c.sections.map((s) =>
                      s.id === section.id ? { ...s, heading: e.target.value } : s,
                    ),
                  }))
                }
              />
            </div>
            <div className="mt-2">
              <RichTextEditor
                label={section.heading}
                html={section.body}
                onChange={(body) =>
                  set((c) => ({
                    ...c,
                    sections: c.sections.map((s) => (s.id === section.id ? { ...s, body } : s)),
                  }))
                }
              />
            </div>
            {section.tables?.map((table) => {
              const onChange = (next: DocTable) =>
                set((c) => ({
                  ...c,
                  sections: c.sections.map((s) =>
                    s.id === section.id
                      ? { ...s, tables: s.tables?.map((t) => (t.id === table.id ? next : t)) }
                      : s,
                  ),
                }));
              return phone && table.id === JOB_STEPS_TABLE ? (
                <StepCards key={table.id} table={table} onChange={onChange} step={step} onStep={onStep} />
              ) : (
                <EditableTable key={table.id} table={table} onChange={onChange} />
              );
            })}
          </section>
        </SectionWithAside>
      ))}
    </div>
  );
}
