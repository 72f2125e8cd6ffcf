import type { Topic } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import type { DocSection } from "../content";
import { html, p, ul } from "../html";
import { regulatorParagraph, topicBody } from "./shared-people";

/**
 * The sections a plan for one duty shares with the others (the heat, violence and silica plans):
 * the law it is written under and its good-practice parts.
 */

/** Whether a topic's law asks for the plan: its requirements each cite a provision. */
export const isRule = (topic: Topic): boolean => topic.provisions.some((cited) => cited.length > 0);

/**
 * The law section: the jurisdiction's law in its own terms where one asks for the plan (its
 * requirements, each with its provision), or the general duty under which the plan is good
 * practice, which the profile's summary says; then who regulates it.
 */
export function dutyLawSection(
  ctx: ComposeContext,
  topic: Topic,
  wording: { heading: string; rule: string; goodPractice: string },
  rule = isRule(topic),
): DocSection {
  return {
    id: "law",
    heading: wording.heading,
    body: html(topicBody(topic), p(rule ? wording.rule : wording.goodPractice), regulatorParagraph(ctx)),
    citations: topic.citations,
  };
}

/**
 * A part of good practice: its introduction (one paragraph or several) and its points. A paragraph
 * or point its template leaves empty for this jurisdiction (one state's own sentence) is left out.
 */
export function practiceSection(
  id: string,
  section: { heading: string; intro: string | readonly string[]; points: readonly string[] },
): DocSection {
  const intro = (typeof section.intro === "string" ? [section.intro] : section.intro).filter(Boolean);
  return {
    id,
    heading: section.heading,
    body: html(...intro.map((text) => p(text)), ul(section.points.filter(Boolean))),
  };
}
