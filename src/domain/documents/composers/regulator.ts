import type { CountryCode } from "../../catalogue";
import type { ComposeContext } from "../compose-types";
import type { DocTable } from "../content";
import { esc, html, link, p, pHtml, ul } from "../html";

/** The regulator and emergency services: who to call, how, and how the name reads in a sentence. */

/** Emergency services numbers: a fact of each country's telephone network, not of safety law. */
export const EMERGENCY_NUMBERS: Record<CountryCode, string> = { AU: "000", UK: "999", NZ: "111", US: "911" };

export function emergencyNumber(ctx: ComposeContext): string {
  return EMERGENCY_NUMBERS[ctx.profile.country];
}

/**
 * Whether the site's own emergency response takes the first call. A mine, and a fly-in fly-out
 * site, has an emergency line or radio channel that brings its emergency response team, who know
 * the site, reach a patient first and call the emergency services as the site's procedure sets; a
 * caller who rings the emergency services first from a pit hours from town delays both.
 */
export function siteRespondsFirst(ctx: ComposeContext): boolean {
  return (
    ctx.business.industry === "mining" || /\b(?:fifo|fly-in)\b/i.test(ctx.business.workDescription ?? "")
  );
}

/** Who is called first in an emergency, written to follow "call": the site's emergency number, or the emergency services. */
export function firstCall(ctx: ComposeContext): string {
  return siteRespondsFirst(ctx) ? "the site emergency number" : emergencyNumber(ctx);
}

/** The sentence that says how the site's emergency call and the emergency services follow each other, where the site responds first. */
export function siteCallOrder(ctx: ComposeContext): string | null {
  return siteRespondsFirst(ctx)
    ? `The first call is the site emergency number or the site's emergency radio channel: the site's emergency response team responds, and ${emergencyNumber(ctx)} is called as the site's emergency procedure sets. If the site emergency number cannot be reached, call ${emergencyNumber(ctx)} straight away.`
    : null;
}

/** "SafeWork NSW (phone 13 10 50, www.safework.nsw.gov.au)": only the details the profile holds. */
export function regulatorContact(ctx: ComposeContext): string {
  const r = ctx.profile.regulator;
  const details = [r.notificationPhone ? `phone ${r.notificationPhone}` : null, r.website || null].filter(
    Boolean,
  );
  return details.length ? `${r.name} (${details.join(", ")})` : r.name;
}

/** The regulator's name as it reads mid-sentence: "the Health and Safety Executive", "WorkSafe Victoria". */
export function regulatorInSentence(ctx: ComposeContext): string {
  const name = ctx.profile.regulator.name;
  return /\b(Administration|Executive|Authority|Department|Office|Commission|Division)\b/.test(name)
    ? `the ${name}`
    : name;
}

const sameWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Who to notify, how, what to keep and the site to preserve: the profile's rule, stated plainly.
 * With `requirementsFollow` the document lists the notification requirements next, so a duty they
 * say in the same words is not said twice.
 */
export function notificationSummary(
  ctx: ComposeContext,
  options: { requirementsFollow?: boolean } = {},
): string {
  const n = ctx.profile.incidentNotification;
  const r = ctx.profile.regulator;
  const said = new Set(options.requirementsFollow ? n.requirements.map(sameWords) : []);
  const stated = (text: string) => said.has(sameWords(text));
  const how = [
    r.notificationPhone ? `by phone on ${r.notificationPhone}` : null,
    r.website ? `online at ${r.website}` : null,
  ]
    .filter(Boolean)
    .join(", or ");
  return html(
    p(n.summary),
    ul(
      [
        `Who to notify: ${n.notify || r.name}.`,
        ctx.profile.enforcingAuthority
          ? `Who enforces health and safety law at these premises: ${ctx.profile.enforcingAuthority.name}.`
          : null,
        n.how ? `How: ${n.how}` : how ? `How: contact ${regulatorInSentence(ctx)} ${how}.` : null,
        n.records && !stated(n.records) ? `Records to keep: ${n.records}` : null,
        n.preserveSite && !stated(n.preserveSite) ? `Preserve the site: ${n.preserveSite}` : null,
      ].filter((x): x is string => Boolean(x)),
    ),
  );
}

/** The events the law says must be notified, with how fast. */
export function notificationDeadlinesTable(ctx: ComposeContext, id = "notifiable-events"): DocTable {
  const n = ctx.profile.incidentNotification;
  return {
    id,
    caption: "Notifiable events and deadlines",
    columns: [
      { key: "event", label: "Event" },
      { key: "deadline", label: "Deadline" },
    ],
    rows: n.deadlines.map((d) => ({ event: d.event, deadline: d.deadline })),
  };
}

/** Names that read as a description ("Health and Safety Executive") take "the" in prose. */
const NEEDS_ARTICLE =
  /^(Health|Occupational|Department|Division|Office|Bureau|Labor|Industrial)\b|\b(Division|Department|Administration|Bureau|Program|Services)\b/;

/** The regulator as prose names it: a brand name as it is, a descriptive name with "the". */
export function regulatorName(ctx: ComposeContext): string {
  const name = ctx.profile.regulator.name;
  return NEEDS_ARTICLE.test(name) ? `the ${name}` : name;
}

/**
 * A paragraph naming who enforces safety law at the business's premises, with a link: the
 * enforcing authority where the profile names one (and what still goes to the regulator),
 * otherwise the regulator.
 */
export function enforcerParagraph(ctx: ComposeContext, lead: string): string {
  const e = ctx.profile.enforcingAuthority;
  if (!e) return regulatorParagraph(ctx, lead);
  return pHtml(`${esc(`${lead.trimEnd()} `)}${link(e.website, e.name)}. ${esc(e.note)}`);
}

/** A paragraph naming the regulator with a link to its website. */
export function regulatorParagraph(ctx: ComposeContext, lead: string): string {
  const r = ctx.profile.regulator;
  const article = NEEDS_ARTICLE.test(r.name) ? "the " : "";
  const site = r.website ? link(r.website, r.name) : esc(r.name);
  return pHtml(`${esc(`${lead.trimEnd()} ${article}`)}${site}.`);
}
