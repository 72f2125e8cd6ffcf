import { useEffect } from "react";

export type PageMeta = {
  /** The whole document title, e.g. from `pageTitle("About")`. */
  title: string;
  /** The meta description; the default one stays when omitted. */
  description?: string;
};

type Defaults = { title: string; description: string | null };

let defaults: Defaults | null = null;

function descriptionTag(): HTMLMetaElement | null {
  return document.head.querySelector('meta[name="description"]');
}

/** The title and description of index.html, read once before any page changes them. */
function readDefaults(): Defaults {
  defaults ??= { title: document.title, description: descriptionTag()?.content ?? null };
  return defaults;
}

function setDescription(content: string | null) {
  let tag = descriptionTag();
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = content;
}

/** "About — SafeDraft". */
export function pageTitle(name: string): string {
  return `${name} — SafeDraft`;
}

/**
 * Sets the document title (and the meta description when given) while the calling page is shown,
 * and restores the defaults of index.html when it leaves.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const initial = readDefaults();
    document.title = title;
    if (description !== undefined) setDescription(description);
    return () => {
      document.title = initial.title;
      if (description !== undefined) setDescription(initial.description);
    };
  }, [title, description]);
}
