import { cite } from "./helpers";
import type { Citation, JurisdictionProfile } from "./types";

/** Great Britain: the Health and Safety at Work etc. Act 1974 and its regulations, enforced by HSE. */
const HSWA = "uk-hswa-1974";
const MHSWR = "uk-mhswr-1999";
const FIRE = "uk-fire-safety-order-2005";

const hswa = (pinpoint?: string): Citation => cite(HSWA, pinpoint);
const mhswr = (pinpoint?: string): Citation => cite(MHSWR, pinpoint);

const fireCitations: Citation[] = [
  cite(FIRE, "art 9"),
  cite("uk-building-safety-act-2022", "s 156"),
  cite("uk-fire-scotland-act-2005"),
  cite("uk-fire-safety-scotland-regs-2006"),
];
const psychosocialCitations: Citation[] = [mhswr("reg 3"), cite("intl-iso-45003-2021")];
const heightCitations: Citation[] = [cite("uk-wah-2005")];
const manualHandlingCitations: Citation[] = [cite("uk-mhor-1992", "reg 4")];
const noiseCitations: Citation[] = [cite("uk-noise-regs-2005")];
const electricalCitations: Citation[] = [cite("uk-eawr-1989")];
const chemicalCitations: Citation[] = [cite("uk-coshh-2002")];
const equipmentCitations: Citation[] = [cite("uk-puwer-1998")];
const asbestosCitations: Citation[] = [cite("uk-car-2012", "reg 4"), cite("uk-car-2012", "reg 7")];
const constructionCitations: Citation[] = [cite("uk-cdm-2015")];

export const UK_PROFILE: JurisdictionProfile = {
  code: "UK-GB",
  country: "UK",
  name: "Great Britain",
  regime: "uk-hswa",
  terms: {
    dutyHolder: "employer",
    dutyHolderShort: "employer",
    worker: "employee",
    workers: "employees",
    standardOfCare: "so far as is reasonably practicable",
    representative: "safety representative",
    safetyLaw: "health and safety",
  },
  regulator: {
    name: "Health and Safety Executive",
    shortName: "HSE",
    website: "https://www.hse.gov.uk",
    notificationPhone: null,
  },
  primaryAct: cite(HSWA),
  primaryRegulations: cite(MHSWR),
  managementStandard: cite("intl-iso-45001-2018"),
  citableScopes: ["UK-GB", "INTL"],

  generalDuties: {
    summary:
      "Under the Health and Safety at Work etc. Act 1974, every employer must ensure, so far as is reasonably practicable, the health, safety and welfare at work of all employees, and must conduct the undertaking so that people not employed by it are not exposed to risks. The employer must have a health and safety policy and bring it to employees' notice.",
    requirements: [
      "Provide and maintain plant and systems of work that are safe and without risks to health.",
      "Make arrangements for the safe use, handling, storage and transport of articles and substances.",
      "Provide the information, instruction, training and supervision employees need to work safely.",
      "Maintain the workplace, and its access and exits, in a safe condition.",
      "Provide a working environment that is safe, without risks to health, and with adequate welfare facilities.",
      "Conduct the business so that contractors, visitors and members of the public are not exposed to risks.",
      "Write down your health and safety policy, with the organisation and arrangements for carrying it out, and bring it to your employees' notice (required by law with 5 or more employees, recommended below that).",
    ],
    citations: [hswa("s 2"), hswa("s 2(3)"), hswa("s 3"), cite("uk-policy-statements-exception-regs-1975")],
  },

  consultation: {
    summary:
      "An employer must involve employees and their safety representatives in health and safety, sharing information and taking their views into account. HSE's Managing for health and safety (HSG65) treats worker involvement as part of managing health and safety.",
    requirements: [
      "Consult employees, directly or through their safety representatives, on matters affecting their health and safety.",
      "Share the findings of risk assessments and the control measures with the employees affected.",
      "Give employees a way to raise health and safety concerns, and respond to them.",
      "Involve employees when planning changes to work, equipment or procedures.",
    ],
    citations: [hswa("s 2"), cite("uk-hse-hsg65")],
  },

  riskManagement: {
    summary:
      "Every employer must make a suitable and sufficient assessment of the risks to the health and safety of employees and others affected by the work. HSE's INDG163 sets out five steps: identify the hazards, decide who might be harmed and how, evaluate the risks and decide on precautions, record the findings, and review the assessment.",
    requirements: [
      "Carry out a suitable and sufficient assessment of the risks to employees and to anyone else affected by the work.",
      "Identify the hazards, and decide who might be harmed and how.",
      "Evaluate the risks and decide on precautions, reducing risks so far as is reasonably practicable.",
      "Record the significant findings of the assessment and any group of employees identified as especially at risk (required by law with 5 or more employees, recommended below that).",
      "Review the assessment when there is reason to suspect it is no longer valid or there has been a significant change, and update it.",
    ],
    citations: [mhswr("reg 3(1)"), mhswr("reg 3(6)"), cite("uk-hse-indg163"), cite("uk-hse-hsg65")],
    method: "hse-five-steps",
    steps: [
      "Identify the hazards",
      "Decide who might be harmed and how",
      "Evaluate the risks and decide on precautions",
      "Record your significant findings",
      "Review your assessment and update it if necessary",
    ],
  },

  incidentNotification: {
    summary:
      "Under RIDDOR 2013, the responsible person must report to HSE deaths, specified injuries, over-7-day injuries, certain occupational diseases, dangerous occurrences, and injuries to non-workers who are taken to hospital. Reports are made to HSE online.",
    requirements: [
      "Notify HSE without delay of a work-related death, a specified injury or a dangerous occurrence, and send the report within 10 days.",
      "Report an over-7-day injury (an employee unable to do their normal work for more than 7 consecutive days) within 15 days of the accident.",
      "Report a case of a reportable occupational disease once you receive a doctor's diagnosis.",
      "Report an accident in which a member of the public or other non-worker is taken to hospital for treatment.",
      "Record every over-3-day injury, even though it need not be reported.",
      "Keep a record of every reportable incident, and investigate incidents to prevent them happening again.",
    ],
    citations: [cite("uk-riddor-2013")],
    notify: "Health and Safety Executive (HSE), online",
    deadlines: [
      {
        event: "Death of a worker or non-worker from a work-related accident",
        deadline: "Without delay; report within 10 days",
      },
      { event: "Specified injury to a worker", deadline: "Without delay; report within 10 days" },
      { event: "Dangerous occurrence", deadline: "Without delay; report within 10 days" },
      { event: "Over-7-day incapacitation of a worker", deadline: "Within 15 days of the accident" },
      {
        event: "Non-worker injured and taken to hospital for treatment",
        deadline: "Without delay; report within 10 days",
      },
      {
        event: "Reportable occupational disease",
        deadline: "Without delay once a doctor's diagnosis is received",
      },
      { event: "Over-3-day incapacitation of a worker", deadline: "Record it (reporting not required)" },
    ],
    records:
      "Keep a record of every reportable death, injury, disease and dangerous occurrence, and of every over-3-day injury.",
    preserveSite: null,
  },

  emergencyPlanning: {
    summary:
      "An employer must include emergency arrangements in its health and safety arrangements under the Management of Health and Safety at Work Regulations 1999. Fire precautions and evacuation are governed by the Regulatory Reform (Fire Safety) Order 2005 in England and Wales, and by the Fire (Scotland) Act 2005 and the Fire Safety (Scotland) Regulations 2006 in Scotland.",
    requirements: [
      "Set out procedures for serious and imminent danger, including evacuation, raising the alarm and contacting the emergency services.",
      "Nominate competent people to implement the evacuation and emergency procedures.",
      "Base the fire and evacuation arrangements on the fire risk assessment.",
      "Tell employees, contractors and visitors what to do in an emergency, and run evacuation drills.",
      "Record the emergency arrangements with your health and safety arrangements, and in England and Wales record the fire safety arrangements whatever the number of employees.",
    ],
    citations: [mhswr(), cite(FIRE, "art 8"), cite(FIRE, "art 9"), cite("uk-fire-scotland-act-2005")],
  },

  firstAid: {
    summary:
      "The Health and Safety (First-Aid) Regulations 1981 require every employer, including those with fewer than 5 employees, to provide adequate and appropriate first-aid equipment, facilities and people, based on an assessment of first-aid needs.",
    requirements: [
      "Carry out a first-aid needs assessment that considers the work, its hazards, the number of employees and the location.",
      "Provide a suitably stocked first-aid kit, and facilities appropriate to the assessment.",
      "Appoint a person to take charge of first-aid arrangements, and provide trained first-aiders where the assessment shows they are needed.",
      "Tell employees about the first-aid arrangements, including where the kit is and who the first-aiders are.",
    ],
    citations: [cite("uk-first-aid-regs-1981")],
  },

  hazardousChemicals: {
    summary:
      "The Control of Substances Hazardous to Health Regulations 2002 (COSHH) require employers to assess the risks from hazardous substances and to prevent or adequately control employees' exposure to them.",
    requirements: [
      "Identify the hazardous substances used or produced at work, using suppliers' safety data sheets.",
      "Carry out a COSHH assessment of the risks to health from each substance and how people are exposed.",
      "Prevent exposure where possible, for example by substituting a less hazardous substance; otherwise control it adequately.",
      "Ensure control measures are used, maintained, examined and tested.",
      "Give employees information, instruction and training on the risks and the precautions.",
      "Plan for accidents, incidents and emergencies involving hazardous substances.",
    ],
    citations: [cite("uk-coshh-2002")],
  },

  ppe: {
    summary:
      "The Personal Protective Equipment at Work Regulations 1992, as amended from 6 April 2022, require employers to provide suitable PPE free of charge where risks are not adequately controlled by other means. The duty covers employees and limb (b) workers.",
    requirements: [
      "Use PPE only where risks cannot be adequately controlled by other means.",
      "Provide suitable PPE free of charge to employees and to limb (b) workers.",
      "Ensure the PPE is suitable for the risk and fits the wearer.",
      "Maintain, store and replace PPE so it stays effective.",
      "Give information, instruction and training on the use of PPE, and ensure it is properly used.",
    ],
    citations: [cite("uk-ppe-regs-1992"), cite("uk-ppe-amendment-regs-2022")],
  },

  training: {
    summary:
      "An employer must provide the information, instruction, training and supervision employees need to work safely, including training in the safe use of work equipment.",
    requirements: [
      "Induct every new employee in the workplace's hazards, control measures, emergency procedures and reporting arrangements.",
      "Train employees in the safe use of the work equipment they use.",
      "Give training when employees are exposed to new or increased risks, such as new equipment, technology or systems of work.",
      "Supervise employees as needed, particularly new and young workers.",
      "Keep records of the training given.",
    ],
    citations: [hswa("s 2"), cite("uk-puwer-1998")],
  },

  psychosocial: {
    summary:
      "Risks to mental health, such as work-related stress, are risks to health that the employer must assess and control under the duty to carry out a suitable and sufficient risk assessment.",
    requirements: [
      "Include work-related stress and other psychosocial hazards in the risk assessment.",
      "Consider demands, control, support, relationships, role and change when assessing psychosocial risks.",
      "Put in place measures to reduce the risks, and consult employees on them.",
      "Record the significant findings with the rest of the risk assessment, and review them regularly.",
    ],
    citations: psychosocialCitations,
  },

  bullying: {
    summary:
      "Bullying at work is a risk to employees' health that the employer must manage as part of its general duty to ensure their health, safety and welfare.",
    requirements: [
      "Set out in a policy what bullying is, that it will not be tolerated, and how to report it.",
      "Include bullying in the assessment of risks to health, and put measures in place to prevent it.",
      "Respond to every complaint promptly, fairly and confidentially, and protect people who complain from victimisation.",
      "Train managers to recognise and respond to bullying.",
    ],
    citations: [hswa("s 2"), mhswr("reg 3")],
  },

  returnToWork: {
    summary:
      "Great Britain has no separate workers' compensation scheme. Employers must hold employers' liability insurance under the Employers' Liability (Compulsory Insurance) Act 1969, which covers claims by employees injured or made ill at work.",
    requirements: [
      "Hold employers' liability insurance as the Employers' Liability (Compulsory Insurance) Act 1969 requires.",
      "Keep in touch with employees who are off work because of injury or ill health.",
      "Plan the return to work with the employee, considering adjustments to duties or hours.",
      "Review the risk assessment before the employee returns.",
    ],
    citations: [cite("uk-elci-act-1969"), mhswr("reg 3")],
    scheme: "No separate workers' compensation scheme: employers' liability compulsory insurance",
  },

  highRiskWork: {
    summary:
      "A risk assessment is mandatory for all work, and must be recorded where there are 5 or more employees. A method statement is not generally required by law, but CDM 2015 requires a construction phase plan for every construction project and written arrangements before demolition or dismantling, and asbestos work needs a written plan of work.",
    requirements: [
      "Carry out a suitable and sufficient risk assessment before the work starts, and record its significant findings (required by law with 5 or more employees).",
      "For every construction project, ensure a construction phase plan is prepared by the principal contractor or sole contractor.",
      "Record the arrangements for demolition, dismantling or structural alteration in writing before the work begins.",
      "Prepare a written plan of work before any work with asbestos.",
      "Notify HSE (form F10) of a construction project that will last more than 30 working days with more than 20 workers working at the same time, or exceed 500 person-days.",
      "Use a method statement to set out the safe sequence of work for higher-risk tasks, and brief it to the people doing the work.",
    ],
    citations: [
      mhswr("reg 3"),
      cite("uk-cdm-2015"),
      cite("uk-cdm-2015", "reg 6"),
      cite("uk-car-2012", "reg 7"),
    ],
    documentName: "Method Statement (RAMS)",
    mandatory:
      "The risk assessment is mandatory and must be recorded where there are 5 or more employees. A method statement is not generally required by law, except that demolition, dismantling and structural alteration arrangements must be recorded in writing before work begins, asbestos work needs a written plan of work, and every construction project needs a construction phase plan.",
    categories: {
      "demolition-load-bearing": {
        code: null,
        text: "Demolition, dismantling or structural alteration: the arrangements must be recorded in writing before the work begins (CDM 2015)",
      },
      "asbestos-disturbance": {
        code: "reg 7",
        text: "Work with asbestos: a written plan of work is required before the work begins (Control of Asbestos Regulations 2012)",
      },
    },
    retention: null,
  },

  workstations: {
    summary:
      'The Health and Safety (Display Screen Equipment) Regulations 1992 require employers to assess the workstations of employees who use display screen equipment ("users"), to meet minimum workstation requirements, to plan breaks, and to provide eye tests, training and information.',
    requirements: [
      "Carry out a workstation assessment for each DSE user, and repeat it when the workstation or user changes.",
      "Ensure workstations meet the minimum requirements for the screen, keyboard, desk, chair, lighting and environment.",
      "Plan work so users can take breaks or changes of activity.",
      "Provide an eye and eyesight test for DSE users who request one.",
      "Give users health and safety training and information about their workstation.",
    ],
    citations: [
      cite("uk-dse-regs-1992", "reg 2"),
      cite("uk-dse-regs-1992", "reg 3"),
      cite("uk-dse-regs-1992", "reg 4"),
      cite("uk-dse-regs-1992", "reg 5"),
      cite("uk-dse-regs-1992", "reg 6"),
      cite("uk-dse-regs-1992", "reg 7"),
    ],
  },

  fire: {
    summary:
      "In England and Wales, the Responsible Person must carry out a fire risk assessment and take general fire precautions under the Regulatory Reform (Fire Safety) Order 2005; since 1 October 2023 the full assessment and the fire safety arrangements must be recorded whatever the number of employees. In Scotland, the Fire (Scotland) Act 2005 and the Fire Safety (Scotland) Regulations 2006 apply instead. The Fire Safety Order is enforced by the fire and rescue authorities rather than HSE, except on construction sites.",
    requirements: [
      "Carry out a fire risk assessment of the premises, and review it regularly.",
      "In England and Wales, record the full fire risk assessment and the fire safety arrangements, whatever the number of employees.",
      "Take general fire precautions: control ignition sources and combustible materials, provide fire detection, warning and fire-fighting equipment, and keep escape routes and exits clear.",
      "Set out the fire and evacuation procedures, nominate people to carry them out, and train employees.",
      "In Scotland, carry out the fire safety assessment required by the Fire (Scotland) Act 2005 and the Fire Safety (Scotland) Regulations 2006.",
    ],
    citations: [cite(FIRE, "art 8"), ...fireCitations],
  },

  records: {
    summary:
      "Employers must record the significant findings of risk assessments and their health and safety policy where they have 5 or more employees, record the fire risk assessment at any size in England and Wales, and keep records of RIDDOR-reportable incidents and over-3-day injuries.",
    requirements: [
      "Keep a written health and safety policy and a record of the significant findings of your risk assessments (required by law with 5 or more employees, recommended below that).",
      "In England and Wales, keep a written record of the fire risk assessment and fire safety arrangements.",
      "Keep a record of every RIDDOR-reportable incident and every over-3-day injury.",
      "Keep reports of thorough examinations of lifting equipment: at least every 6 months for equipment used to lift people and for lifting accessories, and every 12 months for other lifting equipment, or as an examination scheme sets.",
      "Keep the asbestos register, risk assessment and written management plan for non-domestic premises up to date.",
      "Keep DSE workstation assessments and training records.",
    ],
    citations: [
      hswa("s 2(3)"),
      mhswr("reg 3(6)"),
      cite(FIRE, "art 9"),
      cite("uk-riddor-2013"),
      cite("uk-loler-1998", "reg 9"),
      cite("uk-car-2012", "reg 4"),
    ],
  },

  thresholds: [
    {
      id: "uk-written-policy",
      minEmployees: 5,
      consequence:
        "You must have a written health and safety policy statement, with the organisation and arrangements for carrying it out, and bring it to your employees' notice.",
      citations: [hswa("s 2(3)"), cite("uk-policy-statements-exception-regs-1975")],
    },
    {
      id: "uk-written-policy-under-5",
      maxEmployees: 4,
      consequence:
        "The law does not require you to write down your health and safety policy while you have fewer than 5 employees, but writing it down is recommended and you must still meet your general duties.",
      citations: [hswa("s 2(3)"), cite("uk-policy-statements-exception-regs-1975")],
    },
    {
      id: "uk-risk-assessment-record",
      minEmployees: 5,
      consequence:
        "You must record the significant findings of your risk assessment and any group of employees identified as especially at risk, and record your health and safety arrangements.",
      citations: [mhswr("reg 3(6)"), mhswr("reg 5")],
    },
    {
      id: "uk-risk-assessment-record-under-5",
      maxEmployees: 4,
      consequence:
        "You must still carry out a suitable and sufficient risk assessment, but the law does not require you to write it down while you have fewer than 5 employees; recording it is recommended.",
      citations: [mhswr("reg 3(1)"), cite("uk-hse-indg163")],
    },
    {
      id: "uk-fire-risk-assessment-record",
      consequence:
        "In England and Wales, you must record the full fire risk assessment and your fire safety arrangements whatever the number of employees (since 1 October 2023).",
      citations: [cite(FIRE, "art 9"), cite("uk-building-safety-act-2022", "s 156")],
    },
    {
      id: "uk-first-aid-all-sizes",
      consequence:
        "The first-aid duties apply to every employer, including those with fewer than 5 employees: assess your first-aid needs and provide for them.",
      citations: [cite("uk-first-aid-regs-1981")],
    },
  ],

  hazardCitations: {
    "working-at-height": heightCitations,
    "fall-hazards": heightCitations,
    height: heightCitations,
    "manual-handling": manualHandlingCitations,
    ergonomic: [...manualHandlingCitations, cite("uk-dse-regs-1992")],
    "noise-exposure": noiseCitations,
    noise: noiseCitations,
    "lifting-equipment": [cite("uk-loler-1998", "reg 9"), ...equipmentCitations],
    "electrical-work": electricalCitations,
    electrical: electricalCitations,
    "hazardous-chemicals": chemicalCitations,
    chemical: chemicalCitations,
    asbestos: asbestosCitations,
    machinery: equipmentCitations,
    "mobile-equipment": equipmentCitations,
    "cutting-tools": equipmentCitations,
    fire: fireCitations,
    "hot-work": [cite(FIRE, "art 9")],
    demolition: constructionCitations,
    excavation: constructionCitations,
    "psychological-hazards": psychosocialCitations,
    psychosocial: psychosocialCitations,
  },
};
