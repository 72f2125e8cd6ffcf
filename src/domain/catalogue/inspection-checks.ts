/**
 * The workplace inspection checks a jurisdiction's profile may name provisions for (`checks:` in
 * knowledge/jurisdictions). A check no profile names is good practice in every jurisdiction.
 */
export const INSPECTION_CHECKS = {
  "evacuation-diagram": "The evacuation diagram is displayed and current",
  "first-aid-kits": "First aid kits are fully stocked and items are within their expiry dates",
  "first-aiders-displayed":
    "First aiders' names and locations are displayed and their certificates are current",
  "chemical-register": "The chemical register lists every chemical on site",
  "safety-data-sheets": "A current safety data sheet is available for each chemical",
  "containers-labelled": "All containers, including decanted ones, are labelled",
  "plant-operators-trained": "Only trained, authorised people operate plant",
  "welfare-facilities": "Toilets and hand-washing facilities are clean and stocked",
  "drinking-water": "Drinking water is available",
  "workstations-set-up": "Workstations and benches are set up for the people using them",
  "dse-workstation":
    "The display screen workstation meets the minimum requirements for screen, keyboard, chair, desk and environment",
  "dse-breaks": "Screen work is planned with breaks or changes of activity",
  // Checks of a hazard's own controls: a control names the one whose duty it meets (`check:`).
  "substance-exposure-control":
    "Exposure to hazardous substances is prevented or, where that is not reasonably practicable, adequately controlled",
  "extraction-examined":
    "Local exhaust ventilation is maintained, and thoroughly examined and tested at the interval the law sets",
  // A licence a competency names (`check:` on the hazard library's competency line).
  "high-risk-work-licence":
    "People doing work the law licenses hold a licence of the class the work needs, and the business has seen it",
  "substance-health-surveillance":
    "Workers exposed to a substance that can harm their health are under suitable health surveillance, with their health records kept",
} as const;

export type InspectionCheckId = keyof typeof INSPECTION_CHECKS;
export const INSPECTION_CHECK_IDS = Object.keys(INSPECTION_CHECKS) as InspectionCheckId[];
