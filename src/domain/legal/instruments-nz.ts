import type { Instrument } from "./types";

const WORKSAFE = "https://www.worksafe.govt.nz";

export const NZ_INSTRUMENTS: readonly Instrument[] = [
  {
    id: "nz-hswa-2015",
    title: "Health and Safety at Work Act 2015",
    shortTitle: "HSWA",
    kind: "act",
    scope: "NZ",
    url: "https://www.legislation.govt.nz/act/public/2015/0070/latest/DLM6544144.html",
  },
  {
    id: "nz-grwm-regs-2016",
    title: "Health and Safety at Work (General Risk and Workplace Management) Regulations 2016",
    shortTitle: "GRWM Regulations",
    kind: "regulation",
    scope: "NZ",
    url: "https://www.legislation.govt.nz/regulation/public/2016/0013/latest/DLM6727530.html",
  },
  {
    id: "nz-hazardous-substances-regs-2017",
    title: "Health and Safety at Work (Hazardous Substances) Regulations 2017",
    shortTitle: "Hazardous Substances Regulations",
    kind: "regulation",
    scope: "NZ",
    url: WORKSAFE,
  },
  {
    id: "nz-asbestos-regs-2016",
    title: "Health and Safety at Work (Asbestos) Regulations 2016",
    shortTitle: "Asbestos Regulations",
    kind: "regulation",
    scope: "NZ",
    url: "https://www.legislation.govt.nz/regulation/public/2016/0015/latest/DLM6729706.html",
  },
  {
    id: "nz-asbestos-acop",
    title: "Management and removal of asbestos (WorkSafe approved code of practice)",
    shortTitle: "asbestos ACOP",
    kind: "code-of-practice",
    scope: "NZ",
    url: WORKSAFE,
  },
  {
    id: "nz-hse-regs-1995",
    title: "Health and Safety in Employment Regulations 1995",
    shortTitle: "HSE Regulations 1995",
    kind: "regulation",
    scope: "NZ",
    url: WORKSAFE,
  },
  {
    id: "nz-acc-act-2001",
    title: "Accident Compensation Act 2001",
    shortTitle: "ACC Act",
    kind: "compensation-law",
    scope: "NZ",
    url: "https://www.legislation.govt.nz/act/public/2001/0049/latest/DLM99494.html",
  },
  {
    id: "nz-era-2000",
    title: "Employment Relations Act 2000",
    shortTitle: "Employment Relations Act",
    kind: "act",
    scope: "NZ",
    url: "http://www.legislation.govt.nz/act/public/2000/0024/latest/DLM60322.html",
  },
  {
    id: "nz-worksafe-bullying-guidelines-2017",
    title:
      "Preventing and responding to bullying at work (WorkSafe New Zealand good practice guidelines, March 2017)",
    shortTitle: "WorkSafe bullying guidelines",
    kind: "guidance",
    scope: "NZ",
    url: "https://worksafe.govt.nz/topic-and-industry/bullying-prevention-toolbox/bullying-at-work-advice-for-workers",
  },
];
