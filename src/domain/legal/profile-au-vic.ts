import { cite, HIERARCHY_STEPS, MODEL_HRCW } from "./helpers";
import type { Citation, JurisdictionProfile } from "./types";

/**
 * Victoria is not a model-law jurisdiction: the duty holder is the "employer", the law is the
 * Occupational Health and Safety Act 2004 and its regulations, with Victoria's own numbering.
 * Never use the model-law vocabulary or numbering here.
 */
const ACT = "au-vic-ohs-act-2004";
const REGS = "au-vic-ohs-regulations-2017";
const PSYCH = "au-vic-ohs-psychological-health-regulations-2025";

const act = (pinpoint?: string): Citation => cite(ACT, pinpoint);
const regs = (pinpoint?: string): Citation => cite(REGS, pinpoint);

const psychosocialCitations: Citation[] = [
  cite(PSYCH),
  cite("au-vic-compliance-code-psychological-health"),
  act("s 21"),
  cite("intl-iso-45003-2021"),
];
const constructionCitations: Citation[] = [regs("Part 5.1")];
const chemicalCitations: Citation[] = [regs("Part 4.1")];
const manualHandlingCitations: Citation[] = [regs("r 27")];

const IMMEDIATELY = "Immediately after becoming aware of it, by phone to WorkSafe Victoria";

export const AU_VIC_PROFILE: JurisdictionProfile = {
  code: "AU-VIC",
  country: "AU",
  name: "Victoria",
  regime: "vic-ohs",
  terms: {
    dutyHolder: "employer",
    dutyHolderShort: "employer",
    worker: "employee",
    workers: "employees",
    standardOfCare: "so far as is reasonably practicable",
    representative: "health and safety representative (HSR)",
    safetyLaw: "OHS",
  },
  regulator: {
    name: "WorkSafe Victoria",
    shortName: "WorkSafe",
    website: "https://www.worksafe.vic.gov.au",
    notificationPhone: "13 23 60",
  },
  primaryAct: cite(ACT),
  primaryRegulations: cite(REGS),
  managementStandard: cite("as-nzs-iso-45001-2018"),
  citableScopes: ["AU-VIC", "AU", "AU-NZ", "AU-STD", "INTL"],

  generalDuties: {
    summary:
      "Under the Occupational Health and Safety Act 2004 (Vic), an employer must, so far as is reasonably practicable, provide and maintain for employees a working environment that is safe and without risks to health, and must ensure other people are not put at risk by the employer's undertaking.",
    requirements: [
      "Provide and maintain plant and systems of work that are safe and without risks to health.",
      "Make arrangements for the safe use, handling, storage and transport of plant and substances.",
      "Maintain each workplace under your management and control in a safe condition without risks to health.",
      "Provide adequate facilities for the welfare of employees.",
      "Provide employees with the information, instruction, training and supervision they need to perform their work safely and without risks to health.",
      "Eliminate risks to health and safety so far as is reasonably practicable and, where they cannot be eliminated, reduce them so far as is reasonably practicable.",
    ],
    citations: [act("s 20"), act("s 21")],
  },

  consultation: {
    summary:
      "An employer must, so far as is reasonably practicable, consult with employees (and their health and safety representatives) who are, or are likely to be, directly affected by health and safety matters.",
    requirements: [
      "Share information about health and safety matters with employees.",
      "Give employees a reasonable opportunity to express their views, and take those views into account.",
      "Involve health and safety representatives in consultation, where there are any.",
      "Consult when identifying or assessing hazards or risks, making decisions about control measures, deciding on welfare facilities and proposing changes that may affect health and safety.",
    ],
    citations: [act("s 35")],
  },

  riskManagement: {
    summary:
      "An employer must eliminate risks to health and safety so far as is reasonably practicable and, where that is not possible, reduce them so far as is reasonably practicable. The OHS Regulations 2017 set out hazard-specific risk control requirements, such as the hierarchy of control for manual handling.",
    requirements: [
      "Identify hazards in the workplace and assess the risks they pose.",
      "Eliminate each risk so far as is reasonably practicable.",
      "Where a risk cannot be eliminated, reduce it so far as is reasonably practicable, applying the hierarchy of control the regulations set for the hazard.",
      "Consult employees and health and safety representatives when identifying hazards and deciding on controls.",
      "Review control measures regularly and when circumstances change, after an incident, or when a health and safety representative requests it.",
    ],
    citations: [act("s 20"), act("s 21"), regs("r 27")],
    method: "hierarchy",
    steps: [...HIERARCHY_STEPS],
  },

  incidentNotification: {
    summary:
      "An employer must notify WorkSafe Victoria immediately after becoming aware that a notifiable incident has occurred, give WorkSafe a written record within 48 hours, keep a copy for 5 years, and preserve the incident site.",
    requirements: [
      "Notify WorkSafe Victoria immediately after becoming aware of a notifiable incident, by phone on 13 23 60.",
      "Within 48 hours, give WorkSafe Victoria a written record of the incident in the approved form.",
      "Keep a copy of the written record for 5 years.",
      "Preserve the incident site until a WorkSafe inspector arrives or directs otherwise.",
      "Investigate every incident and near miss, and review the control measures involved.",
    ],
    citations: [act("s 37"), act("s 38"), act("s 39")],
    notify: "WorkSafe Victoria",
    deadlines: [
      { event: "An incident that results in the death of a person", deadline: IMMEDIATELY },
      {
        event:
          "An incident that results in a person needing immediate treatment as an in-patient in a hospital, immediate medical treatment for a serious injury (such as an amputation, a serious head or eye injury, a spinal injury, the loss of a bodily function or serious lacerations), or medical treatment within 48 hours of exposure to a substance",
        deadline: IMMEDIATELY,
      },
      {
        event:
          "A dangerous incident that exposes a person to an immediate risk to health or safety (e.g. the collapse or failure of plant, an excavation or a structure; an implosion, explosion or fire; the escape, spillage or leakage of a substance; the fall or release from height of a thing)",
        deadline: IMMEDIATELY,
      },
      {
        event: "Written record of the incident (approved form), in every case",
        deadline: "Within 48 hours of becoming aware of the incident",
      },
    ],
    records: "Keep a copy of the written record of each notifiable incident for 5 years.",
    preserveSite:
      "Preserve the site where the incident occurred until an inspector arrives or directs otherwise.",
  },

  emergencyPlanning: {
    summary:
      "There is no general emergency-plan regulation in Victoria; the duty to plan for emergencies comes from the employer's duty to provide a safe working environment. WorkSafe Victoria refers employers to AS 3745-2010 for emergency planning.",
    requirements: [
      "Prepare emergency procedures for the workplace covering emergency response, evacuation, contacting emergency services, medical treatment and communication.",
      "Appoint people to coordinate the emergency response and evacuation, and train them.",
      "Display evacuation diagrams and keep exits and routes clear.",
      "Run evacuation exercises and review the procedures after each exercise or emergency.",
      "Use AS 3745-2010 for emergency planning committees, emergency control organisations, evacuation diagrams and exercises.",
    ],
    citations: [act("s 21"), cite("au-as-3745-2010")],
  },

  firstAid: {
    summary:
      "An employer must provide adequate facilities for the welfare of employees, which includes first aid. WorkSafe Victoria's Compliance code: First aid in the workplace explains how to meet the duty.",
    requirements: [
      "Assess first aid needs by considering the nature of the work and its hazards, the size and location of the workplace, and the number of employees.",
      "Provide first aid kits suited to the hazards, and keep them stocked and accessible.",
      "Ensure enough employees are trained to provide first aid, or that employees have access to trained people.",
      "Display the names and locations of first aiders and first aid kits.",
    ],
    citations: [act("s 21"), cite("au-vic-compliance-code-first-aid")],
  },

  hazardousChemicals: {
    summary:
      "Part 4.1 of the OHS Regulations 2017 requires employers to manage hazardous substances, including keeping a register of the hazardous substances at the workplace with their safety data sheets.",
    requirements: [
      "Obtain the current safety data sheet (SDS) for each hazardous substance and keep it readily accessible to employees.",
      "Keep a register of the hazardous substances used at the workplace, with their SDSs, and keep it up to date and accessible to employees.",
      "Control the risks of hazardous substances, eliminating them so far as is reasonably practicable or otherwise reducing them.",
      "Ensure containers are correctly labelled.",
      "Train employees in the safe use, handling and storage of the substances they work with.",
    ],
    citations: [regs("Part 4.1")],
  },

  ppe: {
    summary:
      "Personal protective equipment (PPE) is the last line of defence: an employer may rely on it only after higher-order controls have been applied, and must then provide it and ensure it is used and maintained.",
    requirements: [
      "Use PPE only after higher-order controls have been applied, or to supplement them.",
      "Provide the PPE employees need free of charge.",
      "Ensure PPE is suitable for the hazard, fits the employee and is maintained in good condition.",
      "Train employees in the correct use, storage and maintenance of PPE.",
      "Require employees to use the PPE provided and to report any damage or defect.",
    ],
    citations: [act("s 21"), cite(REGS)],
  },

  training: {
    summary:
      "An employer must provide employees with the information, instruction, training and supervision necessary for them to work safely. Anyone doing construction work must first complete construction induction training, and receive site-specific induction, under Part 5.1 of the OHS Regulations 2017.",
    requirements: [
      "Induct every new employee in the workplace's hazards, control measures, emergency procedures and incident reporting arrangements before they start work.",
      "Provide information, instruction and training in a form each employee can understand.",
      "Supervise employees as needed for them to work safely.",
      "Before anyone carries out construction work, ensure they have completed construction induction training.",
      "Give each person a site-specific induction before they start construction work at a site.",
      "Keep records of induction and training given to each employee.",
    ],
    citations: [act("s 21"), regs("Part 5.1")],
  },

  psychosocial: {
    summary:
      "The Occupational Health and Safety (Psychological Health) Regulations 2025 (Vic) commenced on 1 December 2025. Employers must identify psychosocial hazards and control the risks of psychological harm, with WorkSafe Victoria's Compliance Code: Psychological health explaining how.",
    requirements: [
      "Identify psychosocial hazards arising from the work, such as high job demands, low job control, poor support, bullying, harassment, aggression and traumatic events.",
      "Eliminate the risks of psychological harm so far as is reasonably practicable and, where they cannot be eliminated, reduce them so far as is reasonably practicable.",
      "Consult employees and health and safety representatives when identifying psychosocial hazards and deciding on controls.",
      "Review control measures after a report of harm, an incident or a change to the work.",
      "Follow WorkSafe Victoria's Compliance Code: Psychological health.",
    ],
    citations: psychosocialCitations,
  },

  bullying: {
    summary:
      "Bullying is a risk to psychological health that an employer must control under the Occupational Health and Safety Act 2004 (Vic). A worker who is bullied at work may also apply to the Fair Work Commission for an order to stop the bullying under Part 6-4B of the Fair Work Act 2009 (Cth).",
    requirements: [
      "Set out in a policy what workplace bullying is, that it will not be tolerated, and how to report it.",
      "Manage bullying as a psychosocial hazard: identify the risk, control it and review the controls.",
      "Respond to every report promptly, fairly and confidentially, and protect people who report from victimisation.",
      "Tell employees they may also apply to the Fair Work Commission for an order to stop bullying.",
    ],
    citations: [act("s 21"), cite(PSYCH), cite("au-fair-work-act-2009", "Part 6-4B")],
  },

  returnToWork: {
    summary:
      "Workers compensation and return to work in Victoria are governed by the Workplace Injury Rehabilitation and Compensation Act 2013 (Vic), administered by WorkSafe Victoria and its agents. Employers have return to work obligations, including providing suitable employment.",
    requirements: [
      "Provide suitable or pre-injury employment to an injured employee for the period of 52 weeks the Act requires.",
      "Appoint a return to work coordinator.",
      "Plan the return to work with the injured employee and consult them, their treating practitioners and WorkSafe's agent.",
      "Report work-related injuries to WorkSafe's agent as the scheme requires.",
    ],
    citations: [cite("au-vic-wirc-act-2013")],
    scheme: "Victorian workers compensation scheme (WorkSafe Victoria and its agents)",
  },

  highRiskWork: {
    summary:
      "Before high risk construction work starts, the employer must ensure a Safe Work Method Statement (SWMS) is prepared under Part 5.1 of the OHS Regulations 2017. Victoria defines high risk construction work in its own regulations.",
    requirements: [
      "Prepare a SWMS before any high risk construction work starts.",
      "Identify the high risk construction work, its hazards and risks, and the control measures and how they will be put in place.",
      "Ensure the work is carried out in accordance with the SWMS; stop the work if it is not, and resume only in line with the SWMS.",
      "Review the SWMS and revise it when control measures change or are not effective.",
      "Keep the SWMS for the duration of the high risk construction work, available to the people doing it.",
    ],
    citations: [regs("Part 5.1")],
    documentName: "Safe Work Method Statement (SWMS)",
    mandatory:
      "Yes, for high risk construction work as defined in Part 5.1 of the Occupational Health and Safety Regulations 2017 (Vic): prepare it before the work starts, work in accordance with it, review it, and keep it for the duration of the work.",
    categories: Object.fromEntries(
      MODEL_HRCW.map((c) => [c.id, { code: null, text: `Construction work that ${c.text}` }]),
    ),
    retention: "Keep the SWMS for the duration of the high risk construction work.",
  },

  workstations: {
    summary:
      "No specific regulation governs computer workstations in Victoria; workstation and ergonomic risks are controlled under the employer's general duty, and manual handling risks under the OHS Regulations 2017.",
    requirements: [
      "Identify workstation hazards such as sustained or awkward postures, repetitive tasks, poor layout and poor lighting.",
      "Set up each workstation to suit the employee and the task, and adjust it for each new user.",
      "Plan work so employees can take regular breaks and change posture.",
      "Consult employees about workstation design and changes.",
      "Review workstation arrangements after any report of discomfort or injury.",
    ],
    citations: [act("s 21"), regs("r 27")],
  },

  fire: {
    summary:
      "Fire safety is part of the employer's duty to provide a safe working environment and is planned through the workplace's emergency procedures, using AS 3745-2010.",
    requirements: [
      "Identify fire hazards, such as ignition sources, flammable materials and hot work, and control the risks.",
      "Include fire response and evacuation in the emergency procedures.",
      "Provide fire-fighting equipment suited to the hazards, keep it maintained, and train employees in its use.",
      "Run evacuation exercises and review the procedures after each one.",
    ],
    citations: [act("s 21"), cite("au-as-3745-2010")],
  },

  records: {
    summary:
      "Employers must keep the records the OHS laws require, and should keep evidence that risks are being controlled.",
    requirements: [
      "Keep a copy of the written record of each notifiable incident for 5 years.",
      "Keep the register of hazardous substances, with their safety data sheets, up to date and accessible.",
      "Keep each SWMS for the duration of the high risk construction work.",
      "Keep records of risk assessments, inspections, emergency exercises, induction and training.",
    ],
    citations: [act("s 38"), regs("Part 4.1"), regs("Part 5.1")],
  },

  thresholds: [],

  hazardCitations: {
    "psychological-hazards": psychosocialCitations,
    psychosocial: psychosocialCitations,
    "hazardous-chemicals": chemicalCitations,
    chemical: chemicalCitations,
    "manual-handling": manualHandlingCitations,
    ergonomic: manualHandlingCitations,
    fire: [act("s 21"), cite("au-as-3745-2010")],
    "working-at-height": constructionCitations,
    "confined-spaces": constructionCitations,
    excavation: constructionCitations,
    demolition: constructionCitations,
    explosives: constructionCitations,
    "diving-work": constructionCitations,
  },
};
