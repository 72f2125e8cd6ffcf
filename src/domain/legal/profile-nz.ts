import { cite, HIERARCHY_STEPS } from "./helpers";
import type { Citation, JurisdictionProfile } from "./types";

/** New Zealand: the Health and Safety at Work Act 2015 and its regulations, enforced by WorkSafe New Zealand. */
const HSWA = "nz-hswa-2015";
const GRWM = "nz-grwm-regs-2016";
const HSNO_REGS = "nz-hazardous-substances-regs-2017";
const HSE_1995 = "nz-hse-regs-1995";

const hswa = (pinpoint?: string): Citation => cite(HSWA, pinpoint);
const grwm = (pinpoint?: string): Citation => cite(GRWM, pinpoint);

const riskCitations: Citation[] = [grwm("r 5"), grwm("r 6"), grwm("r 7"), grwm("r 8")];
const psychosocialCitations: Citation[] = [
  hswa("s 36"),
  ...riskCitations,
  cite("nz-worksafe-bullying-guidelines-2017"),
  cite("intl-iso-45003-2021"),
];
const chemicalCitations: Citation[] = [cite(HSNO_REGS)];
const asbestosCitations: Citation[] = [
  cite("nz-asbestos-regs-2016", "r 10"),
  cite("nz-asbestos-regs-2016", "r 13"),
  cite("nz-asbestos-acop"),
];
const notifiableWorkCitations: Citation[] = [cite(HSE_1995, "r 26")];

export const NZ_PROFILE: JurisdictionProfile = {
  code: "NZ",
  country: "NZ",
  name: "New Zealand",
  regime: "nz-hswa",
  terms: {
    dutyHolder: "person conducting a business or undertaking (PCBU)",
    dutyHolderShort: "PCBU",
    worker: "worker",
    workers: "workers",
    standardOfCare: "so far as is reasonably practicable",
    representative: "health and safety representative (HSR)",
    safetyLaw: "health and safety",
  },
  regulator: {
    name: "WorkSafe New Zealand",
    shortName: "WorkSafe",
    website: "https://www.worksafe.govt.nz",
    notificationPhone: "0800 030 040",
  },
  primaryAct: cite(HSWA),
  primaryRegulations: cite(GRWM),
  managementStandard: cite("as-nzs-iso-45001-2018"),
  citableScopes: ["NZ", "AU-NZ", "INTL"],

  generalDuties: {
    summary:
      "Under the Health and Safety at Work Act 2015, a person conducting a business or undertaking (PCBU) must ensure, so far as is reasonably practicable, the health and safety of its workers and that other people are not put at risk by its work.",
    requirements: [
      "Provide and maintain a work environment without risks to health and safety.",
      "Provide and maintain safe plant, structures and systems of work.",
      "Ensure the safe use, handling and storage of plant, structures and substances.",
      "Provide adequate facilities for the welfare of workers, and ensure they can access them.",
      "Provide the information, training, instruction and supervision workers need to be protected from risks arising from the work.",
      "Monitor the health of workers and the conditions at the workplace to prevent injury or illness.",
    ],
    citations: [hswa("s 36")],
  },

  consultation: {
    summary:
      "The Health and Safety at Work Act 2015 requires a PCBU to engage with workers on health and safety matters that directly affect them, and to have practices that let workers participate in improving health and safety, including through health and safety representatives and committees.",
    requirements: [
      "Share information about health and safety matters with workers.",
      "Give workers a reasonable opportunity to express their views, raise issues and contribute to decisions about health and safety.",
      "Take workers' views into account and tell them the outcome.",
      "Involve health and safety representatives, where there are any.",
      "Maintain practices that let workers participate in improving health and safety on an ongoing basis.",
      "Consult, cooperate and coordinate with other PCBUs that share duties over the same matter.",
    ],
    citations: [hswa()],
  },

  riskManagement: {
    summary:
      "The General Risk and Workplace Management Regulations 2016 require a PCBU to identify hazards, eliminate risks so far as is reasonably practicable and otherwise minimise them using the hierarchy of control measures, and then maintain and review the control measures.",
    requirements: [
      "Identify hazards that could give rise to reasonably foreseeable risks to health and safety.",
      "Eliminate risks so far as is reasonably practicable.",
      "Where a risk cannot be eliminated, minimise it by substitution, isolation or engineering controls, then administrative controls, and only then personal protective equipment.",
      "Maintain control measures so they remain effective.",
      "Review control measures, and revise them where needed, when they are not effective or when circumstances change.",
      "Engage workers throughout the risk management process.",
    ],
    citations: riskCitations,
    method: "hierarchy",
    steps: [...HIERARCHY_STEPS],
  },

  incidentNotification: {
    summary:
      "A PCBU must notify WorkSafe New Zealand as soon as possible after becoming aware that a notifiable event (a death, a notifiable injury or illness, or a notifiable incident) has arisen from its work, preserve the site, and keep a record of the event for 5 years.",
    requirements: [
      "Notify WorkSafe New Zealand as soon as possible after becoming aware of a notifiable event, by the fastest possible means: phone 0800 030 040 (24/7) or use the online portal.",
      "If WorkSafe requires it, give written notice within 48 hours.",
      "Preserve the site of the notifiable event until an inspector arrives or directs otherwise.",
      "Keep a record of each notifiable event for at least 5 years.",
      "Investigate every incident and near miss, and review the control measures involved.",
    ],
    citations: [hswa(), hswa("s 25"), hswa("s 55"), hswa("s 56"), hswa("s 57")],
    notify: "WorkSafe New Zealand",
    deadlines: [
      { event: "Death of a person", deadline: "As soon as possible, by the fastest possible means" },
      {
        event: "Notifiable injury or illness",
        deadline: "As soon as possible, by the fastest possible means",
      },
      { event: "Notifiable incident", deadline: "As soon as possible, by the fastest possible means" },
      { event: "Written notice, if WorkSafe requires it", deadline: "Within 48 hours of being required" },
    ],
    records: "Keep a record of each notifiable event for at least 5 years.",
    preserveSite:
      "Preserve the site of the notifiable event until an inspector arrives or directs otherwise.",
  },

  emergencyPlanning: {
    summary:
      "The General Risk and Workplace Management Regulations 2016 require a PCBU to prepare, maintain and implement an emergency plan for the workplace.",
    requirements: [
      "Prepare, maintain and implement an emergency plan for the workplace.",
      "Include procedures for an effective response to an emergency, evacuation, notifying emergency services, medical treatment and assistance, and communication between the person coordinating the response and everyone at the workplace.",
      "Test the emergency procedures, and set out how often they will be tested.",
      "Give workers information, training and instruction on implementing the emergency procedures.",
      "Take into account the nature of the work and its hazards, the size and location of the workplace, and the number and composition of the people at the workplace.",
    ],
    citations: [grwm("r 14")],
  },

  firstAid: {
    summary:
      "The General Risk and Workplace Management Regulations 2016 require a PCBU to provide first aid equipment and facilities, and access to trained first aiders, suited to the work and the workplace.",
    requirements: [
      "Provide first aid equipment and ensure each worker can access it.",
      "Ensure workers have access to facilities for administering first aid.",
      "Ensure an adequate number of workers are trained to administer first aid, or that workers have access to trained people.",
      "Decide first aid arrangements by considering the nature of the work, its hazards, the size and location of the workplace, and the number of workers.",
      "Display the names and locations of first aiders and first aid kits.",
    ],
    citations: [grwm("r 13")],
  },

  hazardousChemicals: {
    summary:
      "The Health and Safety at Work (Hazardous Substances) Regulations 2017 require a PCBU to keep an inventory of hazardous substances (including hazardous waste), hold a current safety data sheet (SDS) for each substance, label and signpost them, train workers and prepare for emergencies.",
    requirements: [
      "Keep an inventory of all hazardous substances at the workplace, including hazardous waste.",
      "Hold a current SDS for each hazardous substance and keep it readily accessible to workers.",
      "Ensure containers are correctly labelled and the required signage is displayed.",
      "Train and supervise workers who use, handle or store hazardous substances.",
      "Prepare for emergencies involving hazardous substances.",
    ],
    citations: chemicalCitations,
  },

  ppe: {
    summary:
      "The General Risk and Workplace Management Regulations 2016 set out when PPE is used and the PCBU's duties for it: provide it, ensure it is suitable, maintained and used, and give workers information and training.",
    requirements: [
      "Use PPE only after higher-order controls have been applied, or to supplement them.",
      "Provide the PPE workers need.",
      "Ensure PPE is suitable for the work and its hazards, and fits the worker.",
      "Maintain, repair or replace PPE so it stays effective.",
      "Give workers information, training and instruction in the proper use, wearing, storage and maintenance of PPE.",
      "Require workers to use PPE in line with the information and training given.",
    ],
    citations: [grwm("r 15"), grwm("r 16"), grwm("r 17"), grwm("r 18"), grwm("r 19"), grwm("r 20")],
  },

  training: {
    summary:
      "A PCBU must provide the information, training, instruction and supervision workers need to be protected from risks to their health and safety arising from the work.",
    requirements: [
      "Induct every new worker in the workplace's hazards, control measures, emergency procedures and incident reporting arrangements before they start work.",
      "Provide information, training and instruction suited to the nature of the work, its risks and the control measures, in a form each worker can understand.",
      "Supervise workers as needed to protect them from risks arising from the work.",
      "Keep records of induction and training given to each worker.",
    ],
    citations: [hswa("s 36"), grwm("r 9")],
  },

  psychosocial: {
    summary:
      "Risks to mental health are risks to health that a PCBU must manage under its primary duty of care, using the same risk management process as for other hazards.",
    requirements: [
      "Identify psychosocial hazards, such as high job demands, low job control, poor support, bullying, harassment and traumatic events.",
      "Eliminate psychosocial risks so far as is reasonably practicable and, where they cannot be eliminated, minimise them.",
      "Engage workers and their health and safety representatives when identifying hazards and deciding on control measures.",
      "Review control measures after a report of harm, an incident or a change to the work.",
    ],
    citations: psychosocialCitations,
  },

  bullying: {
    summary:
      "Bullying is a health risk the PCBU must manage under the Health and Safety at Work Act 2015. An employee who is bullied may also raise a personal grievance under section 103 of the Employment Relations Act 2000, usually as an unjustified disadvantage. WorkSafe's good practice guidelines explain how to prevent and respond to bullying.",
    requirements: [
      "Set out in a policy what bullying is, that it will not be tolerated, and how to report it.",
      "Manage bullying as a health and safety risk: identify it, control it and review the controls.",
      "Respond to every report promptly, fairly and confidentially, and protect people who report from victimisation.",
      "Follow WorkSafe's guidelines, Preventing and responding to bullying at work.",
      "Tell employees they may raise a personal grievance under the Employment Relations Act 2000.",
    ],
    citations: [hswa("s 36"), cite("nz-era-2000", "s 103"), cite("nz-worksafe-bullying-guidelines-2017")],
  },

  returnToWork: {
    summary:
      "New Zealand's Accident Compensation Act 2001 provides a no-fault accident compensation scheme (ACC), and common-law claims for damages for personal injury are barred. For work injuries, the employer pays the first week of compensation at 80% of earnings, and ACC pays from the second week.",
    requirements: [
      "Pay an injured employee's first week of compensation for a work injury at 80% of their earnings.",
      "Help the injured employee lodge an ACC claim.",
      "Support the employee's rehabilitation and a safe, early return to work, offering suitable duties where they are available.",
      "Keep in touch with the injured employee and their treatment providers.",
    ],
    citations: [cite("nz-acc-act-2001")],
    scheme: "ACC no-fault accident compensation scheme",
  },

  highRiskWork: {
    summary:
      "The Health and Safety at Work Act 2015 does not require a method statement by name, but the risk management duties and worker engagement are mandatory, and principals commonly require a site-specific safety plan (SSSP) or task analysis by contract. Particular hazardous (notifiable) work must be notified to WorkSafe at least 24 hours before it starts.",
    requirements: [
      "Identify the hazards of the task, eliminate or minimise the risks, and record the controls in a task analysis or SWMS.",
      "Prepare a site-specific safety plan where the principal or client requires one.",
      "Engage the workers doing the task when preparing the method statement.",
      "Notify WorkSafe at least 24 hours before starting notifiable work, such as construction work with a fall risk of 5 m or more, excavations more than 1.5 m deep that are deeper than they are wide, tunnels, work with explosives, diving, restricted asbestos work, or commercial logging or tree felling.",
      "Review the method statement when the task, site or controls change.",
    ],
    citations: [...riskCitations, cite(HSE_1995, "r 26")],
    documentName: "Safe Work Method Statement (SWMS)",
    mandatory:
      "Not required by name under the Health and Safety at Work Act 2015: the risk management duties and worker engagement are mandatory, and principals commonly require a site-specific safety plan or task analysis by contract. Notifiable particular hazardous work must be notified to WorkSafe at least 24 hours in advance.",
    categories: {
      tunnel: {
        code: null,
        text: "Work in a tunnel: notifiable work, notify WorkSafe at least 24 hours before",
      },
      explosives: {
        code: null,
        text: "Work using explosives: notifiable work, notify WorkSafe at least 24 hours before",
      },
      diving: { code: null, text: "Diving work: notifiable work, notify WorkSafe at least 24 hours before" },
    },
    retention: null,
  },

  workstations: {
    summary:
      "No specific regulation governs computer workstations; workstation and ergonomic risks are managed under the PCBU's primary duty of care and the risk management regulations.",
    requirements: [
      "Identify workstation hazards such as sustained or awkward postures, repetitive tasks, poor layout and poor lighting.",
      "Set up each workstation to suit the worker and the task, and adjust it for each new user.",
      "Plan work so workers can take regular breaks and change posture.",
      "Engage workers about workstation design and changes.",
      "Review workstation arrangements after any report of discomfort or injury.",
    ],
    citations: [hswa("s 36"), grwm("r 5"), grwm("r 6")],
  },

  fire: {
    summary:
      "Fire safety is managed through the workplace emergency plan and the risk management duties: the PCBU must control fire risks and plan for fire response and evacuation.",
    requirements: [
      "Identify fire hazards, such as ignition sources, flammable materials and hot work, and control the risks.",
      "Include fire response and evacuation procedures in the emergency plan.",
      "Test the evacuation procedures at the frequency set out in the emergency plan.",
      "Provide fire-fighting equipment suited to the hazards, keep it maintained, and train workers in its use.",
    ],
    citations: [grwm("r 14"), grwm("r 5")],
  },

  records: {
    summary:
      "A PCBU must keep records of notifiable events for 5 years, keep a hazardous substances inventory, and keep any asbestos management plan under review.",
    requirements: [
      "Keep a record of each notifiable event for at least 5 years.",
      "Keep the hazardous substances inventory and current safety data sheets up to date.",
      "Where asbestos is present, keep an asbestos management plan and review it at least every 5 years.",
      "Keep records of risk assessments, inspections, emergency drills, induction and training.",
    ],
    citations: [
      hswa("s 57"),
      cite(HSNO_REGS),
      cite("nz-asbestos-regs-2016", "r 13"),
      cite("nz-asbestos-regs-2016", "r 14"),
    ],
  },

  thresholds: [],

  hazardCitations: {
    "psychological-hazards": psychosocialCitations,
    psychosocial: psychosocialCitations,
    "hazardous-chemicals": chemicalCitations,
    chemical: chemicalCitations,
    asbestos: asbestosCitations,
    "working-at-height": notifiableWorkCitations,
    excavation: notifiableWorkCitations,
    explosives: notifiableWorkCitations,
    "diving-work": notifiableWorkCitations,
    fire: [grwm("r 14")],
  },
};
