import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations } from "../../composers/citations";
import { emergencyRoles } from "../../composers/emergency-roles";
import { byRisk } from "../../composers/hazard-selection";
import { hazardTableFor } from "../../composers/hazard-tables";
import { naturalHazardSteps, naturalHazardsOf } from "../../composers/place-hazards";
import { emergencyNumber, firstCall, regulatorName, siteRespondsFirst } from "../../composers/regulator";
import { reviewSection, scopeSection } from "../../composers/sections";
import {
  contractorOthersRole,
  isRemote,
  nearestMedicalName,
  nearestMedicalTime,
  wordsFor,
} from "../../composers/site-facts";
import { type Column, signOffTable, table } from "../../composers/tables";
import { clause, distinct, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, ol, p, ul } from "../../html";

function requirementsSection(ctx: ComposeContext): DocSection {
  const { generalDuties, consultation } = ctx.profile;
  return {
    id: "requirements",
    heading: "Shared Health and Safety Duties",
    body: html(
      p(
        `A contractor working for ${ctx.business.name} keeps its own duties for its workers and its work, and ${ctx.business.name} keeps its duties for the workplace and the people in it. Where those duties overlap, both businesses must talk to each other, cooperate and coordinate, so that nothing falls between them.`,
      ),
      p(generalDuties.summary),
      generalDuties.requirements.length ? ul(generalDuties.requirements) : null,
      p(consultation.summary),
      consultation.requirements.length ? ul(consultation.requirements) : null,
      p("In practice this means:"),
      ul([
        `The contractor tells ${ctx.business.name} about the hazards its work brings (plant, chemicals, noise, dust, hot work) before starting, and ${ctx.business.name} tells the contractor about site hazards and controls (set out below).`,
        "Work that could affect others is planned together and agreed with the site supervisor before it starts.",
        `Contractors' ${ctx.terms.workers} follow the site rules and reasonable directions of the site supervisor, and can raise any safety concern with the supervisor or the ${ctx.terms.representative} at any time.`,
        "Anyone may stop work they believe is unsafe; work resumes only when the supervisor agrees it is safe.",
      ]),
    ),
    citations: [...generalDuties.citations, ...consultation.citations],
  };
}

const DOC_COLUMNS: readonly Column[] = [
  ["document", "Document"],
  ["details", "What we need"],
  ["received", "Received (Y / N)"],
  ["reference", "Expiry / reference"],
];

function documentsSection(ctx: ComposeContext): DocSection {
  const hrw = ctx.profile.highRiskWork;
  const scheme = ctx.profile.returnToWork.scheme;
  const competencies = distinct(ctx.hazards.flatMap((h) => h.competencies)).filter(
    (c) => !/\binduction\b/i.test(c),
  );
  const methodName = hrw.documentName || "safe work method";
  const rows = [
    ["Public liability insurance", "Certificate of currency covering the work to be done"],
    [
      "Workers' injury cover",
      `Evidence that the contractor's own workers are covered as the law of ${ctx.jurisdictionName} requires${scheme ? `. In ${ctx.jurisdictionName}: ${scheme}` : ""}`,
    ],
    [
      "Licences, tickets and registrations",
      `Trade licences for licensed work (such as electrical, plumbing or gas work) and evidence of competency for the work on site${competencies.length ? `: ${competencies.join(", ")}` : ""}`,
    ],
    [
      methodName,
      [
        "For each high-risk task the contractor will carry out.",
        hrw.mandatory ? `Required by law? ${hrw.mandatory}` : "",
      ]
        .filter(Boolean)
        .join(" "),
    ],
    ["Risk assessment", "For the contractor's work, covering hazards it brings to the site"],
    ["Safety data sheets", "For every hazardous chemical the contractor brings on site"],
    [
      "Plant and equipment records",
      "Registration, service and inspection records for plant; test records for portable electrical equipment",
    ],
    ["Worker records", "Names, inductions and training records of every worker the contractor sends"],
    ["Emergency contact", "Name and mobile number of the contractor's supervisor"],
  ];
  return {
    id: "documents",
    heading: "Documents to Provide Before Starting",
    body: p(
      `${ctx.business.name} checks these documents before the contractor starts work and keeps copies on file. Work does not start while an item is missing or expired.`,
    ),
    tables: [
      table(
        "documents",
        "Contractor documents checklist",
        DOC_COLUMNS,
        rows.map(([document = "", details = ""]) => ({ document, details, received: "", reference: "" })),
      ),
    ],
    citations: hrw.citations,
  };
}

function siteRules(ctx: ComposeContext): DocSection {
  const permits = distinct(ctx.hazards.flatMap((h) => h.permits));
  const ppe = distinct(ctx.hazards.flatMap((h) => h.ppe));
  return {
    id: "site-rules",
    heading: "Site Rules",
    body: html(
      p(
        `These rules apply to every contractor and visitor at ${ctx.metadata.location ? clause(ctx.metadata.location) : `${possessive(ctx.business.name)} workplaces`}.`,
      ),
      ul(
        [
          "Sign in on arrival and sign out when you leave, so everyone can be accounted for in an emergency.",
          "Complete this induction before starting work, and a task briefing before each new job.",
          "Work only in the areas and on the tasks agreed with the site supervisor.",
          ppe.length
            ? `Wear the PPE the task requires; on this site that includes: ${ppe.join(", ")}.`
            : "Wear the PPE the task requires.",
          permits.length
            ? `Do not start work that needs a permit until it is issued: ${permits.join(", ")}.`
            : null,
          "Do not use, move or isolate our plant, equipment or services without permission.",
          "Keep work areas tidy, walkways and exits clear, and barricade your work zone where others could be harmed.",
          "No alcohol or drugs; tell the supervisor if medication may affect your work.",
          "Smoke and vape only in the designated area.",
          "Report every injury, near miss, damage or hazard to the site supervisor straight away.",
          "Stop work if it becomes unsafe and tell the supervisor.",
        ].filter((x): x is string => Boolean(x)),
      ),
    ),
  };
}

function hazardsSection(ctx: ComposeContext): DocSection {
  const hazards = byRisk(ctx.hazards);
  return {
    id: "hazards",
    heading: "Site Hazards and Controls",
    body: p(
      `The main hazards of ${possessive(ctx.business.name)} ${ctx.industryName.toLowerCase()} work, highest remaining risk first, with the controls contractors must follow. Tell the supervisor if a control is missing or cannot be applied to your task.`,
    ),
    tables: [hazardTableFor(ctx, hazards, "site-hazards")],
    citations: hazardCitations(ctx, hazards),
  };
}

function emergencySection(ctx: ComposeContext): DocSection {
  const r = ctx.profile.regulator;
  const n = ctx.profile.incidentNotification;
  const contacts: readonly Column[] = [
    ["role", "Contact"],
    ["name", "Name"],
    ["phone", "Phone"],
  ];
  return {
    id: "emergency",
    heading: "Emergency Procedures",
    body: html(
      ol([
        `In a life-threatening emergency call ${firstCall(ctx)}, then tell the site supervisor.`,
        "When the alarm sounds or you are told to evacuate, stop work, make your plant and tools safe if you can do so quickly, and walk to the assembly point shown at induction.",
        `Stay at the assembly point until your name is checked off and ${emergencyRoles(ctx).theWarden} says it is safe to return.`,
        "For injuries, call the nearest first aider; first aid kits and the eyewash are shown during the site walk.",
        ...(isRemote(ctx)
          ? [
              `The site is remote and medical help is far away: know where the site's ${wordsFor(ctx).noCoverage} is kept and how to use it, and where the landing site or ambulance meeting point is; follow the site's medical evacuation procedure.`,
            ]
          : []),
        // The place's own natural hazards: a contractor working outdoors in a heatwave meets them first.
        ...naturalHazardsOf(ctx).map(
          (s) =>
            `${s.title}, a natural hazard of this place: ${naturalHazardSteps(ctx, s).slice(0, 2).join(" ")}`,
        ),
        ...(contractorOthersRole(ctx) ? [contractorOthersRole(ctx)!] : []),
        `Report every incident to the site supervisor immediately. ${ctx.business.name} decides whether it is notifiable and notifies it (${n.notify || regulatorName(ctx)}); do not disturb the scene of a serious incident${n.preserveSite ? " – the law requires it to be preserved" : ""}.`,
      ]),
    ),
    tables: [
      table("contacts", "Emergency contacts", contacts, [
        ...(siteRespondsFirst(ctx)
          ? [{ role: "Site emergency number (call first)", name: "", phone: "" }]
          : []),
        { role: "Emergency services", name: "", phone: emergencyNumber(ctx) },
        { role: "Site supervisor", name: "", phone: "" },
        { role: "First aider", name: "", phone: "" },
        {
          role: "Nearest hospital or medical centre",
          name: nearestMedicalName(ctx),
          phone: `Travel time: ${nearestMedicalTime(ctx)}`,
        },
        {
          role: `${r.name} (incident notification)`,
          name: "",
          phone: r.notificationPhone ?? (r.website ? `Online: ${r.website}` : ""),
        },
      ]),
    ],
    citations: [...ctx.profile.emergencyPlanning.citations, ...n.citations],
  };
}

function signOnSection(ctx: ComposeContext): DocSection {
  return {
    id: "sign-on",
    heading: "Contractor Sign-On",
    body: p(
      `By signing, each person confirms they have completed this induction, understand the site rules, hazards and emergency procedures, hold the licences and insurance recorded, and will follow ${possessive(ctx.business.name)} directions on health and safety.`,
    ),
    tables: [
      signOffTable("sign-on", "Contractor sign-on", 12, [
        { key: "licence", label: "Licence / ticket no." },
        { key: "insurance", label: "Insurance sighted (Y / N)" },
        { key: "inductedBy", label: "Inducted by" },
      ]),
    ],
  };
}

export const composer: Composer = (ctx) => ({
  title: `${ctx.documentName} – ${ctx.business.name}`,
  sections: [
    scopeSection(
      ctx,
      `This induction is for contractors, subcontractors and their workers who carry out work for ${ctx.business.name}. Every person completes it and signs on before starting work, and again if they have been away from the site for more than 12 months or the site changes significantly.`,
    ),
    requirementsSection(ctx),
    documentsSection(ctx),
    siteRules(ctx),
    hazardsSection(ctx),
    emergencySection(ctx),
    signOnSection(ctx),
    reviewSection(ctx, [
      "an incident involves a contractor",
      "site hazards, rules or emergency arrangements change",
      "a contractor or worker raises a concern about the induction",
      `${regulatorName(ctx)} issues new guidance on contractor management`,
    ]),
  ],
});
