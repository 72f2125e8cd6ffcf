import { cite } from "./helpers";
import type { Citation, JurisdictionProfile, Threshold } from "./types";

/**
 * The federal OSHA profile, and its variants for each state. Where a state runs an OSHA-approved
 * State Plan its standards must be at least as effective as federal OSHA's and may be stricter; the
 * knowledge base does not name State Plan agencies.
 */
export type StatePlan = "private-and-public" | "public-only" | null;

/** 21 states with a State Plan covering private and public employers (Puerto Rico is not a catalogue region). */
const PRIVATE_AND_PUBLIC = [
  "AK",
  "AZ",
  "CA",
  "HI",
  "IN",
  "IA",
  "KY",
  "MD",
  "MI",
  "MN",
  "NV",
  "NM",
  "NC",
  "OR",
  "SC",
  "TN",
  "UT",
  "VT",
  "VA",
  "WA",
  "WY",
] as const;
/** States whose State Plan covers only state and local government workers (plus the U.S. Virgin Islands). */
const PUBLIC_ONLY = ["CT", "IL", "ME", "MA", "NJ", "NY"] as const;

export function statePlanOf(stateAbbr: string): StatePlan {
  if ((PRIVATE_AND_PUBLIC as readonly string[]).includes(stateAbbr)) return "private-and-public";
  if ((PUBLIC_ONLY as readonly string[]).includes(stateAbbr)) return "public-only";
  return null;
}

const OSH_ACT = "us-osh-act-1970";
const REC = "us-29-cfr-1904";
const EAP = "us-29-cfr-1910-38";
const FPP = "us-29-cfr-1910-39";
const PPE = "us-29-cfr-1910-132";
const LOTO = "us-29-cfr-1910-147";
const FIRST_AID = "us-29-cfr-1910-151";
const HAZCOM = "us-29-cfr-1910-1200";
const FALL = "us-29-cfr-1926-subpart-m";
const CA_IIPP = "us-ca-8-ccr-3203";

const generalDuty: Citation = cite(OSH_ACT, "s 5(a)(1)");
const chemicalCitations: Citation[] = [cite(HAZCOM)];
const fallCitations: Citation[] = [cite(FALL, "1926.501(b)(1)")];
const energyCitations: Citation[] = [cite(LOTO)];
const fireCitations: Citation[] = [cite(FPP)];
const psychosocialCitations: Citation[] = [generalDuty, cite("intl-iso-45003-2021")];

type Where = { code: string; name: string; statePlan: StatePlan; federal: boolean };

function statePlanNote(w: Where): string {
  if (w.federal)
    return "Check whether your state runs an OSHA-approved State Plan: where it covers your workplace, its standards apply, and they must be at least as effective as federal OSHA's and may be stricter.";
  if (w.statePlan === "private-and-public")
    return `${w.name} runs an OSHA-approved State Plan that covers private employers and state and local government workers: follow this state's OSHA-approved State Plan, whose standards must be at least as effective as federal OSHA's and may be stricter.`;
  if (w.statePlan === "public-only")
    return `In ${w.name}, federal OSHA covers private-sector employers; this state's OSHA-approved State Plan covers state and local government workers only.`;
  return `In ${w.name}, federal OSHA covers most private-sector employers; state and local government workers are not covered by federal OSHA.`;
}

function statePlanCitations(w: Where): Citation[] {
  return w.federal || w.statePlan
    ? [cite(OSH_ACT, "s 18"), cite("us-osha-state-plans")]
    : [cite("us-osha-state-plans")];
}

function thresholds(w: Where): Threshold[] {
  const list: Threshold[] = [
    {
      id: "us-eap-fpp-written",
      minEmployees: 11,
      consequence:
        "Where an OSHA standard requires an emergency action plan or a fire prevention plan, it must be in writing, kept in the workplace and available to employees for review.",
      citations: [cite(EAP, "1910.38(b)"), cite(FPP, "1910.39(b)")],
    },
    {
      id: "us-eap-fpp-oral",
      maxEmployees: 10,
      consequence:
        "With 10 or fewer employees (counted per facility), you may communicate your emergency action plan and fire prevention plan to employees orally instead of in writing.",
      citations: [cite(EAP, "1910.38(b)"), cite(FPP, "1910.39(b)")],
    },
    {
      id: "us-recordkeeping-partial-exemption",
      maxEmployees: 10,
      consequence:
        "With 10 or fewer employees company-wide, you are partially exempt from keeping OSHA injury and illness records (Forms 300, 300A and 301). You must still report every work-related fatality within 8 hours, and every in-patient hospitalization, amputation or loss of an eye within 24 hours.",
      citations: [cite(REC, "1904.1"), cite(REC, "1904.39")],
    },
    {
      id: "us-recordkeeping",
      minEmployees: 11,
      consequence:
        "Unless your industry is partially exempt as a low-hazard industry, keep the OSHA 300 Log and 301 Incident Reports, post the 300A Annual Summary from February 1 to April 30 each year, and keep the records for 5 years.",
      citations: [cite(REC, "1904.32"), cite(REC, "1904.33")],
    },
    {
      id: "us-electronic-submission",
      minEmployees: 100,
      consequence:
        "An establishment with 100 or more employees in a designated high-hazard industry must submit its Form 300 and 301 data to OSHA electronically.",
      citations: [cite(REC, "1904.41")],
    },
  ];
  if (w.code === "US-CA")
    list.push({
      id: "us-ca-iipp",
      consequence:
        "Every California employer must establish, implement and maintain an effective Injury and Illness Prevention Program in writing: who is responsible, how employees comply and are told about hazards, inspections, investigation of injuries, correction of hazards, training, and records of these steps. With fewer than 10 employees you may instruct employees in safe work practices orally.",
      citations: [cite(CA_IIPP, "s 3203(a)")],
    });
  if (w.statePlan)
    list.push({
      id: "us-state-plan",
      consequence: statePlanNote(w),
      citations: statePlanCitations(w),
    });
  return list;
}

export function usProfile(w: Where): JurisdictionProfile {
  const note = statePlanNote(w);
  const planApplies = w.federal || w.statePlan !== null;
  const stateLaw = w.federal ? "state law in each state" : `${w.name} state law`;
  const californiaNote =
    w.code === "US-CA"
      ? [
          "Meet the State Plan's additional requirements, such as California's written Injury and Illness Prevention Program.",
        ]
      : [];

  return {
    code: w.code,
    country: "US",
    name: w.name,
    regime: "us-osha",
    terms: {
      dutyHolder: "employer",
      dutyHolderShort: "employer",
      worker: "employee",
      workers: "employees",
      standardOfCare:
        "free from recognized hazards that are causing or are likely to cause death or serious physical harm",
      representative: "employee representative",
      safetyLaw: "safety and health",
    },
    regulator: {
      name: "Occupational Safety and Health Administration",
      shortName: "OSHA",
      website: "https://www.osha.gov",
      notificationPhone: "1-800-321-OSHA (6742)",
    },
    primaryAct: cite(OSH_ACT),
    primaryRegulations: cite(REC),
    managementStandard: cite("intl-iso-45001-2018"),
    citableScopes: [w.code, "US", "INTL"],
    statePlan: w.statePlan,

    generalDuties: {
      summary:
        "Under the General Duty Clause of the Occupational Safety and Health Act of 1970, each employer must furnish employment and a place of employment free from recognized hazards that are causing or are likely to cause death or serious physical harm to employees. The clause applies where no specific OSHA standard covers a hazard.",
      requirements: [
        "Keep the workplace free from recognized hazards that are causing or are likely to cause death or serious physical harm, including hazards no specific OSHA standard covers.",
        "Comply with the OSHA standards that apply to your operations.",
        "Run a safety and health program built on OSHA's recommended practices: management leadership, worker participation, hazard identification and assessment, hazard prevention and control, education and training, program evaluation and improvement, and coordination with host employers, contractors and staffing agencies.",
        note,
        ...californiaNote,
      ],
      citations: [
        generalDuty,
        cite("us-osha-3885"),
        ...statePlanCitations(w),
        ...(w.code === "US-CA" ? [cite(CA_IIPP, "s 3203(a)")] : []),
      ],
    },

    consultation: {
      summary:
        "OSHA's Recommended Practices for Safety and Health Programs (OSHA 3885), which are voluntary, make worker participation a core element of a safety and health program.",
      requirements: [
        "Encourage employees to take part in the safety and health program and to report injuries, hazards and concerns without fear of reprisal.",
        "Give employees access to safety and health information, such as safety data sheets and injury and illness records.",
        "Involve employees in hazard identification, job hazard analyses and incident investigations.",
        "Communicate and coordinate with host employers, contractors and staffing agencies about hazards and controls.",
      ],
      citations: [cite("us-osha-3885")],
    },

    riskManagement: {
      summary:
        "Federal OSHA does not generally require a written risk assessment, but employers must assess the workplace for hazards that require personal protective equipment and certify that assessment in writing. OSHA's Job Hazard Analysis guidance (OSHA 3071) explains how to break a job into steps, identify the hazards of each and set controls.",
      requirements: [
        "Identify hazards by inspecting the workplace, reviewing injury and illness records and asking employees.",
        "Analyse high-hazard jobs: break each job into steps, identify the hazards of each step, and determine the controls.",
        "Control hazards by elimination or substitution where possible, then engineering controls, then administrative controls, and then personal protective equipment.",
        "Assess the workplace for hazards that require personal protective equipment, and certify the assessment in writing.",
        "Review the analyses after an incident, a near miss or a change to the job.",
      ],
      citations: [
        cite("us-osha-3071"),
        cite("us-osha-3885"),
        cite(PPE, "1910.132(d)(1)"),
        cite(PPE, "1910.132(d)(2)"),
      ],
      method: "jha",
      steps: [
        "Select the jobs to analyse, starting with those with the highest injury or illness rates and potential for severe harm",
        "Break each job into steps",
        "Identify the hazards of each step",
        "Determine controls for each hazard",
        "Review the analysis with employees and update it when the job changes or after an incident",
      ],
    },

    incidentNotification: {
      summary:
        "Employers must report every work-related fatality to OSHA within 8 hours, and every work-related in-patient hospitalization, amputation or loss of an eye within 24 hours. The reporting duty applies even to employers partially exempt from keeping injury and illness records.",
      requirements: [
        "Report a work-related fatality to OSHA within 8 hours.",
        "Report a work-related in-patient hospitalization, amputation or loss of an eye to OSHA within 24 hours.",
        "Report by phone to the nearest OSHA Area Office, on 1-800-321-OSHA (6742), or online.",
        "Unless partially exempt, record each recordable work-related injury and illness on the OSHA 300 Log and complete an OSHA 301 Incident Report within 7 calendar days.",
        ...(planApplies
          ? [
              "Where a State Plan covers your workplace, report as the State Plan requires; its rules must be at least as effective as federal OSHA's and may be stricter.",
            ]
          : []),
        "Investigate every incident and near miss, and correct the hazards found.",
      ],
      citations: [cite(REC, "1904.39"), cite(REC)],
      notify: w.statePlan
        ? "OSHA, or this state's OSHA-approved State Plan where it covers your workplace"
        : "OSHA (Occupational Safety and Health Administration)",
      deadlines: [
        { event: "Work-related fatality", deadline: "Within 8 hours" },
        { event: "Work-related in-patient hospitalization", deadline: "Within 24 hours" },
        { event: "Work-related amputation", deadline: "Within 24 hours" },
        { event: "Work-related loss of an eye", deadline: "Within 24 hours" },
      ],
      records:
        "Keep the OSHA 300 Log, the 300A Annual Summary and the 301 Incident Reports for 5 years, and post the 300A from February 1 to April 30 each year (unless partially exempt).",
      preserveSite: null,
    },

    emergencyPlanning: {
      summary:
        "Where an OSHA standard requires an emergency action plan, the plan must include at least the minimum elements of 29 CFR 1910.38 and be kept in the workplace and available to employees; whether it must be in writing depends on the number of employees.",
      requirements: [
        "Include procedures for reporting a fire or other emergency.",
        "Include emergency evacuation procedures, including the type of evacuation and exit route assignments.",
        "Include procedures for employees who remain to perform critical operations before they evacuate.",
        "Include procedures to account for all employees after evacuation.",
        "Include procedures for employees performing rescue or medical duties.",
        "Include the names or job titles of people employees can contact for more information about the plan or their duties under it.",
        "Provide an employee alarm system, designate and train employees to assist in an evacuation, and review the plan with each employee.",
        "Keep the plan in the workplace and available to employees for review.",
      ],
      citations: [cite(EAP), cite(EAP, "1910.38(b)")],
    },

    firstAid: {
      summary:
        "Employers must ensure medical personnel are readily available for advice and consultation. Where there is no infirmary, clinic or hospital in near proximity to the workplace, a person adequately trained to render first aid must be available, with adequate first aid supplies; OSHA interprets near proximity as a response within 3 to 4 minutes where life-threatening injuries can occur.",
      requirements: [
        "Ensure medical personnel are readily available for advice and consultation on employee health.",
        "Where no infirmary, clinic or hospital is in near proximity, ensure a person adequately trained in first aid is available at the workplace.",
        "Provide adequate first aid supplies, readily available.",
        "Where corrosive materials are used, provide suitable facilities for quick drenching or flushing of the eyes and body.",
      ],
      citations: [cite(FIRST_AID, "1910.151(a)"), cite(FIRST_AID, "1910.151(b)"), cite(FIRST_AID)],
    },

    hazardousChemicals: {
      summary:
        "The Hazard Communication Standard requires employers with hazardous chemicals in the workplace to keep a written hazard communication program with a list of the hazardous chemicals, keep containers labeled, keep safety data sheets (SDS) readily accessible, and train employees. OSHA's 2024 update (effective July 19, 2024, aligned with GHS Revision 7) has phased compliance dates.",
      requirements: [
        "Develop, implement and maintain a written hazard communication program.",
        "Keep a list of the hazardous chemicals present in the workplace as part of the program.",
        "Ensure containers of hazardous chemicals are labeled.",
        "Keep a safety data sheet for each hazardous chemical and make it readily accessible to employees during each work shift.",
        "Train employees on the hazardous chemicals in their work area when they are first assigned and when a new hazard is introduced.",
        "Update workplace labels, the written program and training for the 2024 changes to the standard by the compliance dates.",
      ],
      citations: [
        cite(HAZCOM, "1910.1200(e)(1)"),
        cite(HAZCOM, "1910.1200(f)"),
        cite(HAZCOM, "1910.1200(g)"),
        cite(HAZCOM, "1910.1200(h)"),
      ],
    },

    ppe: {
      summary:
        "Employers must assess the workplace to determine whether hazards are present that require personal protective equipment (PPE), select and provide PPE that fits, certify the hazard assessment in writing, and train employees in its use.",
      requirements: [
        "Assess the workplace to determine whether hazards are present, or likely to be present, that require PPE.",
        "Select PPE that protects against the hazards identified, communicate the selection to affected employees, and ensure it fits each employee.",
        "Certify the hazard assessment in writing, identifying the workplace evaluated, the person certifying it, the date(s) of the assessment, and that the document is a certification of hazard assessment.",
        "Train each employee who must use PPE in when it is needed, how to use it, its limitations and its care.",
        "Provide required PPE at no cost to employees.",
      ],
      citations: [cite(PPE, "1910.132(d)(1)"), cite(PPE, "1910.132(d)(2)"), cite(PPE, "1910.132(f)")],
    },

    training: {
      summary:
        "OSHA standards require training for specific hazards, such as hazard communication, personal protective equipment, lockout/tagout and fall protection. In construction, the employer must instruct each employee in recognizing and avoiding unsafe conditions and in the regulations that apply to their work environment.",
      requirements: [
        "Orient every new employee in the workplace's hazards, controls, emergency procedures and injury reporting before they start work.",
        "Train employees on the hazardous chemicals in their work area.",
        "Train employees who must use PPE in its use, limitations and care.",
        "Train employees who service or maintain machinery in the energy control procedures that apply to them.",
        "In construction, instruct each employee in recognizing and avoiding unsafe conditions, and train employees exposed to fall hazards through a program delivered by a competent person.",
        "Keep records of the training given, including any written certifications a standard requires.",
      ],
      citations: [
        cite(HAZCOM, "1910.1200(h)"),
        cite(PPE, "1910.132(f)"),
        cite(LOTO),
        cite("us-29-cfr-1926-21"),
        cite(FALL, "1926.503(a)"),
      ],
    },

    psychosocial: {
      summary:
        "No specific federal OSHA standard addresses psychosocial hazards. The General Duty Clause applies to recognized hazards that are causing or are likely to cause death or serious physical harm, and ISO 45003 gives guidance on managing psychological health and safety at work.",
      requirements: [
        "Identify psychosocial hazards, such as excessive workload, low job control, poor support, harassment, violence and traumatic events.",
        "Control the hazards through work design, staffing, training and support.",
        "Involve employees in identifying psychosocial hazards and choosing controls.",
        "Provide access to support services for employees affected by stressful or traumatic events.",
      ],
      citations: psychosocialCitations,
    },

    bullying: {
      summary:
        "No federal OSHA standard specifically addresses workplace bullying; employers manage it through their safety and health program and workplace conduct policies.",
      requirements: [
        "Set out in a policy what bullying is, that it will not be tolerated, and how to report it.",
        "Respond to every report promptly, fairly and confidentially, and protect people who report from retaliation.",
        "Train supervisors to recognize and respond to bullying.",
        "Review reports for patterns and address their causes.",
      ],
      citations: [generalDuty],
    },

    returnToWork: {
      summary: `Workers' compensation is governed by ${stateLaw}; there is no federal workers' compensation scheme for private-sector employees.`,
      requirements: [
        `Carry the workers' compensation coverage that ${stateLaw} requires.`,
        `Report work-related injuries to your workers' compensation insurer as ${stateLaw} requires.`,
        "Offer modified or transitional duties to help an injured employee return to work safely.",
        "Keep in touch with the injured employee and coordinate with their treating providers and the insurer.",
      ],
      citations: [],
      scheme: w.federal
        ? "State workers' compensation (state law)"
        : `${w.name} workers' compensation (state law)`,
    },

    highRiskWork: {
      summary:
        "Federal OSHA does not generally require a job hazard analysis; OSHA 3071 is guidance. Related written documents are mandatory where their standards apply: the PPE hazard assessment certification, the emergency action plan and fire prevention plan (in writing with more than 10 employees), the hazard communication program, lockout/tagout energy control procedures, and a fall protection plan where one is used in construction instead of conventional fall protection.",
      requirements: [
        "Prepare a Job Safety Analysis for high-hazard tasks: break the job into steps, identify the hazards of each step, and set controls for each.",
        "In construction, protect each employee on a walking or working surface with an unprotected side or edge 6 feet (1.8 m) or more above a lower level by a guardrail system, safety net system or personal fall arrest system.",
        "Document energy control procedures for servicing and maintaining machinery, inspect them at least annually, and certify each inspection.",
        "Certify the PPE hazard assessment in writing.",
        ...(planApplies
          ? ["Check whether the State Plan that applies requires additional written programs."]
          : []),
      ],
      citations: [
        cite("us-osha-3071"),
        cite(PPE, "1910.132(d)(2)"),
        cite(LOTO, "1910.147(c)(4)(i)"),
        cite(LOTO, "1910.147(c)(6)"),
        cite(FALL, "1926.501(b)(1)"),
      ],
      documentName: "Job Safety Analysis (JSA)",
      mandatory:
        "Not generally required by federal OSHA (OSHA 3071 is guidance). Related written documents are mandatory: the PPE hazard assessment certification; the emergency action plan and fire prevention plan (written if more than 10 employees); the hazard communication written program; lockout/tagout energy control procedures; and a fall protection plan where used in construction instead of conventional fall protection. State Plans may require more.",
      categories: {},
      retention: null,
    },

    workstations: {
      summary:
        "No specific federal OSHA standard governs computer workstations or ergonomics; ergonomic hazards are addressed under the General Duty Clause and the employer's safety and health program.",
      requirements: [
        "Identify workstation hazards such as sustained or awkward postures, repetitive tasks, poor layout and poor lighting.",
        "Set up each workstation to suit the employee and the task, and adjust it for each new user.",
        "Plan work so employees can take regular breaks and change posture.",
        "Encourage early reporting of discomfort, and review workstations when it is reported.",
      ],
      citations: [generalDuty],
    },

    fire: {
      summary:
        "Where an OSHA standard requires a fire prevention plan, it must list the major fire hazards and their controls and be kept in the workplace and available to employees; whether it must be in writing depends on the number of employees.",
      requirements: [
        "List the major fire hazards, the proper handling and storage procedures for hazardous materials, potential ignition sources and their control, and the fire protection equipment needed.",
        "Set housekeeping procedures to control accumulations of flammable and combustible waste.",
        "Name the people responsible for maintaining fire-control equipment and for controlling fuel-source hazards.",
        "Inform each employee, on assignment, of the fire hazards they are exposed to.",
        "Keep the plan in the workplace and available to employees for review.",
      ],
      citations: [cite(FPP), cite(FPP, "1910.39(b)")],
    },

    records: {
      summary:
        "Employers must keep OSHA injury and illness records for 5 years (unless partially exempt), and keep the written documents OSHA standards require, such as the PPE hazard assessment certification and lockout/tagout inspection certifications.",
      requirements: [
        "Keep the OSHA 300 Log, 300A Annual Summary and 301 Incident Reports for 5 years, unless partially exempt.",
        "Post the 300A Annual Summary from February 1 to April 30 each year.",
        "Submit injury and illness data electronically where your establishment's size and industry require it.",
        "Keep the written PPE hazard assessment certification.",
        "Keep the certification of each periodic inspection of energy control procedures.",
        "Keep the written hazard communication program, emergency action plan and fire prevention plan current.",
      ],
      citations: [
        cite(REC, "1904.32"),
        cite(REC, "1904.33"),
        cite(REC, "1904.41"),
        cite(PPE, "1910.132(d)(2)"),
        cite(LOTO, "1910.147(c)(6)(ii)"),
      ],
    },

    thresholds: thresholds(w),

    hazardCitations: {
      "hazardous-chemicals": chemicalCitations,
      chemical: chemicalCitations,
      "working-at-height": fallCitations,
      "fall-hazards": fallCitations,
      height: fallCitations,
      machinery: energyCitations,
      "electrical-work": energyCitations,
      electrical: energyCitations,
      fire: fireCitations,
      "hot-work": fireCitations,
      "psychological-hazards": psychosocialCitations,
      psychosocial: psychosocialCitations,
    },
  };
}
