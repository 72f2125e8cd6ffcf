import { hazard } from "./build";
import { COMPETENCY, CONTROL, PERMITS, PPE } from "./common";
import type { HazardEntry } from "./types";

/** Hazards specific to an industry; the baselines below also reuse activity and hazard type entries. */
export const INDUSTRY_HAZARDS: readonly HazardEntry[] = [
  // General workplace (used by "other", office, professional and education)
  hazard({
    id: "general-slips-trips",
    name: "Slips, trips and falls on the same level",
    harm: "A worker slips on a wet or contaminated floor, or trips over cables, boxes or uneven surfaces, causing sprains, fractures or head injuries.",
    whoAtRisk: "Workers and visitors",
    inherent: [3, 3],
    residual: [2, 2],
    controls: {
      elimination:
        "Repair damaged flooring and uneven surfaces, and run cables through ducts or under floors.",
      engineering:
        "Slip-resistant flooring in wet areas, good lighting on walkways, and handrails on stairs.",
      administrative:
        "Clean up spills straight away, sign wet floors until dry, and keep walkways clear of boxes and bags.",
    },
    competencies: ["Workplace induction covering housekeeping"],
  }),
  hazard({
    id: "general-fatigue-stress",
    name: "Fatigue, long hours and workload",
    harm: "Long hours, heavy workloads, tight deadlines and shift work cause fatigue and stress, leading to mistakes, accidents, anxiety or depression.",
    whoAtRisk: "All workers, especially shift workers and those working overtime",
    inherent: [3, 3],
    residual: [2, 3],
    controls: {
      elimination: "Set realistic workloads and staffing, and cap overtime and consecutive long days.",
      administrative:
        "Supervisors check in on workload, act on signs of fatigue, and make confidential counselling available.",
    },
    competencies: ["Supervisor training in managing workload and fatigue"],
  }),
  hazard({
    id: "office-workstation-ergonomics",
    name: "Computer workstations",
    harm: "Poorly set-up desks, chairs and screens, and long spells of keyboard and mouse work without breaks, cause neck, back, shoulder and wrist pain and eye strain.",
    whoAtRisk: "Office, desk-based and home-based workers",
    inherent: [4, 2],
    residual: [2, 2],
    controls: {
      engineering:
        "Adjustable chairs, sit-stand desks, monitor arms, and a separate keyboard, mouse and screen for laptop users.",
      administrative:
        "Set-up assessment for new and home-based workers, with regular posture changes and breaks from screen work.",
    },
    competencies: ["Workstation set-up training"],
  }),

  // Construction
  hazard({
    id: "construction-site-traffic",
    name: "Site traffic and vehicle movements",
    harm: "Workers or the public are struck by delivery trucks, reversing plant or passing traffic at site entries or on a roadside worksite, causing crush injuries or death.",
    whoAtRisk: "Site workers, traffic controllers, delivery drivers and the public",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Plan the site so trucks drive forward in and out on one-way routes, with no reversing where possible.",
      isolation:
        "Fence pedestrian routes and site gates off from vehicle routes, and separate roadside work zones from live traffic with barriers.",
      engineering: "Reversing cameras and alarms on site vehicles, and lighting at gates and loading zones.",
      administrative:
        "Traffic management plan with speed limits, set loading zones, and traffic controllers or spotters at gates and roadside work.",
    },
    ppe: [PPE.hiVis, PPE.helmet, PPE.boots],
    permits: ["Road occupancy or traffic management permit for work on or beside a public road"],
    competencies: [
      "Traffic control qualification for anyone directing traffic",
      "Site induction covering the traffic plan",
    ],
    highRiskWork: ["traffic-corridor", "powered-mobile-plant"],
  }),
  hazard({
    id: "construction-falling-objects",
    name: "Falling objects and materials",
    harm: "Tools, materials or debris fall from scaffolds, upper floors or crane loads and strike people below, causing head injuries, fractures or death.",
    whoAtRisk: "Workers and the public below or beside work at height",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      isolation:
        "Exclusion zones and covered walkways under overhead work, with catch screens or debris netting on scaffolds.",
      engineering: "Toe boards and mesh on scaffold edges, tool tethers, and enclosed chutes for debris.",
      administrative:
        "Keep scaffold decks and edges clear of loose materials, and tie down stacks against wind.",
    },
    ppe: [PPE.helmet, PPE.boots],
    competencies: ["Scaffold inspection by a competent person"],
  }),
  hazard({
    id: "construction-services-strike",
    name: "Underground and overhead services",
    harm: "Plant, tools or materials strike buried cables or gas mains, or come close to overhead powerlines, causing electrocution, gas explosion or burns.",
    whoAtRisk: "Plant operators, labourers and people nearby",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination: "Have the network owner de-energise, relocate or insulate services near the work.",
      isolation:
        "Mark no-go zones, and fit height limiters or physical goalposts under overhead lines crossing access routes.",
      administrative:
        "Obtain service plans and locate and mark services with detection equipment before breaking ground; expose them by hand; spotter for plant near powerlines.",
    },
    ppe: [PPE.helmet, PPE.boots, PPE.hiVis],
    permits: [PERMITS.dig, "Permit from the network owner to work near overhead powerlines where required"],
    competencies: ["Underground service location competency"],
    highRiskWork: ["energised-electrical", "pressurised-gas-mains"],
  }),
  hazard({
    id: "construction-sun-exposure",
    name: "Sun (UV) exposure and heat outdoors",
    harm: "Outdoor work exposes workers to ultraviolet radiation and heat, causing sunburn, skin cancer, eye damage and heat illness.",
    whoAtRisk: "Outdoor workers",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      engineering: "Shade over fixed work areas and shaded rest areas with cool drinking water.",
      administrative:
        "Move outdoor tasks away from the hours around midday when UV is highest, supply SPF 50+ sunscreen, and encourage regular skin checks.",
    },
    ppe: [
      "Broad-brimmed hat or helmet brim with neck flap",
      "Long-sleeved collared shirt and long trousers",
      "Tinted safety glasses with UV protection",
    ],
    competencies: ["Sun safety and heat illness awareness"],
  }),
  hazard({
    id: "construction-housekeeping",
    name: "Housekeeping, access and egress",
    harm: "Cluttered floors, offcuts, protruding nails and reinforcing bar, and poor access routes cause trips, puncture wounds and impalement injuries.",
    whoAtRisk: "All site workers",
    inherent: [4, 3],
    residual: [2, 2],
    controls: {
      engineering:
        "Cap protruding reinforcing bar, remove or bend over nails, and place skip bins at each work area.",
      isolation:
        "Stairs or ramps with handrails for access between levels, kept separate from material storage.",
      administrative: "Each trade clears its waste daily; access routes and exits stay clear and lit.",
    },
    ppe: ["Safety boots with puncture-resistant midsoles"],
    competencies: ["Site induction"],
  }),

  // Manufacturing
  hazard({
    id: "manufacturing-forklift-traffic",
    name: "Forklifts and pedestrians",
    harm: "Forklifts strike pedestrians in aisles, at blind corners or in loading areas, or tip over with raised loads, causing crush injuries or death.",
    whoAtRisk: "Forklift operators, warehouse and production workers, and visitors",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      substitution: "Use conveyors or walk-behind pallet movers instead of forklifts in shared areas.",
      isolation:
        "Physical barriers between pedestrian walkways and forklift aisles, with marked crossing points.",
      engineering: "Warning zone lights, speed limiters, seatbelts, and mirrors or sensors at blind corners.",
      administrative: "Speed limits, no pedestrians near operating forklifts, and daily pre-start checks.",
    },
    ppe: [PPE.hiVis, PPE.boots],
    competencies: [`${COMPETENCY.plantLicence} (forklift)`],
  }),

  // Retail
  hazard({
    id: "retail-slips-trips",
    name: "Slips and trips on shop floors",
    harm: "Customer spills, rain tracked in at entrances, stock left in aisles and trailing cords cause slips and trips, resulting in sprains, fractures and head injuries.",
    whoAtRisk: "Workers and customers",
    inherent: [3, 3],
    residual: [2, 2],
    controls: {
      engineering:
        "Absorbent entrance mats, and slip-resistant flooring at entrances, fresh food and cool-room areas.",
      administrative:
        "Spill stations with a spill kit, scheduled floor checks, no stock left in aisles, and wet-floor signs until dry.",
    },
    ppe: [PPE.slipResistantShoes],
    competencies: ["Spill response and floor inspection routine"],
  }),
  hazard({
    id: "retail-stock-handling",
    name: "Deliveries and shelf stacking",
    harm: "Unloading deliveries, lifting cartons and reaching to high or low shelves strains backs and shoulders.",
    whoAtRisk: "Store and warehouse workers",
    inherent: [4, 3],
    residual: [2, 2],
    controls: {
      substitution: "Order stock in smaller, lighter cartons.",
      engineering:
        "Roll cages, pallet jacks and step platforms, with heavy stock shelved between knee and shoulder height.",
      administrative: "Two-person lifts for heavy cartons and task rotation during large deliveries.",
    },
    ppe: [PPE.gripGloves],
    competencies: ["Manual handling training for store tasks"],
  }),
  hazard({
    id: "retail-customer-aggression",
    name: "Customer aggression and robbery",
    harm: "Verbal abuse, threats, assault or armed robbery, often linked to confronting shoplifters or handling cash, cause physical injury and psychological harm.",
    whoAtRisk: "Checkout, counter and security staff, especially when working alone or at night",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      elimination:
        "Minimise cash on site with card payments, time-delay safes and banking by a security service.",
      engineering:
        "Counters that keep distance, CCTV with visible monitors, duress alarms and good lighting.",
      administrative:
        "Staff never confront shoplifters or resist a robbery; no working alone at opening or closing; support after every incident.",
    },
    competencies: [COMPETENCY.deescalation, "Armed robbery response training"],
  }),
  hazard({
    id: "retail-falling-stock",
    name: "Falling stock and shelving",
    harm: "Stock falls from high shelves or racking, or shelving tips over, striking workers and customers and causing head injuries and fractures.",
    whoAtRisk: "Workers and customers in aisles",
    inherent: [3, 3],
    residual: [1, 3],
    controls: {
      elimination: "Keep heavy and bulky stock on low shelves, and overstock off the sales floor.",
      engineering:
        "Shelving anchored to the wall or floor, rated for its load, with lips or guards on high shelves.",
      administrative: "Inspect racking for damage and report any knocks; never overload or climb shelving.",
    },
    competencies: ["Racking and shelving safety awareness"],
  }),

  // Hospitality
  hazard({
    id: "hospitality-burns-scalds",
    name: "Burns and scalds",
    harm: "Contact with hot oil, steam, boiling liquids, ovens and grills causes burns and scalds, and fryer fires cause severe burns.",
    whoAtRisk: "Chefs, cooks, kitchen hands and wait staff carrying hot items",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      substitution: "Automatic fryer oil filtration or pumps instead of carrying hot oil by hand.",
      engineering:
        "Splash guards, thermostats and fire suppression on fryers; ovens with safe steam release.",
      administrative:
        "Let oil cool before changing it, call 'hot behind' when carrying, and treat burns with cool running water for 20 minutes.",
    },
    ppe: ["Long heat-resistant oven gloves", "Long-sleeved chef jacket and apron"],
    competencies: ["Kitchen safety induction", "Fire blanket and extinguisher use"],
  }),
  hazard({
    id: "hospitality-cuts",
    name: "Knives, slicers and broken glass",
    harm: "Knives, meat slicers, mandolines and broken glassware cause cuts, and slicers can cause amputations.",
    whoAtRisk: "Kitchen, bar and cleaning staff",
    inherent: [4, 3],
    residual: [2, 2],
    controls: {
      substitution:
        "Buy pre-cut produce where practical, and use polycarbonate glassware in bars and outdoor areas.",
      engineering: "Interlocked guards on slicers and food processors.",
      administrative:
        "Knife skills training, knives stored in racks and never left in sinks, and broken glass cleared with a dustpan, never bare hands.",
    },
    ppe: ["Cut-resistant glove for slicers and shucking"],
    competencies: ["Knife and slicer safety training"],
  }),
  hazard({
    id: "hospitality-kitchen-slips",
    name: "Slippery kitchen and bar floors",
    harm: "Grease, water and food spills make kitchen and bar floors slippery, and slips cause sprains and fractures, or burns when hot items are carried.",
    whoAtRisk: "Kitchen, bar and wait staff",
    inherent: [4, 3],
    residual: [2, 2],
    controls: {
      engineering: "Slip-resistant flooring with drainage, and drip trays at fryers and dishwashers.",
      administrative: "Clean as you go, degrease floors at the end of each shift, and mats at dish stations.",
    },
    ppe: [PPE.slipResistantShoes],
    competencies: ["Kitchen safety induction"],
  }),
  hazard({
    id: "hospitality-patron-aggression",
    name: "Intoxicated or aggressive patrons",
    harm: "Patrons affected by alcohol or drugs abuse, threaten or assault staff, especially at closing time or when service is refused.",
    whoAtRisk: "Bar, door, wait and venue staff",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      engineering: "CCTV, good lighting and a secure back-of-house area.",
      administrative:
        "Responsible service of alcohol, security staff at busy times, two people on at close, and incident reporting with support afterwards.",
    },
    competencies: ["Responsible service of alcohol training", COMPETENCY.deescalation],
  }),

  // Healthcare
  hazard({
    id: "healthcare-patient-handling",
    name: "Patient handling",
    harm: "Lifting, repositioning or transferring patients, or catching a falling patient, causes back and shoulder injuries in staff and falls in patients.",
    whoAtRisk: "Nurses, carers, allied health staff and patients",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      elimination: "No-manual-lift policy for full lifts, based on a mobility assessment of each patient.",
      engineering: "Ceiling and mobile hoists, slide sheets, height-adjustable beds and standing aids.",
      administrative:
        "Handling plan in each patient's record, enough staff for two-person transfers, and training on the equipment.",
    },
    competencies: ["Patient handling and equipment training"],
  }),
  hazard({
    id: "healthcare-occupational-violence",
    name: "Occupational violence from patients and visitors",
    harm: "Patients or visitors affected by pain, delirium, dementia, mental illness, drugs or frustration hit, kick, bite or threaten staff, causing injury and psychological harm.",
    whoAtRisk: "Nurses, doctors, carers, security and reception staff",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      engineering:
        "Duress alarms, controlled access, secure rooms and clear sight lines at triage and reception.",
      administrative:
        "Flag patients with a history of aggression, behaviour management plans, a rapid-response team, and debriefing after every incident.",
    },
    competencies: ["Occupational violence prevention and de-escalation training"],
  }),
  hazard({
    id: "healthcare-sharps-infection",
    name: "Sharps injuries and infectious exposures",
    harm: "Needlestick injuries and splashes of blood or body fluids transmit blood-borne viruses (hepatitis B and C, HIV), and patient contact spreads infections to staff.",
    whoAtRisk: "Clinical, laboratory, cleaning and waste staff",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination: "Needle-free systems wherever possible.",
      substitution: "Safety-engineered sharps such as retractable needles and safety scalpels.",
      engineering:
        "Sharps containers at the point of use, and negative-pressure rooms for airborne infections.",
      administrative:
        "Never recap needles; hepatitis B vaccination; standard and transmission-based precautions; urgent post-exposure assessment.",
    },
    ppe: [
      PPE.nitrileGloves,
      "Fluid-resistant mask and eye protection for splash risk",
      PPE.p2,
      "Fluid-resistant gown",
    ],
    competencies: ["Infection prevention and control training"],
  }),
  hazard({
    id: "healthcare-shift-fatigue",
    name: "Shift work and fatigue",
    harm: "Night shifts, long or double shifts and short breaks between shifts cause fatigue, leading to clinical errors, needlestick injuries and crashes driving home.",
    whoAtRisk: "Nurses, doctors and other shift workers",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      elimination:
        "Rosters that cap shifts at 12 hours, avoid quick returns (less than 10 hours between shifts) and rotate forward.",
      administrative:
        "Protected breaks, rest facilities for night staff, blame-free fatigue reporting, and a taxi or rest option after extended shifts.",
    },
    competencies: ["Fatigue awareness training for staff and rostering managers"],
  }),

  // Transport
  hazard({
    id: "transport-fatigue",
    name: "Driver fatigue",
    harm: "Long driving hours, night driving and irregular schedules cause drowsiness and microsleeps, leading to crashes that kill or seriously injure drivers and other road users.",
    whoAtRisk: "Drivers and other road users",
    inherent: [3, 5],
    residual: [2, 5],
    controls: {
      elimination:
        "Plan routes and schedules that fit within safe driving hours, with no unrealistic delivery windows.",
      engineering:
        "Fatigue and distraction detection in cabs, and comfortable sleeper berths for long-haul work.",
      administrative:
        "Limits on work and driving hours with scheduled rest breaks, records checked by a supervisor, and the right to stop when tired without penalty.",
    },
    competencies: ["Fatigue management training for drivers and schedulers"],
  }),
  hazard({
    id: "transport-road-crash",
    name: "Road crashes and roadside breakdowns",
    harm: "Speed, distraction, poor vehicle maintenance, bad weather or roadside breakdowns lead to crashes or workers being struck at the roadside, causing serious injury or death.",
    whoAtRisk: "Drivers, passengers and other road users",
    inherent: [3, 5],
    residual: [2, 5],
    controls: {
      engineering:
        "Vehicles with high safety ratings, stability control, speed limiters and telematics, maintained to a schedule with daily pre-trip checks.",
      administrative: [
        CONTROL.noPhoneDriving,
        "Journey planning around weather, and a breakdown procedure with warning triangles and high-visibility clothing.",
      ],
    },
    ppe: [PPE.hiVis],
    competencies: ["Driver licence for the vehicle class", "Defensive driving training"],
  }),
  hazard({
    id: "transport-load-restraint",
    name: "Loading, unloading and load restraint",
    harm: "Poorly restrained loads shift or fall when doors or curtains open or spill on the road, and workers fall from trays and trailers while securing loads.",
    whoAtRisk: "Drivers, loaders and other road users",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination: "Restrain loads from the ground with side-operated winches and ratchet straps.",
      engineering:
        "Purpose-built restraint (gates, load bars, rated straps and chains), and trailer steps with handholds.",
      administrative:
        "Check restraint before departure and at stops, and stand clear when opening curtains and doors.",
    },
    ppe: [PPE.gripGloves, PPE.boots, PPE.hiVis],
    competencies: ["Load restraint training"],
  }),
  hazard({
    id: "transport-loading-dock",
    name: "Loading docks and yards",
    harm: "Trucks reverse onto workers, trailers creep away from the dock during forklift loading, or workers fall from the dock edge, causing crush injuries and falls.",
    whoAtRisk: "Dock workers, forklift operators and drivers",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      isolation:
        "Pedestrians kept out of the yard, with drivers waiting in a marked safe zone during loading.",
      engineering:
        "Vehicle restraints or wheel chocks, dock levellers, traffic lights linked to dock doors, and guardrails at open dock edges.",
      administrative: "Yard traffic plan with reversing spotters, and truck keys handed in during loading.",
    },
    ppe: [PPE.hiVis, PPE.boots],
    competencies: ["Yard and dock safety induction"],
  }),

  // Mining
  hazard({
    id: "mining-ground-failure",
    name: "Ground and strata failure",
    harm: "Rock falls, wall or bench collapses and unstable ground in underground workings or open pits crush or bury workers and plant.",
    whoAtRisk: "Underground and pit workers, and plant operators",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      isolation: "Barricade and sign unsupported ground and unstable walls.",
      engineering:
        "Ground support designed by a geotechnical engineer (bolts, mesh, shotcrete), and berms and catch benches in pits.",
      administrative:
        "Ground control plan, daily inspections by a competent person, wall movement monitoring, and scaling of loose rock.",
    },
    ppe: [PPE.helmet, "Cap lamp", PPE.boots],
    competencies: ["Ground control competency for supervisors"],
  }),
  hazard({
    id: "mining-vehicle-interaction",
    name: "Heavy and light vehicle interaction",
    harm: "Haul trucks, loaders and light vehicles collide or run over people because of blind spots and the difference in size, causing fatal crushing.",
    whoAtRisk: "Plant operators, light vehicle drivers and pedestrians",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      isolation:
        "Separate roads for light and heavy vehicles, with bunds between them and no pedestrians in haul areas.",
      engineering:
        "Collision avoidance and proximity detection, windrows on haul road edges, and flagged buggy whips on light vehicles.",
      administrative:
        "Positive radio communication before approaching or passing, right-of-way rules, speed limits and maintained roads.",
    },
    ppe: [PPE.hiVis, PPE.helmet],
    competencies: [COMPETENCY.plantLicence, "Site-specific heavy vehicle competency"],
  }),
  hazard({
    id: "mining-respirable-dust",
    name: "Respirable silica and coal dust",
    harm: "Drilling, blasting, crushing and haulage produce respirable crystalline silica and coal dust that cause silicosis, coal workers' pneumoconiosis and lung cancer.",
    whoAtRisk: "Drillers, crusher and processing workers, and plant operators",
    inherent: [4, 5],
    residual: [2, 5],
    controls: {
      engineering:
        "Water sprays at drills, crushers and transfer points, dust extraction, sealed filtered cabs on plant, and watered haul roads.",
      administrative:
        "Personal dust monitoring against the occupational exposure limit, and lung health checks (chest imaging and spirometry).",
    },
    ppe: [`${PPE.p2}, or a powered air-purifying respirator`],
    competencies: ["Respiratory protection training", COMPETENCY.fitTest],
  }),
  hazard({
    id: "mining-fatigue-remote",
    name: "Fatigue from long shifts and remote rosters",
    harm: "12-hour shifts, night work, long commutes and fly-in fly-out rosters cause fatigue, sleep loss and isolation, leading to errors, vehicle incidents and mental ill health.",
    whoAtRisk: "Shift workers and fly-in fly-out workers",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      elimination: "Roster design that limits consecutive night shifts and gives enough recovery days.",
      engineering:
        "Fatigue monitoring in haul trucks, and quiet, dark, cooled accommodation for day sleepers.",
      administrative:
        "Fitness-for-work checks before each shift, no long drives after night shift, and mental health support on site.",
    },
    competencies: ["Fatigue management training"],
  }),

  // Agriculture
  hazard({
    id: "agriculture-vehicle-rollover",
    name: "Tractor and quad bike rollovers",
    harm: "Tractors, quad bikes and side-by-sides roll over on slopes, in gullies or when towing, crushing and often killing the rider.",
    whoAtRisk: "Farm workers, family members and visitors",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      substitution:
        "Side-by-side vehicles with rollover protection and seatbelts, or a small utility, instead of quad bikes.",
      engineering:
        "Rollover protective structures with seatbelts on tractors, and crush protection on quad bikes.",
      administrative:
        "No passengers or children on quads and tractors, slopes assessed before use, and farm speed limits.",
    },
    ppe: ["Helmet for quad bike and motorcycle riders"],
    competencies: ["Tractor and farm vehicle operator training"],
  }),
  hazard({
    id: "agriculture-livestock",
    name: "Livestock handling",
    harm: "Cattle, horses and other livestock kick, crush, trample or gore handlers, and animals pass on diseases such as Q fever and leptospirosis.",
    whoAtRisk: "Farm workers, stock handlers and veterinarians",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      engineering:
        "Well-designed yards, races, crushes and head bails so handlers work from outside the pen, with escape gaps.",
      administrative:
        "Handle stock calmly and in pairs, respecting flight zones; vaccinate against Q fever where relevant.",
    },
    ppe: [PPE.boots, PPE.gripGloves, "Riding helmet for horse work"],
    competencies: ["Livestock handling training"],
  }),
  hazard({
    id: "agriculture-agrichemicals",
    name: "Agricultural chemicals (pesticides, herbicides, fumigants)",
    harm: "Mixing and spraying pesticides, herbicides and fumigants causes poisoning through skin contact or inhalation, and spray drift harms other workers and neighbours.",
    whoAtRisk: "Sprayers, mixers, field workers re-entering treated areas, and neighbours",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      substitution: "Integrated pest management and lower-toxicity products.",
      engineering: "Closed-transfer mixing systems, and tractors with enclosed, filtered cabs.",
      administrative:
        "Follow the label and SDS, observe re-entry intervals, check weather for drift, keep spray records, and lock chemicals in a bunded store.",
    },
    ppe: [
      "Chemical-resistant gloves and coveralls",
      "Respirator with the cartridge specified on the label",
      "Face shield or goggles when mixing",
    ],
    competencies: ["Farm chemical user training or accreditation where required"],
  }),
  hazard({
    id: "agriculture-pto-entanglement",
    name: "Power take-off shafts and farm machinery",
    harm: "Unguarded power take-off (PTO) shafts, augers, balers and belts catch clothing or limbs, causing amputation, scalping and death.",
    whoAtRisk: "Farm workers and family members",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      isolation:
        "Shut down the engine, disengage the PTO and remove the key before clearing blockages or working on machinery.",
      engineering: "PTO guards and shields kept in good condition, auger guards, and emergency stops.",
      administrative: "No loose clothing or long hair near PTO shafts; never step over a rotating shaft.",
    },
    competencies: ["Farm machinery operator training"],
  }),

  // Professional services
  hazard({
    id: "professional-work-travel",
    name: "Work-related driving and travel",
    harm: "Driving to client sites, long travel days and working away alone cause fatigue-related crashes, and leave lone travellers exposed to assault or medical emergencies without help.",
    whoAtRisk: "Workers who drive or travel for work",
    inherent: [3, 4],
    residual: [2, 4],
    controls: {
      elimination: "Use video meetings instead of travel where they work as well.",
      engineering: "Pool or hire cars with high safety ratings.",
      administrative: [
        CONTROL.noPhoneDriving,
        "Journey plans with a break every two hours, no driving straight after long flights, and a check-in procedure for lone travel.",
      ],
    },
    competencies: ["Safe driving awareness"],
  }),

  // Education
  hazard({
    id: "education-occupational-violence",
    name: "Aggression from students and parents",
    harm: "Students with behaviours of concern, or angry parents and visitors, assault or threaten staff, causing physical injury and psychological harm.",
    whoAtRisk: "Teachers, teaching assistants, and support and front-office staff",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      engineering: "Secure reception with controlled visitor entry, and duress alarms in isolated rooms.",
      administrative:
        "Behaviour support plans and risk assessments for individual students, incident reporting and review, and support for staff afterwards.",
    },
    competencies: ["Positive behaviour support and de-escalation training"],
  }),
  hazard({
    id: "education-practical-activities",
    name: "Laboratories, workshops, sport and excursions",
    harm: "Science laboratories, technology workshops, food rooms, sport and excursions expose staff and students to chemicals, machinery, burns, sports injuries and drowning.",
    whoAtRisk: "Teachers, technicians and students",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination: "Remove unneeded or highly hazardous chemicals from school stores.",
      engineering: "Fume cupboards, machine guards and emergency stops in workshops, and eyewash stations.",
      administrative:
        "Risk assessment for each practical activity and excursion, supervision ratios, and staff qualified for water and outdoor activities.",
    },
    ppe: ["Safety glasses in laboratories and workshops", "Laboratory coat and gloves"],
    competencies: ["First aid", "Activity-specific qualifications for water and outdoor activities"],
  }),
];

/**
 * Baseline hazard ids per industry (business and free-trial industries), 3–5 each. Ids may be
 * industry entries above, activity entries or hazard type entries.
 */
export const INDUSTRY_BASELINES: Readonly<Record<string, readonly string[]>> = {
  construction: [
    "construction-site-traffic",
    "construction-falling-objects",
    "construction-services-strike",
    "construction-sun-exposure",
    "construction-housekeeping",
  ],
  manufacturing: ["machinery", "manufacturing-forklift-traffic", "ergonomic", "noise"],
  retail: [
    "retail-slips-trips",
    "retail-stock-handling",
    "retail-customer-aggression",
    "retail-falling-stock",
  ],
  hospitality: [
    "hospitality-burns-scalds",
    "hospitality-cuts",
    "hospitality-kitchen-slips",
    "hospitality-patron-aggression",
  ],
  healthcare: [
    "healthcare-patient-handling",
    "healthcare-occupational-violence",
    "healthcare-sharps-infection",
    "healthcare-shift-fatigue",
  ],
  transport: [
    "transport-fatigue",
    "transport-road-crash",
    "transport-load-restraint",
    "transport-loading-dock",
  ],
  mining: [
    "mining-ground-failure",
    "mining-vehicle-interaction",
    "mining-respirable-dust",
    "mining-fatigue-remote",
  ],
  agriculture: [
    "agriculture-vehicle-rollover",
    "agriculture-livestock",
    "agriculture-agrichemicals",
    "agriculture-pto-entanglement",
  ],
  professional: [
    "office-workstation-ergonomics",
    "psychosocial",
    "professional-work-travel",
    "general-slips-trips",
  ],
  office: ["office-workstation-ergonomics", "general-slips-trips", "psychosocial", "electrical", "fire"],
  education: [
    "education-occupational-violence",
    "education-practical-activities",
    "biological",
    "psychosocial",
    "general-slips-trips",
  ],
  other: ["general-slips-trips", "manual-handling", "general-fatigue-stress", "electrical", "fire"],
};
