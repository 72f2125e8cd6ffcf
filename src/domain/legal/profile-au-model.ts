import { cite, HIERARCHY_STEPS, MODEL_HRCW } from "./helpers";
import type { Citation, HighRiskWorkRule, JurisdictionProfile, Regulator, Topic } from "./types";

/** What differs between the model-law states; everything else comes from the model WHS Act and Regulations. */
export type ModelStateFacts = {
  code: string;
  name: string;
  /** Instrument ids of the state's WHS Act and WHS Regulation(s). */
  act: string;
  regs: string;
  regulator: Regulator;
  /** How provisions of the regulations are labelled: NSW 2025 uses "sections". */
  regPrefix: "r" | "s";
  /** Whether the s 35–39 numbering of the state's Act is confirmed by the legal reference. */
  notificationPinpoints: boolean;
  /** Whether the Chapter 6 (construction) numbering of the state's regulations is confirmed. */
  constructionPinpoints: boolean;
  /** Whether r 55A–55D follow the model numbering in the state's regulations. */
  psychosocialPinpoints: boolean;
  /** The state approves its own psychosocial code instead of the model code. */
  ownPsychosocialCode: boolean;
  /** When written notice of a notifiable incident is due, and the matching instruction. */
  writtenNotice: { deadline: string; requirement: string };
  generalNotes?: string[];
  chemicalsNotes?: string[];
  returnToWork: Topic & { scheme: string };
};

const CONSTRUCTION_ACTIVITIES = [
  "working-at-height",
  "fall-hazards",
  "confined-spaces",
  "excavation",
  "demolition",
  "asbestos",
  "explosives",
  "diving-work",
  "mobile-equipment",
] as const;

export function modelProfile(f: ModelStateFacts): JurisdictionProfile {
  const act = (pinpoint?: string): Citation => cite(f.act, pinpoint);
  const notifyAct = (pinpoint: string): Citation => cite(f.act, f.notificationPinpoints ? pinpoint : null);
  const reg = (n: string): Citation => cite(f.regs, `${f.regPrefix} ${n}`);
  const construction = (n: string): Citation =>
    cite(f.regs, f.constructionPinpoints ? `${f.regPrefix} ${n}` : null);
  const short = f.regulator.shortName;
  const phone = f.regulator.notificationPhone;

  const psychosocialCitations: Citation[] = [
    f.psychosocialPinpoints ? reg("55A–55D") : cite(f.regs),
    ...(f.ownPsychosocialCode ? [] : [cite("au-model-cop-psychosocial")]),
    cite("intl-iso-45003-2021"),
  ];
  const constructionCitations: Citation[] = [construction("291"), cite("au-model-cop-construction-work")];
  const chemicalCitations: Citation[] = [reg("344"), reg("346"), cite("au-model-cop-hazardous-chemicals")];

  const highRiskWork: HighRiskWorkRule = {
    summary:
      "Before high risk construction work starts, the PCBU must ensure a Safe Work Method Statement (SWMS) is prepared that identifies the work, specifies its hazards and risks, and describes the control measures and how they will be implemented, monitored and reviewed.",
    requirements: [
      "Prepare a SWMS, or obtain one already prepared by another person, before any high risk construction work starts.",
      "Identify the high risk construction work, specify its hazards and risks, and describe the control measures and how they will be implemented, monitored and reviewed.",
      "Take account of the circumstances at the workplace and, on a construction project, the WHS management plan.",
      "Set the SWMS out so it is readily accessible to, and easily understood by, the workers who use it.",
      "Put arrangements in place so the work is done in line with the SWMS; if it is not, stop the work immediately or as soon as it is safe to do so, and resume it only in line with the SWMS.",
      "On a construction project, give the principal contractor a copy of the SWMS before the high risk construction work starts.",
      "Review the SWMS, and revise it where needed, when control measures change or fail or when a health and safety representative requests a review.",
      "Keep the SWMS until the work is completed, or for at least 2 years after a notifiable incident that occurs in the course of the work.",
    ],
    citations: [
      construction("291"),
      construction("299"),
      cite(f.regs),
      construction("303"),
      cite("au-model-cop-construction-work"),
    ],
    documentName: "Safe Work Method Statement (SWMS)",
    mandatory:
      "Yes, for high risk construction work: a SWMS must be prepared before the work starts, the work must be done in line with it, and it must be reviewed and kept. A SWMS is not legally required for other tasks, where a job safety analysis or safe operating procedure is good practice.",
    categories: Object.fromEntries(
      MODEL_HRCW.map((c) => [
        c.id,
        {
          code: f.constructionPinpoints ? `${f.regPrefix} 291${c.para}` : null,
          text: `Construction work that ${c.text}`,
        },
      ]),
    ),
    retention:
      "Keep the SWMS until the high risk construction work is completed; if a notifiable incident occurs in the course of the work, keep it for at least 2 years after the incident. Keep it readily accessible to workers while the work is carried out.",
  };

  return {
    code: f.code,
    country: "AU",
    name: f.name,
    regime: "model-whs",
    terms: {
      dutyHolder: "person conducting a business or undertaking (PCBU)",
      dutyHolderShort: "PCBU",
      worker: "worker",
      workers: "workers",
      standardOfCare: "so far as is reasonably practicable",
      representative: "health and safety representative (HSR)",
      safetyLaw: "WHS",
    },
    regulator: f.regulator,
    primaryAct: cite(f.act),
    primaryRegulations: cite(f.regs),
    managementStandard: cite("as-nzs-iso-45001-2018"),
    citableScopes: [f.code, "AU", "AU-MODEL", "AU-NZ", "AU-STD", "INTL"],

    generalDuties: {
      summary:
        "The person conducting a business or undertaking (PCBU) must ensure, so far as is reasonably practicable, the health and safety of workers and that other people are not put at risk by the work. Risks must be eliminated so far as is reasonably practicable and, where they cannot be, minimised.",
      requirements: [
        "Provide and maintain a work environment without risks to health and safety.",
        "Provide and maintain safe plant, structures and systems of work.",
        "Ensure the safe use, handling and storage of plant, structures and substances.",
        "Provide adequate facilities for the welfare of workers, and ensure they can access them.",
        "Provide the information, training, instruction and supervision workers need to be protected from risks arising from the work.",
        "Monitor the health of workers and the conditions at the workplace to prevent illness or injury.",
        ...(f.generalNotes ?? []),
      ],
      citations: [act("s 17"), act("s 19")],
    },

    consultation: {
      summary:
        "The PCBU must consult, so far as is reasonably practicable, with workers who are, or are likely to be, directly affected by a health and safety matter, and must consult, cooperate and coordinate with other duty holders who share the same duty.",
      requirements: [
        "Share information about health and safety matters with workers.",
        "Give workers a reasonable opportunity to express their views, raise issues and contribute to decisions about health and safety.",
        "Take workers' views into account and advise them of the outcome in a timely way.",
        "Involve the health and safety representative (HSR), where there is one.",
        "Consult when identifying hazards and assessing risks, deciding on control measures and welfare facilities, proposing changes that may affect health and safety, and making procedures for consultation, incident reporting and monitoring.",
        "Consult, cooperate and coordinate activities with other businesses that share a duty over the same matter, such as a principal contractor or a labour hire provider.",
      ],
      citations: [act("s 46"), act("s 47"), act("s 48"), act("s 49"), cite("au-model-cop-consultation")],
    },

    riskManagement: {
      summary:
        "The PCBU must manage risks by identifying reasonably foreseeable hazards, eliminating risks so far as is reasonably practicable and, where that is not possible, minimising them by working through the hierarchy of control, then maintaining and reviewing the control measures.",
      requirements: [
        "Identify reasonably foreseeable hazards that could give rise to risks to health and safety.",
        "Eliminate risks so far as is reasonably practicable.",
        "Where a risk cannot be eliminated, minimise it by substitution, isolation or engineering controls (or a combination), then by administrative controls, and only then by personal protective equipment.",
        "Maintain control measures so they remain effective, fit for purpose and in good working order.",
        "Review control measures, and revise them where needed, when they are not effective, before a change at the workplace, when a new hazard or risk is identified, or when consultation indicates a review is needed.",
        "Consult workers throughout the risk management process.",
      ],
      citations: [
        act("s 17"),
        reg("34"),
        reg("35"),
        reg("36"),
        reg("37"),
        reg("38"),
        cite("au-model-cop-managing-risks"),
      ],
      method: "hierarchy",
      steps: [...HIERARCHY_STEPS],
    },

    incidentNotification: {
      summary: `The PCBU must notify ${f.regulator.name} immediately after becoming aware that a notifiable incident (a death, a serious injury or illness, or a dangerous incident) has arisen out of the conduct of the business or undertaking, keep a record of it for at least 5 years, and preserve the incident site.`,
      requirements: [
        `Notify ${short} immediately after becoming aware of a notifiable incident, by the fastest possible means (by phone${phone ? ` on ${phone}` : ""} or in writing).`,
        f.writtenNotice.requirement,
        "Keep a record of every notifiable incident for at least 5 years.",
        "Preserve the incident site, without disturbing it, until an inspector arrives or directs otherwise.",
        "Investigate every incident and near miss, and review the control measures involved.",
      ],
      citations: [
        notifyAct("s 35"),
        notifyAct("s 36"),
        notifyAct("s 37"),
        notifyAct("s 38"),
        notifyAct("s 39"),
      ],
      notify: f.regulator.name,
      deadlines: [
        {
          event: "Death of a person",
          deadline: "Immediately, by the fastest possible means (phone or in writing)",
        },
        {
          event:
            "Serious injury or illness: immediate treatment as an in-patient in a hospital; immediate treatment for an amputation, serious head or eye injury, serious burn, degloving, spinal injury, loss of a bodily function or serious lacerations; medical treatment within 48 hours of exposure to a substance; or a prescribed illness",
          deadline: "Immediately, by the fastest possible means (phone or in writing)",
        },
        {
          event:
            "Dangerous incident: e.g. an uncontrolled escape, spillage or leakage of a substance; an uncontrolled implosion, explosion or fire; an uncontrolled escape of gas, steam or a pressurised substance; electric shock; the fall or release from height of a thing; the failure of plant that must be authorised; the collapse of a structure or an excavation",
          deadline: "Immediately, by the fastest possible means (phone or in writing)",
        },
        { event: "Written notice of the incident", deadline: f.writtenNotice.deadline },
      ],
      records: "Keep a record of each notifiable incident for at least 5 years.",
      preserveSite:
        "Preserve the site where the incident occurred until an inspector arrives or directs otherwise.",
    },

    emergencyPlanning: {
      summary:
        "The PCBU must prepare, maintain and implement an emergency plan for the workplace that provides for emergency procedures, the testing of those procedures, and information, training and instruction for workers.",
      requirements: [
        "Prepare, maintain and implement an emergency plan for the workplace.",
        "Include procedures for an effective response to an emergency, evacuation, notifying emergency services at the earliest opportunity, medical treatment and assistance, and effective communication between the person coordinating the response and everyone at the workplace.",
        "Set out how often the emergency procedures will be tested, and test them at that frequency.",
        "Give workers information, training and instruction on implementing the emergency procedures.",
        "Take into account the nature of the work and its hazards, the size and location of the workplace, and the number and composition of the people at the workplace.",
        "Where hazardous chemicals at the workplace exceed the manifest quantity, prepare an emergency plan that covers them.",
        "Use AS 3745-2010 for emergency planning committees, emergency control organisations, evacuation diagrams and exercises.",
      ],
      citations: [reg("43"), reg("361"), cite("au-as-3745-2010")],
    },

    firstAid: {
      summary:
        "The PCBU must provide first aid equipment and access to it, access to first aid facilities, and an adequate number of workers trained to administer first aid (or access to trained people), having regard to the nature of the work, its hazards, the size and location of the workplace and the workforce.",
      requirements: [
        "Provide first aid equipment and ensure each worker can access it.",
        "Ensure workers have access to facilities for administering first aid.",
        "Ensure an adequate number of workers are trained to administer first aid, or that workers have access to an adequate number of other people trained to do so.",
        "Decide first aid arrangements by considering the nature of the work, its hazards, the size and location of the workplace, and the number and composition of workers and other people there.",
        "Display the names and locations of first aiders and first aid kits, and keep first aid kits stocked.",
      ],
      citations: [reg("42"), cite("au-model-cop-first-aid")],
    },

    hazardousChemicals: {
      summary:
        "The PCBU must obtain the current safety data sheet (SDS) for each hazardous chemical at the workplace, keep it readily accessible, and keep an up-to-date register of hazardous chemicals listing each chemical with its current SDS.",
      requirements: [
        "Obtain the current SDS from the manufacturer, importer or supplier when a hazardous chemical is first supplied to the workplace, and keep it readily accessible.",
        "Keep each SDS current, and record any changes to it.",
        "Keep a register of hazardous chemicals used, handled or stored at the workplace, listing each chemical with its current SDS; keep it up to date and readily accessible.",
        "Manage the risks of hazardous chemicals using the hierarchy of control.",
        "Where hazardous chemicals exceed the manifest quantity, prepare an emergency plan for them.",
        "Consumer products for which no SDS is required need not be listed in the register.",
        ...(f.chemicalsNotes ?? []),
      ],
      citations: [reg("344"), reg("345"), reg("346"), reg("361"), cite("au-model-cop-hazardous-chemicals")],
    },

    ppe: {
      summary:
        "Where personal protective equipment (PPE) is needed to minimise a risk, the PCBU must provide it free of charge, ensure it is suitable, fitted, maintained and used, and give workers training in its use. PPE is the last level of the hierarchy of control.",
      requirements: [
        "Use PPE only after higher-order controls have been applied, or to supplement them.",
        "Provide PPE to workers free of charge.",
        "Ensure PPE is suitable for the nature of the work and its hazards, and is a suitable size and fit for the worker.",
        "Maintain, repair or replace PPE so it stays clean, hygienic and in good working order.",
        "Ensure PPE is used or worn by the worker, so far as is reasonably practicable.",
        "Give workers information, training and instruction in the proper use, wearing, storage and maintenance of PPE.",
        "Ensure other people at the workplace are given, and use, the PPE they need.",
        "Require workers to use PPE in line with the information, training and instruction given, not to misuse or damage it, and to report any damage or defect.",
      ],
      citations: [reg("36"), reg("44"), reg("45"), reg("46"), reg("47")],
    },

    training: {
      summary:
        "The PCBU must provide the information, training, instruction and supervision needed to protect all people from risks arising from the work. Anyone who carries out construction work must first complete general construction induction training (the 'white card').",
      requirements: [
        "Induct every new worker in the workplace's hazards, control measures, emergency procedures and incident reporting arrangements before they start work.",
        "Provide information, training and instruction suited to the nature of the work, its risks and the control measures, in a form each worker can understand.",
        "Supervise workers as needed to protect them from risks arising from the work.",
        "Before a worker carries out construction work, ensure they have completed general construction induction training and hold a general construction induction card, or a certification issued within the previous 60 days.",
        "Where a worker completed general construction induction training more than 2 years ago, ensure they have carried out construction work in the last 2 years before relying on it.",
        "Recognise general construction induction cards issued in other Australian jurisdictions.",
        "Keep records of induction and training given to each worker.",
      ],
      citations: [
        act("s 19"),
        construction("316"),
        construction("317"),
        construction("318"),
        cite("au-model-cop-construction-work"),
      ],
    },

    psychosocial: {
      summary:
        "Psychosocial hazards must be managed like any other risk to health and safety: the PCBU must identify them, eliminate psychosocial risks so far as is reasonably practicable and otherwise minimise them, considering the duration, frequency and severity of exposure, how hazards interact, the design of work, systems of work, the work environment and workplace interactions and behaviours.",
      requirements: [
        "Identify psychosocial hazards arising from the design or management of work, the work environment, plant at the workplace, and workplace interactions or behaviours.",
        "Eliminate psychosocial risks so far as is reasonably practicable and, where they cannot be eliminated, minimise them.",
        "When choosing control measures, consider the duration, frequency and severity of exposure; how hazards interact or combine; the design of work, including job demands and tasks; systems of work; the design and layout of the workplace and its environmental conditions; workplace interactions and behaviours; and the information, training, instruction and supervision provided.",
        "Consult workers and their health and safety representatives when identifying psychosocial hazards and deciding on control measures.",
        "Review control measures after a report of harm, an incident or a change to the work.",
        f.ownPsychosocialCode
          ? `Follow the code of practice on managing psychosocial hazards at work approved in ${f.name}.`
          : "Follow the Model Code of Practice: Managing psychosocial hazards at work.",
      ],
      citations: psychosocialCitations,
    },

    bullying: {
      summary:
        "Workplace bullying is a psychosocial hazard that the PCBU must manage under its duty of care. A worker who is bullied at work may also apply to the Fair Work Commission for an order to stop the bullying under Part 6-4B of the Fair Work Act 2009 (Cth).",
      requirements: [
        "Set out in a policy what workplace bullying is, that it will not be tolerated, and how to report it.",
        "Manage bullying as a psychosocial hazard: identify the risk, control it and review the controls.",
        "Respond to every report promptly, fairly and confidentially, and protect people who report from victimisation.",
        "Tell workers they may also apply to the Fair Work Commission for an order to stop bullying.",
      ],
      citations: [
        act("s 19"),
        f.psychosocialPinpoints ? reg("55A–55D") : cite(f.regs),
        cite("au-fair-work-act-2009", "Part 6-4B"),
        cite("au-swa-bullying-guide"),
      ],
    },

    returnToWork: f.returnToWork,
    highRiskWork,

    workstations: {
      summary:
        "No specific regulation governs computer workstations; workstation and ergonomic risks are managed under the PCBU's general duty and the risk management process.",
      requirements: [
        "Identify workstation hazards such as sustained or awkward postures, repetitive tasks, poor layout and poor lighting.",
        "Set up each workstation to suit the worker and the task, and adjust it for each new user.",
        "Plan work so workers can take regular breaks and change posture.",
        "Consult workers about workstation design and changes.",
        "Review workstation arrangements after any report of discomfort or injury.",
      ],
      citations: [act("s 19"), reg("34"), reg("36")],
    },

    fire: {
      summary:
        "Fire safety is managed through the emergency plan and the risk management duties: the PCBU must control fire risks and plan for fire response and evacuation.",
      requirements: [
        "Identify fire hazards, such as ignition sources, flammable materials and hot work, and control the risks.",
        "Include fire response and evacuation procedures in the emergency plan.",
        "Test the evacuation procedures at the frequency set out in the emergency plan.",
        "Provide fire-fighting equipment suited to the hazards, keep it maintained, and train workers in its use.",
        "Use AS 3745-2010 for evacuation diagrams, emergency control organisations and exercises.",
      ],
      citations: [reg("43"), cite("au-as-3745-2010")],
    },

    records: {
      summary:
        "The PCBU must keep the records the WHS laws require, and should keep evidence that risks are being managed.",
      requirements: [
        "Keep a record of each notifiable incident for at least 5 years.",
        "Keep the register of hazardous chemicals, with the current SDS for each chemical, up to date and readily accessible.",
        "Keep each SWMS until the high risk construction work is completed, or for at least 2 years after a notifiable incident that occurs in the course of the work.",
        "Keep records of risk assessments, inspections, emergency drills, induction and training.",
      ],
      citations: [notifyAct("s 38"), reg("346"), construction("303")],
    },

    thresholds: [],

    hazardCitations: {
      "psychological-hazards": psychosocialCitations,
      psychosocial: psychosocialCitations,
      "hazardous-chemicals": chemicalCitations,
      chemical: chemicalCitations,
      "electrical-work": [construction("291")],
      fire: [reg("43"), cite("au-as-3745-2010")],
      ...Object.fromEntries(CONSTRUCTION_ACTIVITIES.map((a) => [a, constructionCitations])),
    },
  };
}
