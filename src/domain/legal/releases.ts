import type { DocumentTypeId } from "../documents/types/ids";
import { KNOWLEDGE_CHANGELOG } from "./releases.generated";

/** One change to the law as SafeDraft knows it, in the words an owner reads. */
export type KnowledgeChange = {
  /** Stable, never reused: e.g. "nsw-whs-regulation-2025". */
  id: string;
  /** What changed, in plain words. */
  summary: string;
  /** Region codes the change applies to. */
  jurisdictions: readonly string[];
  /**
   * The knowledge items that changed: "AU-NSW:regulator.notificationPhone" for a profile field,
   * "instrument:<id>" for an instrument.
   */
  items: readonly string[];
  /**
   * Industries whose documents the change does not concern although they read the same items:
   * moving construction law into the construction overlay changes the field every business reads,
   * but a construction business's documents still say the same.
   */
  exceptIndustries?: readonly string[];
  /** The regulator's or legislature's page that says so. */
  source: string;
  /** The first day the change applies (ISO date). */
  effective: string;
};

/** A published version of the knowledge base and what it changed. */
export type KnowledgeRelease = {
  /** e.g. "2026-11-23.1" */
  id: string;
  /** The day it was published (ISO date). */
  date: string;
  changes: readonly KnowledgeChange[];
};

export { ANNOUNCED_CHANGES } from "./pending.generated";
export { KNOWLEDGE_CHANGELOG } from "./releases.generated";

/**
 * A change announced but not confirmed in force (knowledge/pending.yaml): it has no first day yet,
 * and documents say nothing of it until it moves to the changelog.
 */
export type AnnouncedChange = {
  id: string;
  summary: string;
  /** Region codes the change applies to. */
  jurisdictions: readonly string[];
  /** When it is expected, as the source puts it. */
  expected: string;
  /** The regulator's or legislature's page that says so. */
  source: string;
  /** The profile fields it will change, as "AU-NSW:bullying"; documents relying on them will change. */
  items: readonly string[];
  /** The industries it reaches, where the law narrows it; every industry without it. */
  industries?: readonly string[];
  /** What else must be true of the business, in the words an owner reads ("if …"). */
  condition?: string;
  /** The document types it will ask of a business it reaches (and its condition holds for). */
  documents?: readonly DocumentTypeId[];
};

/** The release the running code was compiled from: the last in the changelog. */
export const CURRENT_RELEASE: KnowledgeRelease = KNOWLEDGE_CHANGELOG[KNOWLEDGE_CHANGELOG.length - 1]!;
