import { cite } from "./helpers";
import { type ModelStateFacts, modelProfile } from "./profile-au-model";
import type { Citation, JurisdictionProfile, Topic } from "./types";

const WRITTEN_ON_REQUEST = (regulator: string): ModelStateFacts["writtenNotice"] => ({
  deadline: `Within 48 hours of a request, if ${regulator} asks for written notice`,
  requirement: `If ${regulator} asks for written notice of the incident, give it within 48 hours of the request.`,
});

function rtw(
  scheme: string,
  insurer: string,
  actTitle: string,
  citations: Citation[],
  note = "",
): Topic & { scheme: string } {
  return {
    summary: `Workers compensation and return to work are governed by the ${actTitle}${note}. The employer must support an injured worker's recovery and return to work.`,
    requirements: [
      `Report work-related injuries and illnesses to ${insurer} as the scheme requires.`,
      "Support the injured worker's rehabilitation and a safe, early return to work, offering suitable duties where they are available.",
      "Consult the injured worker, and with their consent their treating practitioners, when planning the return to work.",
    ],
    citations,
    scheme,
  };
}

const STATES: readonly ModelStateFacts[] = [
  {
    code: "AU-NSW",
    name: "New South Wales",
    act: "au-nsw-whs-act-2011",
    regs: "au-nsw-whs-regulation-2025",
    regulator: {
      name: "SafeWork NSW",
      shortName: "SafeWork NSW",
      website: "https://www.safework.nsw.gov.au",
      notificationPhone: "13 10 50",
    },
    regPrefix: "s",
    notificationPinpoints: true,
    constructionPinpoints: false,
    psychosocialPinpoints: false,
    ownPsychosocialCode: true,
    writtenNotice: WRITTEN_ON_REQUEST("SafeWork NSW"),
    returnToWork: {
      summary:
        "Workers compensation in New South Wales is governed by the Workers Compensation Act 1987 (NSW) and the Workplace Injury Management and Workers Compensation Act 1998 (NSW), and regulated by the State Insurance Regulatory Authority (SIRA). Employers and workers have return to work obligations under the 1998 Act.",
      requirements: [
        "Report work-related injuries to your workers compensation insurer promptly so injury management can start; the insurer must make contact within 3 working days.",
        "Take part and cooperate in the injured worker's injury management plan.",
        "Provide suitable work for the injured worker where it is reasonably practicable to do so.",
        "Support the injured worker's rehabilitation and a safe, early return to work.",
      ],
      citations: [
        cite("au-nsw-workers-compensation-act-1987"),
        cite("au-nsw-wim-wc-act-1998", "s 43"),
        cite("au-nsw-wim-wc-act-1998", "s 48"),
        cite("au-nsw-wim-wc-act-1998", "s 49"),
      ],
      scheme: "NSW workers compensation scheme (regulated by SIRA)",
    },
  },
  {
    code: "AU-QLD",
    name: "Queensland",
    act: "au-qld-whs-act-2011",
    regs: "au-qld-whs-regulation-2011",
    regulator: {
      name: "Workplace Health and Safety Queensland",
      shortName: "WHSQ",
      website: "https://www.worksafe.qld.gov.au",
      notificationPhone: "1300 362 128",
    },
    regPrefix: "r",
    notificationPinpoints: true,
    constructionPinpoints: true,
    psychosocialPinpoints: true,
    ownPsychosocialCode: true,
    writtenNotice: {
      deadline: "Not required by WHSQ where the incident was notified by phone",
      requirement:
        "Give written notice only if WHSQ asks for it: WHSQ does not require written notice where the incident was notified by phone.",
    },
    returnToWork: rtw(
      "WorkCover Queensland (insurer), overseen by the Workers' Compensation Regulator",
      "WorkCover Queensland",
      "Workers' Compensation and Rehabilitation Act 2003 (Qld)",
      [cite("au-qld-wcr-act-2003")],
    ),
  },
  {
    code: "AU-WA",
    name: "Western Australia",
    act: "au-wa-whs-act-2020",
    regs: "au-wa-whs-general-regulations-2022",
    regulator: {
      name: "WorkSafe WA",
      shortName: "WorkSafe WA",
      website: "https://www.worksafe.wa.gov.au",
      notificationPhone: "1800 678 198",
    },
    regPrefix: "r",
    notificationPinpoints: false,
    constructionPinpoints: true,
    psychosocialPinpoints: false,
    ownPsychosocialCode: true,
    writtenNotice: WRITTEN_ON_REQUEST("WorkSafe WA"),
    generalNotes: [
      "For mines and petroleum or geothermal energy operations, apply the separate WHS (Mines) Regulations 2022 and WHS (PGEO) Regulations 2022 instead of the General Regulations.",
    ],
    chemicalsNotes: [
      "Manage dangerous goods and major hazard facilities under the Dangerous Goods Safety Act 2004 (WA), which continues to apply to them.",
    ],
    returnToWork: rtw(
      "WA workers compensation scheme (WorkCover WA)",
      "WorkCover WA",
      "Workers Compensation and Injury Management Act 2023 (WA)",
      [cite("au-wa-wcim-act-2023"), cite("au-wa-wcim-regulations-2024")],
      ", which replaced the 1981 Act; its regulations apply to injuries suffered on or after 1 July 2024",
    ),
  },
  {
    code: "AU-SA",
    name: "South Australia",
    act: "au-sa-whs-act-2012",
    regs: "au-sa-whs-regulations-2012",
    regulator: {
      name: "SafeWork SA",
      shortName: "SafeWork SA",
      website: "https://www.safework.sa.gov.au",
      notificationPhone: "1800 777 209",
    },
    regPrefix: "r",
    notificationPinpoints: false,
    constructionPinpoints: true,
    psychosocialPinpoints: false,
    ownPsychosocialCode: false,
    writtenNotice: WRITTEN_ON_REQUEST("SafeWork SA"),
    returnToWork: rtw(
      "SA Return to Work scheme (ReturnToWorkSA)",
      "ReturnToWorkSA",
      "Return to Work Act 2014 (SA) and the Return to Work Regulations 2015 (SA)",
      [cite("au-sa-rtw-act-2014"), cite("au-sa-rtw-regulations-2015")],
    ),
  },
  {
    code: "AU-TAS",
    name: "Tasmania",
    act: "au-tas-whs-act-2012",
    regs: "au-tas-whs-regulations-2022",
    regulator: {
      name: "WorkSafe Tasmania",
      shortName: "WorkSafe Tasmania",
      website: "https://www.worksafe.tas.gov.au",
      notificationPhone: "1300 366 322",
    },
    regPrefix: "r",
    notificationPinpoints: true,
    constructionPinpoints: true,
    psychosocialPinpoints: false,
    ownPsychosocialCode: false,
    writtenNotice: {
      deadline:
        "Within 48 hours, using WorkSafe Tasmania's online written notification form, after notifying by phone",
      requirement:
        "After notifying by phone, lodge WorkSafe Tasmania's online written notification form within 48 hours.",
    },
    returnToWork: rtw(
      "Tasmanian workers compensation scheme (WorkCover Tasmania Board and WorkSafe Tasmania)",
      "your workers compensation insurer",
      "Workers Rehabilitation and Compensation Act 1988 (Tas)",
      [cite("au-tas-wrc-act-1988")],
    ),
  },
  {
    code: "AU-ACT",
    name: "Australian Capital Territory",
    act: "au-act-whs-act-2011",
    regs: "au-act-whs-regulation-2011",
    regulator: {
      name: "WorkSafe ACT",
      shortName: "WorkSafe ACT",
      website: "https://www.worksafe.act.gov.au",
      notificationPhone: "(02) 6207 3000",
    },
    regPrefix: "r",
    notificationPinpoints: true,
    constructionPinpoints: true,
    psychosocialPinpoints: false,
    ownPsychosocialCode: false,
    writtenNotice: WRITTEN_ON_REQUEST("WorkSafe ACT"),
    returnToWork: rtw(
      "ACT private sector workers compensation scheme (overseen by WorkSafe ACT)",
      "your workers compensation insurer",
      "Workers Compensation Act 1951 (ACT)",
      [cite("au-act-workers-compensation-act-1951")],
    ),
  },
  {
    code: "AU-NT",
    name: "Northern Territory",
    act: "au-nt-whs-act-2011",
    regs: "au-nt-whs-regulations-2011",
    regulator: {
      name: "NT WorkSafe",
      shortName: "NT WorkSafe",
      website: "https://worksafe.nt.gov.au",
      notificationPhone: "1800 019 115",
    },
    regPrefix: "r",
    notificationPinpoints: false,
    constructionPinpoints: true,
    psychosocialPinpoints: false,
    ownPsychosocialCode: false,
    writtenNotice: WRITTEN_ON_REQUEST("NT WorkSafe"),
    returnToWork: rtw(
      "NT workers compensation scheme (NT WorkSafe)",
      "your workers compensation insurer",
      "Return to Work Act 1986 (NT)",
      [cite("au-nt-rtw-act-1986")],
    ),
  },
];

export const AU_MODEL_PROFILES: readonly JurisdictionProfile[] = STATES.map(modelProfile);
