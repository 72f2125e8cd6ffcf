import { hazard } from "./build";
import { COMPETENCY, CONTROL, PERMITS, PPE } from "./common";
import type { HazardEntry } from "./types";

/**
 * One entry per hazard type value (`HAZARD_TYPES`), keyed by that value. "radiation" is also a
 * high-risk activity and its single entry lives in `activities.ts`.
 */
export const HAZARD_TYPE_HAZARDS: readonly HazardEntry[] = [
  hazard({
    id: "physical",
    name: "Physical hazards (struck by objects, sharp edges, vibration)",
    harm: "A worker is struck by a falling or moving object, cut on a sharp edge, or harmed by prolonged tool vibration, causing bruising, lacerations, fractures or hand-arm vibration disorders.",
    whoAtRisk: "Workers handling materials, using powered hand tools or working below storage",
    inherent: [3, 3],
    residual: [2, 2],
    controls: {
      elimination: "Store heavy items low, and remove or grind off sharp edges and protrusions.",
      substitution: "Choose low-vibration tools and processes.",
      engineering:
        "Guard exposed edges, secure shelving and racking to the structure, and fit anti-vibration mounts and handles.",
      administrative:
        "Limit daily trigger time on vibrating tools, keep work areas tidy, and keep people out from under overhead work.",
    },
    ppe: [PPE.gripGloves, PPE.boots, "Safety helmet where objects can fall from above"],
    competencies: ["Induction covering the physical hazards of the workplace"],
  }),
  hazard({
    id: "chemical",
    name: "Chemicals in everyday use (cleaning products, adhesives, fuels)",
    harm: "Skin or eye contact with, or breathing in, cleaning products, adhesives, solvents or fuels causes dermatitis, eye injury, respiratory irritation or poisoning.",
    whoAtRisk: "Cleaners, maintenance workers and anyone using or near the products",
    inherent: [3, 3],
    residual: [1, 3],
    controls: {
      elimination:
        "Stop buying products that are not needed, and prefer ready-to-use products over concentrates.",
      substitution:
        "Choose the least hazardous product that does the job, such as a detergent instead of a solvent degreaser.",
      engineering:
        "Dispensers and dosing systems so nobody decants by hand, and ventilation where products are used.",
      administrative: [
        CONTROL.sds,
        "Never mix products, and label every container, including spray bottles.",
      ],
    },
    ppe: [PPE.nitrileGloves, "Safety glasses or goggles where splashes are possible"],
    competencies: [COMPETENCY.sdsTraining],
  }),
  hazard({
    id: "biological",
    name: "Infectious illness spread between people",
    harm: "Respiratory and gastrointestinal infections such as influenza, COVID-19 and norovirus spread between workers and the public, causing illness, absence and serious illness in vulnerable workers.",
    whoAtRisk: "All workers, especially those in close contact with the public or with weakened immunity",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      elimination: "Offer remote work or online meetings during outbreaks, where the work allows.",
      engineering:
        "Improve ventilation and fresh-air supply, and provide hand-washing and sanitising stations.",
      administrative:
        "Workers stay home when unwell, with leave arrangements that support it; shared surfaces cleaned regularly; seasonal vaccination offered.",
    },
    ppe: [
      "Disposable gloves for cleaning up body fluids",
      "Face mask during outbreaks or when caring for someone unwell",
    ],
    competencies: ["Hand hygiene and infection control awareness"],
  }),
  hazard({
    id: "ergonomic",
    name: "Repetitive work, awkward postures and prolonged sitting or standing",
    harm: "Repetitive movements, awkward or static postures and poorly set-up workstations cause musculoskeletal disorders of the neck, back, shoulders, wrists and hands.",
    whoAtRisk: "Production-line, packing, checkout and desk-based workers",
    inherent: [4, 2],
    residual: [2, 2],
    controls: {
      elimination: "Automate highly repetitive tasks with auto-feeders, scanners or conveyors.",
      engineering:
        "Adjustable workstations and seating, anti-fatigue mats, tools with neutral grips, and work placed between hip and shoulder height.",
      administrative:
        "Job rotation, micro-breaks, early reporting of discomfort, and a workstation assessment for each new starter.",
    },
    competencies: ["Ergonomics awareness training"],
  }),
  hazard({
    id: "psychosocial",
    name: "Work-related stress, bullying and harassment",
    harm: "Bullying, sexual harassment, conflict, low control over work, poor support and badly managed change cause stress, anxiety, depression and stress-related physical illness.",
    whoAtRisk: "All workers",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      elimination: "Design jobs with clear roles, achievable workloads and a say in how work is done.",
      administrative: [
        "Written policy on bullying, sexual harassment and discrimination, with confidential reporting and prompt, fair investigation.",
        "Consult workers about changes that affect them, train supervisors to recognise and respond to stress, and offer a confidential counselling service.",
      ],
    },
    competencies: [
      "Supervisor training in managing psychosocial risks",
      "Bullying and harassment awareness for all workers",
    ],
  }),
  hazard({
    id: "electrical",
    name: "Electrical equipment, leads and outlets",
    harm: "Damaged leads, faulty equipment, overloaded outlets or water near electrics cause electric shock, burns or fire.",
    whoAtRisk: "All workers and visitors using electrical equipment",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination: "Take damaged equipment out of service straight away and tag it 'Do not use'.",
      substitution:
        "Use battery-powered tools to remove trailing leads, especially outdoors and in wet areas.",
      engineering:
        "Protect socket outlets with residual current devices (ground-fault protection), tested regularly, and route leads off the floor.",
      administrative:
        "A competent person inspects and tests portable equipment at set intervals; no double adaptors; repairs by a licensed electrician only.",
    },
    competencies: [
      "Visual inspection of leads and equipment before use",
      "Licensed electrician for repairs and installation work",
    ],
    highRiskWork: ["energised-electrical"],
  }),
  hazard({
    id: "fire",
    name: "Fire and emergency evacuation",
    harm: "A fire from faulty electrics, cooking, hot work, smoking or stored flammables spreads smoke and flame, causing burns, smoke inhalation or death if people cannot get out.",
    whoAtRisk: "Everyone in the building, including visitors and people with mobility needs",
    inherent: [2, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Reduce the fuel load: clear waste and packaging regularly and keep only the flammable stock needed.",
      isolation: "Keep flammable liquids in a fire-rated cabinet away from ignition sources and exits.",
      engineering:
        "Smoke detection and alarms, emergency lighting, fire extinguishers and self-closing fire doors, all maintained; exit doors openable from inside without a key.",
      administrative:
        "Emergency plan with wardens, evacuation drills at least yearly, a marked assembly point, and personal evacuation plans for people who need help.",
    },
    competencies: ["Fire warden training", "Fire extinguisher training"],
  }),
  hazard({
    id: "machinery",
    name: "Fixed machinery (entanglement, crushing, cutting)",
    harm: "Contact with moving parts of machinery such as rollers, belts, blades and presses causes entanglement, crushing, amputation or death.",
    whoAtRisk: "Operators, maintenance workers and cleaners",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination: "Automate feeding and removal so hands never enter the danger zone.",
      isolation: CONTROL.lockout,
      engineering:
        "Fixed or interlocked guards on all dangerous parts, light curtains or two-hand controls, and emergency stops within reach.",
      administrative:
        "Only trained, authorised operators; pre-start checks of guards and stops; no loose clothing, jewellery or long hair near moving parts.",
    },
    ppe: [PPE.glasses, PPE.hearing, PPE.boots],
    permits: [PERMITS.isolation],
    competencies: ["Machine-specific operator training", "Lockout/tagout training"],
  }),
  hazard({
    id: "height",
    name: "Falls from height (ladders, mezzanines, racking, vehicles)",
    harm: "A worker falls from a ladder, stepladder, mezzanine, racking, vehicle tray or loading dock, causing fractures, head injury or death.",
    whoAtRisk: "Workers who reach high storage, maintain equipment or load vehicles",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination:
        "Store frequently used items at low level and use long-reach tools so climbing is not needed.",
      substitution: "Replace stepladders with platform ladders or mobile work platforms with handrails.",
      isolation: "Guardrails on mezzanines, with self-closing gates at pallet drop-off points.",
      administrative:
        "Inspect ladders before use, set them on firm level ground and keep three points of contact; never climb racking or ride on forklift forks.",
    },
    ppe: [PPE.slipResistantShoes, "Full-body harness where guardrails cannot be fitted"],
    competencies: ["Ladder and work platform safety training"],
    highRiskWork: ["fall-over-2m"],
  }),
  hazard({
    id: "confined-space",
    name: "Confined spaces on the premises (tanks, pits, silos, sewers)",
    harm: "Someone enters an unidentified or unsecured tank, pit or silo and is overcome by toxic gas or lack of oxygen, or engulfed by stored material, which is often fatal.",
    whoAtRisk: "Maintenance workers, contractors and untrained rescuers",
    inherent: [2, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Design out the need for entry: external level gauges, spray-ball cleaning, and inspection ports and valves outside the space.",
      isolation:
        "Lock or bolt entry points, with signs reading 'Confined space – do not enter without a permit'.",
      administrative: [
        "Register of every confined space and its hazards; entry only under the confined space entry procedure.",
        "Teach every worker never to go in after a collapsed person without breathing apparatus, and to call trained rescuers instead.",
      ],
    },
    ppe: ["Personal gas monitor when working at openings"],
    permits: [PERMITS.confinedSpace],
    competencies: [
      "Confined space awareness training",
      "Confined space entry training for anyone who enters",
    ],
    highRiskWork: ["confined-space", "contaminated-atmosphere"],
  }),
  hazard({
    id: "noise",
    name: "Workplace noise",
    harm: "Noise averaging above 85 dB(A) over a shift permanently damages hearing, and loud noise masks alarms and speech, contributing to accidents.",
    whoAtRisk: "Workers in noisy areas",
    inherent: [3, 3],
    residual: [1, 3],
    controls: {
      substitution: "Buy-quiet policy: choose the quietest plant and equipment when buying or hiring.",
      engineering:
        "Acoustic enclosures, barriers and absorptive panels around noisy areas; visual or vibrating alarms where noise masks audible ones.",
      administrative:
        "Noise assessment by a competent person, marked hearing protection zones, and hearing tests (audiometry) for workers exposed above the limit.",
    },
    ppe: [PPE.hearing],
    competencies: ["Hearing conservation awareness"],
  }),
];
