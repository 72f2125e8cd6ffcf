import type { ThresholdId } from "../../../legal/types";
import type { ComposeContext } from "../../compose-types";
import { fieldTable } from "../../composers/tables";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";

/**
 * The incident report a US recordkeeping rule keeps for each recordable injury or illness (OSHA
 * Form 301, or a State Plan's own), carried on the incident form so that an employer who keeps
 * records fills in one form, not two. The fields are the form's; the duty, its time and who may
 * have a copy come from the knowledge base, and the business's headcount decides whether it is a
 * duty at all.
 */

/** The headcount rule whose limit decides whether the business keeps the form. */
export const PARTIAL_EXEMPTION: ThresholdId = "us-recordkeeping-partial-exemption";

type Duty =
  | { kind: "keeps" }
  | {
      kind: "exempt" | "depends";
      limit: number;
      consequence: string;
      citations: ComposeContext["thresholds"][number]["citations"];
    };

/**
 * Whether the business keeps the form: every headcount of its band is over the partial exemption's
 * limit, none is, or the band straddles it (a 6-19 business may have more than 10 employees).
 */
function dutyOf(ctx: ComposeContext): Duty {
  const exemption = ctx.profile.thresholds.find((t) => t.id === PARTIAL_EXEMPTION);
  const limit = exemption?.maxEmployees;
  if (!exemption || limit === undefined || ctx.employees.min > limit) return { kind: "keeps" };
  const max = ctx.employees.max ?? Number.POSITIVE_INFINITY;
  return {
    kind: max <= limit ? "exempt" : "depends",
    limit,
    consequence: exemption.consequence,
    citations: exemption.citations,
  };
}

/** The incident report section, or null where the law of the document keeps no such form. */
export function recordFormSection(ctx: ComposeContext): DocSection | null {
  const form = ctx.profile.incidentNotification.recordForm;
  if (!form) return null;
  const duty = dutyOf(ctx);
  const rules = form.requirements.length ? ul(form.requirements) : null;
  const lead =
    duty.kind === "keeps"
      ? html(p(form.summary), rules)
      : duty.kind === "depends"
        ? html(
            p(
              `With more than ${duty.limit} employees company-wide, keep the incident report as follows. ${form.summary}`,
            ),
            rules,
            p(duty.consequence),
          )
        : html(
            p(duty.consequence),
            p(
              `Fill in the fields below all the same, as a good record of the case: they hold the information ${form.name} asks for, although a partially exempt business need not keep the form.`,
            ),
          );
  return {
    id: "record-form",
    heading: "Recordable Cases: Injury and Illness Incident Report",
    body: html(
      lead,
      p(
        "This part holds information about the employee's health: use it in a way that protects the employee's confidentiality as far as possible while it is used for safety and health purposes.",
      ),
    ),
    tables: [
      fieldTable("record-employee", `${form.name}: information about the employee`, [
        ["Full name"],
        ["Home address (street, city, state, ZIP code)"],
        ["Date of birth"],
        ["Date hired"],
        ["Sex (male / female)"],
      ]),
      fieldTable(
        "record-treatment",
        `${form.name}: information about the physician or other health care professional`,
        [
          ["Name of the physician or other health care professional"],
          ["If treatment was given away from the worksite: facility, street, city, state, ZIP code"],
          ["Was the employee treated in an emergency room? (yes / no)"],
          ["Was the employee hospitalized overnight as an in-patient? (yes / no)"],
        ],
      ),
      fieldTable("record-case", `${form.name}: information about the case`, [
        ["Case number from the Log (once the case is recorded)"],
        ["Date of injury or illness"],
        ["Time the employee began work (AM / PM)"],
        ["Time of event (AM / PM, or: time cannot be determined)"],
        [
          "What was the employee doing just before the incident occurred? (the activity, and the tools, equipment or material being used)",
        ],
        ["What happened? (how the injury or illness occurred)"],
        ["What was the injury or illness? (the part of the body affected and how it was affected)"],
        ["What object or substance directly harmed the employee? (leave blank if it does not apply)"],
        ["If the employee died: date of death"],
      ]),
      fieldTable("record-completed-by", `${form.name}: completed by`, [
        ["Name and title"],
        ["Phone"],
        ["Date"],
      ]),
    ],
    // An exempt business is told the exemption, not the form's duties, so it cites the exemption's law.
    citations:
      duty.kind === "keeps"
        ? form.citations
        : duty.kind === "depends"
          ? [...form.citations, ...duty.citations]
          : duty.citations,
  };
}
