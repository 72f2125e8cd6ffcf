import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, List, ListOrdered, Underline } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

type Props = { label: string; html: string; onChange: (html: string) => void };

/**
 * One section's text. The schema only knows the marks and blocks the server allows, so pasted
 * content loses foreign styles on the way in.
 */
export function RichTextEditor({ label, html, onChange }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class:
          "doc-prose min-h-24 rounded-b-md border border-t-0 border-slate-300 bg-white px-3 py-2 focus:outline-none",
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  if (!editor) return null;
  const button = (name: string, active: boolean, run: () => void, icon: ReactNode) => (
    <button
      type="button"
      aria-label={`${name} (${label})`}
      title={name}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={cn(
        "rounded p-1.5 text-slate-700 hover:bg-slate-200",
        active && "bg-slate-300 text-slate-900",
      )}
    >
      {icon}
    </button>
  );

  return (
    <div>
      <div
        role="toolbar"
        aria-label={`Formatting for ${label}`}
        className="flex gap-1 rounded-t-md border border-slate-300 bg-slate-50 p-1"
      >
        {button(
          "Bold",
          editor.isActive("bold"),
          () => editor.chain().focus().toggleBold().run(),
          <Bold className="h-4 w-4" aria-hidden />,
        )}
        {button(
          "Italic",
          editor.isActive("italic"),
          () => editor.chain().focus().toggleItalic().run(),
          <Italic className="h-4 w-4" aria-hidden />,
        )}
        {button(
          "Underline",
          editor.isActive("underline"),
          () => editor.chain().focus().toggleUnderline().run(),
          <Underline className="h-4 w-4" aria-hidden />,
        )}
        {button(
          "Bullet list",
          editor.isActive("bulletList"),
          () => editor.chain().focus().toggleBulletList().run(),
          <List className="h-4 w-4" aria-hidden />,
        )}
        {button(
          "Numbered list",
          editor.isActive("orderedList"),
          () => editor.chain().focus().toggleOrderedList().run(),
          <ListOrdered className="h-4 w-4" aria-hidden />,
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
