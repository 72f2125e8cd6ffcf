import { hazard } from "./build";
import { COMPETENCY, CONTROL, PERMITS, PPE } from "./common";
import type { HazardEntry } from "./types";

/** One entry per high-risk activity value (`HIGH_RISK_ACTIVITIES`), keyed by that value. */
export const ACTIVITY_HAZARDS: readonly HazardEntry[] = [
  hazard({
    id: "working-at-height",
    name: "Working at height",
    harm: "A worker falls from a roof, scaffold, ladder or elevating work platform, or through a fragile roof or skylight, causing fractures, spinal or head injury, or death.",
    whoAtRisk: "Workers at height, and people below struck by falling tools or materials",
    inherent: [4, 5],
    residual: [2, 5],
    controls: {
      elimination:
        "Do the work from the ground with extension tools, or prefabricate at ground level and lift into place.",
      isolation:
        "Install perimeter guardrails, or use scaffolding or an elevating work platform instead of ladders.",
      engineering:
        "Cover fragile roofing, skylights and penetrations with fixed mesh or covers, and tether tools so nothing can drop on people below.",
      administrative: [
        "Rescue plan for a suspended worker before work starts, with the equipment to reach them within minutes.",
        "Exclusion zone below the work, equipment inspected before use, and work stopped in high winds, rain or poor light.",
      ],
      ppe: "Use a fall-arrest system with an anchor rated for the load, inspected before each use.",
    },
    ppe: [PPE.harness, PPE.helmetChinStrap, PPE.boots],
    permits: [PERMITS.height],
    competencies: [
      COMPETENCY.heightTraining,
      `${COMPETENCY.plantLicence} (elevating work platforms, scaffolding)`,
      "Harness and anchor inspection training",
    ],
    highRiskWork: ["fall-over-2m"],
  }),
  hazard({
    id: "fall-hazards",
    name: "Fall hazards (open edges, openings, pits and ladders)",
    harm: "A worker steps off an unprotected edge, falls through a floor opening or into a pit, or falls from a ladder used for access, causing fractures, head injury or death.",
    whoAtRisk: "Workers, contractors and visitors moving around the site",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination: "Fill in, close or permanently cover openings and penetrations that are no longer needed.",
      substitution:
        "Replace ladders used for regular access with fixed stairs or platform ladders with handrails.",
      isolation: "Fix guardrails or barriers around pits, mezzanine edges, loading docks and stairwells.",
      engineering:
        "Cover remaining openings with covers able to carry a person, fixed in place and marked 'Hole – do not remove'.",
      administrative:
        "Inspect edge protection and covers daily; anyone who removes a barrier guards the edge until it is replaced.",
      ppe: "Where edge protection cannot be fitted, use a travel-restraint system that stops the worker reaching the edge.",
    },
    ppe: ["Full-body harness with adjustable restraint lanyard", PPE.boots],
    competencies: [COMPETENCY.heightTraining, "Ladder safety training"],
    highRiskWork: ["fall-over-2m"],
  }),
  hazard({
    id: "confined-spaces",
    name: "Confined space entry",
    harm: "A worker inside a tank, pit, silo, sewer or vessel is overcome by toxic gas or lack of oxygen, caught in a fire or explosion, or engulfed, causing asphyxiation or death; would-be rescuers are often killed too.",
    whoAtRisk: "Entrants, standby persons and would-be rescuers",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Do the task from outside the space with remote cameras, long-handled tools or clean-in-place systems.",
      isolation:
        "Isolate, blank or disconnect every pipe, line and moving part serving the space, and lock out before entry.",
      engineering:
        "Purge and ventilate the space with forced-air ventilation, and monitor the atmosphere continuously with a calibrated multi-gas detector.",
      administrative: [
        "Test oxygen, flammable and toxic gas levels before entry and throughout the work; enter only under a signed entry permit.",
        "A trained standby person stays outside at all times, with rescue equipment and a rehearsed rescue plan that does not rely on emergency services alone.",
      ],
      ppe: "Entrants wear a harness attached to a retrieval line, and supplied-air breathing apparatus wherever a safe atmosphere cannot be guaranteed.",
    },
    ppe: [
      "Full-body harness with retrieval line",
      "Personal multi-gas detector",
      "Supplied-air breathing apparatus where the atmosphere cannot be made safe",
    ],
    permits: [PERMITS.confinedSpace, PERMITS.isolation],
    competencies: [
      "Confined space entry training",
      "Atmospheric testing and gas detector use",
      "Confined space rescue training for standby persons",
    ],
    highRiskWork: ["confined-space", "contaminated-atmosphere"],
  }),
  hazard({
    id: "mobile-equipment",
    name: "Mobile plant (forklifts, excavators, loaders, elevating work platforms)",
    harm: "A pedestrian is struck or run over by mobile plant, plant rolls over, or the boom contacts overhead powerlines, causing crush injuries, electrocution or death.",
    whoAtRisk: "Operators, spotters, pedestrians and other workers in the plant's path",
    inherent: [4, 5],
    residual: [2, 5],
    controls: {
      elimination:
        "Lay out the site so plant movements and deliveries do not need to pass through pedestrian areas.",
      isolation:
        "Separate pedestrians from plant with physical barriers, marked walkways and exclusion zones around operating plant.",
      engineering:
        "Use plant fitted with rollover and falling-object protection, seatbelts, reversing cameras or proximity sensors, beacons and reversing alarms.",
      administrative:
        "Traffic management plan, operator pre-start checks, spotters for reversing in tight spaces, and marked minimum approach distances from overhead powerlines.",
    },
    ppe: [PPE.hiVis, PPE.helmet, PPE.boots],
    competencies: [COMPETENCY.plantLicence, "Verification of competency on the specific plant"],
    highRiskWork: ["powered-mobile-plant"],
  }),
  hazard({
    id: "lifting-equipment",
    name: "Cranes, hoists and lifting gear",
    harm: "A suspended load falls or swings, rigging fails, or a crane overturns, crushing or striking people below or nearby, causing serious injury or death.",
    whoAtRisk: "Crane operators, riggers, slingers and anyone under or near the load",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Plan deliveries and layout so loads land where they are needed, removing double-handling lifts.",
      isolation: "Barricade the area under and around the lift; nobody walks under a suspended load.",
      engineering:
        "Use lifting equipment rated for the load and radius, with load-moment indicators and limit switches, set up on assessed ground with outrigger pads.",
      administrative: [
        "Written lift plan for critical, tandem or blind lifts; lifting stops when wind exceeds the manufacturer's limit.",
        "Register of lifting gear with periodic thorough examination by a competent person; inspect slings, chains and shackles before each use and tag out damaged gear.",
      ],
    },
    ppe: [PPE.helmet, PPE.hiVis, "Rigging gloves", PPE.boots],
    permits: ["Lift plan approved for critical lifts"],
    competencies: [COMPETENCY.plantLicence, "Rigging and slinging competency"],
  }),
  hazard({
    id: "excavation",
    name: "Excavation and trenching",
    harm: "A trench wall collapses and buries a worker, people or plant fall into the excavation, or digging strikes a buried gas, electrical or water service, causing asphyxiation, crush injury, electrocution or death.",
    whoAtRisk: "Workers in or near the excavation, plant operators and the public",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Use trenchless methods such as directional boring or pipe bursting so nobody needs to enter a trench.",
      isolation: "Fence or barricade the excavation, and cover or close it when unattended.",
      engineering:
        "Bench, batter or shore any trench deeper than 1.5 m (5 ft) with a system designed for the soil, and keep spoil and plant at least 1 m (3 ft) back from the edge.",
      administrative: [
        "Locate and mark underground services before digging, and expose them by hand or vacuum excavation.",
        "A competent person inspects the excavation before each shift and after rain; ladder access within reach of every worker in the trench.",
      ],
    },
    ppe: [PPE.helmet, PPE.hiVis, PPE.boots],
    permits: [PERMITS.dig],
    competencies: [
      "Underground service location competency",
      "Shoring system installation training",
      COMPETENCY.plantLicence,
    ],
    highRiskWork: ["trench-over-1-5m"],
  }),
  hazard({
    id: "demolition",
    name: "Demolition",
    harm: "Unplanned collapse of a structure or load-bearing element, falling debris, or hidden hazardous materials and live services injure workers or the public, causing crush injury, burial or death.",
    whoAtRisk: "Demolition workers, plant operators, neighbours and the public",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      substitution:
        "Demolish mechanically with high-reach plant and protected cabs rather than by hand inside the structure.",
      isolation: [
        "Disconnect and make safe gas, electricity, water and other services before demolition starts.",
        "Exclusion zones with hoarding, catch screens or fans to protect the public from falling debris.",
      ],
      engineering:
        "Temporary propping or bracing designed by an engineer before any load-bearing element is removed.",
      administrative:
        "Engineer-reviewed demolition plan setting the sequence, preceded by a hazardous materials survey (asbestos, lead, PCBs).",
    },
    ppe: [PPE.helmet, PPE.boots, PPE.hiVis, PPE.p2, PPE.hearing, PPE.glasses],
    permits: ["Demolition permit from the local authority where required", PERMITS.isolation],
    competencies: ["Demolition licence where required", COMPETENCY.plantLicence],
    highRiskWork: ["demolition-load-bearing", "temporary-support"],
  }),
  hazard({
    id: "hazardous-chemicals",
    name: "Hazardous chemicals (handling, decanting, mixing)",
    harm: "Splashes, vapours or mists from corrosive, toxic or flammable chemicals cause chemical burns, eye damage, poisoning, respiratory illness, dermatitis or fire.",
    whoAtRisk: "Workers handling, decanting or working near the chemicals, and cleaners",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination: "Remove chemicals that are no longer needed through a licensed waste contractor.",
      substitution:
        "Substitute a less hazardous product or form: water-based, pre-diluted, or paste instead of powder.",
      isolation:
        "Decant with closed transfer systems or pumps; store incompatible chemicals apart in ventilated, bunded cabinets.",
      engineering:
        "Local exhaust ventilation at mixing and spraying points; plumbed eyewash and safety shower within 10 seconds' walk.",
      administrative: [
        CONTROL.sds,
        "Hazardous chemicals register, every container labelled including decanted ones, and a spill kit at each store.",
      ],
    },
    ppe: [
      PPE.chemGloves,
      PPE.goggles,
      "Chemical-resistant apron",
      "Respirator with the cartridge type the SDS specifies",
    ],
    competencies: [COMPETENCY.sdsTraining, "Spill response training"],
  }),
  hazard({
    id: "dangerous-goods",
    name: "Dangerous goods storage and transport",
    harm: "A leak, spill or fire involving stored flammable liquids, gases, oxidisers or toxic goods causes fire, explosion or toxic release, burning or poisoning workers and neighbours.",
    whoAtRisk: "Workers in storage and loading areas, drivers, emergency responders and neighbours",
    inherent: [2, 5],
    residual: [1, 5],
    controls: {
      elimination:
        "Hold the smallest stock of dangerous goods the work needs, and dispose of surplus and out-of-date goods.",
      substitution: "Choose non-flammable or lower-hazard class alternatives where they do the job.",
      isolation:
        "Dedicated, ventilated store or cabinet segregated by class, away from ignition sources, drains and exits.",
      engineering:
        "Bunding sized for the largest container, flameproof electrical equipment in flammable atmospheres, and fixed fire protection.",
      administrative:
        "Placards and labels on stores and vehicles, a manifest and emergency plan for responders, and loads secured with the right transport documents.",
    },
    ppe: [PPE.chemGloves, PPE.faceShield, "Flame-resistant clothing when transferring flammable liquids"],
    permits: ["Dangerous goods storage licence where quantities require it", PERMITS.hotWork],
    competencies: ["Dangerous goods handling training", "Dangerous goods driver licence where required"],
  }),
  hazard({
    id: "asbestos",
    name: "Asbestos-containing materials",
    harm: "Drilling, cutting, breaking or removing asbestos-containing material releases fibres that are breathed in and cause mesothelioma, asbestosis or lung cancer decades later.",
    whoAtRisk: "Trades and maintenance workers, removalists, other workers and occupants nearby",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination: [
        "Check the asbestos register, or have a competent person survey any building that may contain asbestos, before work starts.",
        "Have a licensed removalist remove material that would be disturbed before other trades start.",
      ],
      isolation: "Enclose and seal the work area, post warning signs and keep out everyone not involved.",
      engineering:
        "Wet the material and shadow-vacuum with an H-class (HEPA) vacuum; never use dust-producing power tools or compressed air on it.",
      administrative:
        "Decontaminate workers and equipment, bag and label waste for an approved disposal site, and get air monitoring and a clearance before reoccupation.",
    },
    ppe: [
      "P2 respirator at minimum; P3 or powered air-purifying respirator for higher exposures",
      PPE.coveralls,
      "Disposable boot covers",
    ],
    permits: ["Asbestos removal permit or notification where required"],
    competencies: [
      "Asbestos awareness training for anyone who may disturb it",
      "Asbestos removal licence where required",
      COMPETENCY.fitTest,
    ],
    highRiskWork: ["asbestos-disturbance"],
  }),
  hazard({
    id: "lead-work",
    name: "Lead processes (soldering, casting, battery and radiator work)",
    harm: "Breathing lead fume or dust, or swallowing it from contaminated hands, food or cigarettes, causes lead poisoning: anaemia, nerve and kidney damage, and harm to an unborn child.",
    whoAtRisk:
      "Workers in the lead process, pregnant or breastfeeding workers, and families exposed to dust carried home",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      substitution: "Use lead-free solder, alloys and products wherever the job allows.",
      isolation: "Confine lead work to a designated area, away from eating areas and offices.",
      engineering:
        "Local exhaust ventilation at the fume or dust source, molten lead kept at the lowest workable temperature, and H-class vacuums instead of dry sweeping.",
      administrative: [
        "Blood lead monitoring, with removal from lead work when levels reach the action level.",
        "No eating, drinking or smoking in the lead area; wash hands and face before breaks; change rooms and laundering so work clothes never go home.",
      ],
    },
    ppe: [
      "P2 respirator, or a powered air-purifying respirator for high fume levels",
      "Work clothing that stays at work",
      PPE.nitrileGloves,
    ],
    competencies: ["Lead hazard awareness training", COMPETENCY.fitTest],
  }),
  hazard({
    id: "lead-paint",
    name: "Disturbing lead-based paint",
    harm: "Sanding, scraping, heat-stripping or blasting old paint releases lead dust and fume that is breathed in or swallowed, poisoning workers and contaminating homes and soil where children are exposed.",
    whoAtRisk: "Painters, renovators, demolition workers, occupants and children nearby",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination: "Test old paint before work and leave intact lead paint undisturbed where the job allows.",
      substitution:
        "Encapsulate or enclose lead paint, or replace the painted component, instead of stripping it.",
      isolation:
        "Seal off the work area with plastic sheeting, close vents, and keep occupants, children and pregnant women out until clearance.",
      engineering:
        "Wet scraping, low-temperature chemical strippers or shrouded tools with extraction; never dry-sand, burn off with open flame or dry-blast.",
      administrative:
        "Clean up daily by wet wiping and H-class vacuuming, contain and label waste, and test surface dust before handing back.",
    },
    ppe: ["P2 respirator (P3 for heat or abrasive removal)", PPE.coveralls, PPE.nitrileGloves],
    competencies: ["Lead-safe work practices training", COMPETENCY.fitTest],
  }),
  hazard({
    id: "biological-hazards",
    name: "Biological materials (sewage, body fluids, animals, mould)",
    harm: "Contact with sewage, blood and body fluids, animals, contaminated soil, mould or poorly kept water systems spreads infections such as hepatitis, leptospirosis, Q fever, legionellosis and tetanus.",
    whoAtRisk: "Plumbers, cleaners, health, laboratory, animal-handling and waste workers",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      elimination:
        "Use remote methods such as drain cameras and jetting so workers do not touch sewage or contaminated material.",
      engineering:
        "Maintain water systems against Legionella (temperature control, treatment, flushing dead legs), and use biological safety cabinets for laboratory work.",
      administrative: [
        "Offer vaccination where relevant (hepatitis A and B, tetanus, Q fever) and provide hand-washing facilities at the work area.",
        "Clean and disinfect tools after use, and follow an exposure procedure with prompt medical assessment.",
      ],
    },
    ppe: [
      "Waterproof gloves or disposable nitrile gloves",
      "Eye protection or face shield against splashes",
      "Waterproof overalls and boots",
      "P2 respirator for mould or dusty organic material",
    ],
    competencies: ["Infection control and hygiene training", "Exposure incident response"],
  }),
  hazard({
    id: "electrical-work",
    name: "Electrical work on installations and equipment",
    harm: "Contact with live conductors, an arc flash or unexpected re-energisation causes electric shock, severe burns or death.",
    whoAtRisk: "Electrical workers, apprentices and others working nearby",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination: "Never work live: de-energise, isolate and prove dead before electrical work starts.",
      isolation:
        "Apply a personal lock and danger tag at each isolation point, and test before touch with a proven tester.",
      engineering:
        "Residual current (earth-leakage / ground-fault) protection on final circuits and portable tools, and insulated barriers over nearby live parts.",
      administrative: [
        "Where live work cannot be avoided (testing, fault-finding), a documented risk assessment, a safety observer trained in rescue and CPR, insulated tools and a marked arc-flash boundary.",
        "Keep a minimum approach distance from overhead powerlines agreed with the network owner.",
      ],
      ppe: "Insulating gloves rated for the voltage, and arc-rated clothing and face shield matched to the incident energy.",
    },
    ppe: [
      "Insulating gloves rated for the voltage",
      "Arc-rated clothing and face shield matched to the incident energy",
      PPE.glasses,
      "Electrical hazard-rated safety footwear",
    ],
    permits: [PERMITS.electricalIsolation, "Live work permit (only where de-energising is not possible)"],
    competencies: [
      "Electrical licence for the work",
      "Low-voltage rescue and CPR training",
      "Arc-flash awareness",
    ],
    highRiskWork: ["energised-electrical"],
  }),
  hazard({
    id: "hot-work",
    name: "Hot work (welding, cutting, grinding)",
    harm: "Sparks, slag or flame ignite nearby combustibles or flammable vapours, and welding fume and arc radiation harm the worker, causing fire, explosion, burns, eye damage or lung disease.",
    whoAtRisk: "Welders, fire watchers, nearby workers and building occupants",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      elimination:
        "Use cold methods such as bolting, mechanical cutting or crimped fittings instead of welding or cutting.",
      isolation:
        "Do hot work in a designated workshop bay, or clear combustibles within 11 m (35 ft) and cover what cannot be moved with fire blankets.",
      engineering:
        "Welding screens, local fume extraction, and gas-testing of tanks, drums and pipes before cutting or welding them.",
      administrative:
        "Fire watch during the work and for at least 60 minutes after it ends, with an extinguisher at hand.",
    },
    ppe: [
      "Welding helmet with the correct filter shade",
      "Flame-resistant clothing and leather welding gloves",
      "Respirator for welding fume where extraction is not enough",
    ],
    permits: [PERMITS.hotWork],
    competencies: ["Welding or cutting competency for the process", "Fire extinguisher training"],
  }),
  hazard({
    id: "explosives",
    name: "Explosives and blasting",
    harm: "Premature or unplanned detonation, flyrock or a misfire injures or kills shot-firers and people nearby.",
    whoAtRisk: "Shot-firers, site workers, neighbours and the public",
    inherent: [2, 5],
    residual: [1, 5],
    controls: {
      substitution:
        "Use mechanical breaking, hydraulic splitting or chemical expansion agents instead of blasting where practicable.",
      isolation:
        "Store explosives in locked, purpose-built magazines separate from detonators; clear and guard the blast exclusion zone before firing.",
      engineering:
        "Design each blast to control flyrock, vibration and airblast, with blasting mats where needed.",
      administrative:
        "Written blast plan, warning signals, a head count before firing, and a misfire procedure with a set wait before approach.",
    },
    ppe: [PPE.helmet, PPE.hearing, PPE.glasses, PPE.hiVis],
    permits: ["Licence or permit to store, transport and use explosives"],
    competencies: ["Shot-firer licence"],
    highRiskWork: ["explosives"],
  }),
  hazard({
    id: "radiation",
    name: "Radiation (ionising and non-ionising)",
    harm: "Exposure to ionising radiation from X-ray equipment, nuclear gauges or radioactive sources, or to lasers, UV or microwave sources, causes burns, eye damage, radiation sickness or a raised cancer risk.",
    whoAtRisk: "Operators of radiation equipment and workers nearby",
    inherent: [2, 4],
    residual: [1, 4],
    controls: {
      elimination:
        "Use a non-radiation method, such as ultrasonic testing instead of industrial radiography, where it gives the result needed.",
      isolation:
        "Shield and interlock radiation sources and laser enclosures, and control entry to radiation areas with barriers and warning signs.",
      engineering:
        "Apply time, distance and shielding: remote operation, beam collimation and shielding designed by a radiation safety officer.",
      administrative:
        "Source register and radiation management plan, personal dose monitoring, leak testing of sealed sources, and a lost-source procedure.",
    },
    ppe: [
      "Personal dosimeter",
      "Lead apron and thyroid shield for medical X-ray work",
      "Laser safety eyewear rated for the wavelength",
    ],
    permits: ["Licence to possess and use radiation sources where required"],
    competencies: [
      "Radiation safety training",
      "Radiation use licence where required",
      "Laser safety training",
    ],
  }),
  hazard({
    id: "extreme-temperatures",
    name: "Extreme heat and cold",
    harm: "Work in hot weather, near furnaces or ovens, or in cold stores and freezing conditions causes heat exhaustion, heat stroke, hypothermia or frostbite, and fatigue-related mistakes.",
    whoAtRisk: "Outdoor, foundry, kitchen, cold-store and freezer workers",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      isolation:
        "Enclose or insulate hot surfaces and process heat sources; fit cold-room doors with an inside release and alarm.",
      engineering:
        "Shade structures, fans or air-conditioned rest areas in heat; heated refuges and warm-up rooms for cold stores; radiant heat shields.",
      administrative: [
        "Heat stress plan: acclimatisation for new workers, work-rest cycles based on measured conditions, cool water always available, and buddy checks for symptoms.",
        "Schedule heavy work for cooler hours, and limit time in cold stores with warm-up breaks.",
      ],
    },
    ppe: [
      "Loose, light-coloured breathable clothing and a broad-brimmed hat in heat",
      "Insulated freezer suit, gloves and boots for cold stores",
      "Heat-resistant gloves and aluminised clothing for radiant heat",
    ],
    competencies: ["Heat and cold stress recognition and first aid"],
    highRiskWork: ["artificial-temperature-extremes"],
  }),
  hazard({
    id: "high-pressure",
    name: "High-pressure water jetting, hydraulics and pressure testing",
    harm: "A burst hose, failed fitting or contact with a high-pressure jet injects fluid under the skin, cuts through tissue or lashes workers with a whipping hose, causing severe injury or death.",
    whoAtRisk: "Operators, assistants and bystanders",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      substitution:
        "Use automated or remotely controlled lances instead of hand-held guns at high pressures.",
      isolation: "Barricade the work zone, and pressure-test from behind a barrier or a remote position.",
      engineering:
        "Hoses, fittings and pumps rated above the maximum working pressure, whip checks on hose joints, and dead-man controls on jetting guns.",
      administrative:
        "Release stored pressure before disconnecting, inspect hoses before use, and treat any injection injury as a medical emergency even if it looks minor.",
    },
    ppe: [PPE.faceShield, "Water-jetting protective suit and boots", PPE.hearing],
    competencies: ["High-pressure water jetting operator training", "Hydraulic systems training"],
  }),
  hazard({
    id: "pressurized-systems",
    name: "Pressure vessels, boilers, compressed air and gas cylinders",
    harm: "A pressure vessel, boiler, air receiver or gas cylinder ruptures or a fitting blows off, releasing stored energy, steam or gas that causes blast injuries, burns or asphyxiation.",
    whoAtRisk: "Operators, maintenance workers and people nearby",
    inherent: [2, 5],
    residual: [1, 5],
    controls: {
      isolation: CONTROL.lockout,
      engineering:
        "Fit and maintain pressure-relief valves, gauges and low-water cut-outs; chain gas cylinders upright in a ventilated store.",
      administrative: [
        "Register pressure equipment and have it inspected periodically by a competent person; never exceed the rated pressure or modify a vessel.",
        "Never use compressed air to clean skin or clothing.",
      ],
    },
    ppe: [
      PPE.faceShield,
      "Hearing protection near vents and blow-downs",
      "Heat-resistant gloves on steam systems",
    ],
    permits: [PERMITS.isolation],
    competencies: [
      "Boiler or pressure equipment operator competency where required",
      "Gas cylinder handling training",
    ],
  }),
  hazard({
    id: "noise-exposure",
    name: "Noise from tools and plant",
    harm: "Using or working near loud tools and plant (grinders, saws, jackhammers, nail guns) above 85 dB(A) over a shift, or with peaks above 140 dB(C), causes permanent hearing loss and tinnitus.",
    whoAtRisk: "Operators and workers nearby",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      substitution:
        "Choose quieter methods and tools: low-noise blades, electric instead of pneumatic tools, pressing instead of hammering.",
      isolation:
        "Move noisy plant away from workers or enclose it; operate from a sound-insulated cab or booth.",
      engineering:
        "Fit silencers, mufflers and anti-vibration mounts, and maintain tools so worn parts do not add noise.",
      administrative: "Rotate workers to limit time on loud tasks, and sign-post hearing protection areas.",
    },
    ppe: ["Earplugs or earmuffs; both together above 105 dB(A)"],
    competencies: ["Fitting and use of hearing protection"],
  }),
  hazard({
    id: "poor-visibility",
    name: "Poor visibility (night work, low light, fog, dust)",
    harm: "Darkness, glare, fog, smoke or dust stop workers seeing or being seen by vehicles and plant, or hide edges and trip hazards, leading to collisions, falls and struck-by injuries.",
    whoAtRisk: "Workers near traffic or plant, drivers and operators",
    inherent: [3, 4],
    residual: [2, 4],
    controls: {
      elimination:
        "Schedule work in daylight, and stop plant movements when fog, smoke or dust cuts visibility below a set distance.",
      engineering: [
        "Glare-free task and area lighting with emergency backup lighting, and water sprays to suppress dust.",
        "Plant fitted with work lights, beacons, cameras and proximity detection.",
      ],
      administrative:
        "Reduced speed limits and spotters in low visibility, and two-way radios between operators and ground crew.",
    },
    ppe: [
      "High-visibility clothing with retroreflective tape for night work",
      "Head torch or cap lamp",
      "Clear safety glasses for night work",
    ],
    competencies: ["Night work induction"],
  }),
  hazard({
    id: "dust-exposure",
    name: "Dust (silica, wood, grain, metal and other dusts)",
    harm: "Cutting, grinding, drilling or sweeping releases respirable dust such as crystalline silica or wood dust that causes silicosis, lung cancer, asthma or chronic lung disease.",
    whoAtRisk: "Workers doing the task, people nearby and cleaners",
    inherent: [4, 4],
    residual: [2, 4],
    controls: {
      elimination:
        "Order materials cut to size or with pre-formed penetrations so cutting on site is not needed.",
      substitution:
        "Substitute low-silica or dust-free products, and choose methods that make less dust, such as splitting instead of cutting.",
      engineering:
        "Tools with water suppression or on-tool extraction to an H-class vacuum; fixed dust sources enclosed and extracted.",
      administrative:
        "No dry sweeping or compressed-air cleaning; air monitoring against the occupational exposure limit; health monitoring for silica work.",
    },
    ppe: [
      `${PPE.p2}, or a powered air-purifying respirator for high-exposure tasks`,
      PPE.glasses,
      "Disposable coveralls where dust settles on clothing",
    ],
    competencies: ["Silica and dust hazard awareness training", COMPETENCY.fitTest],
  }),
  hazard({
    id: "manual-handling",
    name: "Manual handling (lifting, carrying, pushing, pulling)",
    harm: "Lifting, carrying, pushing or pulling heavy, bulky or awkward loads causes back, shoulder and hernia injuries and other musculoskeletal disorders.",
    whoAtRisk: "Workers handling stock, materials or equipment",
    inherent: [4, 3],
    residual: [2, 2],
    controls: {
      elimination:
        "Have goods delivered to the point of use, and store them so nothing is lifted from the floor or above shoulder height.",
      substitution: "Buy materials in smaller, lighter packs.",
      engineering:
        "Mechanical aids: trolleys, pallet jacks, vacuum lifters, hoists and height-adjustable benches.",
      administrative:
        "Team lifts for loads over 20 kg (44 lb) or awkward shapes, job rotation, and training on the specific tasks and aids.",
    },
    ppe: [PPE.gripGloves, PPE.boots],
    competencies: ["Manual handling training for the specific tasks"],
  }),
  hazard({
    id: "cutting-tools",
    name: "Knives, blades and power cutting tools",
    harm: "A knife, box cutter, saw or angle grinder slips, kicks back or shatters a disc, causing lacerations, amputation or eye injury.",
    whoAtRisk: "Tool users and workers nearby",
    inherent: [4, 3],
    residual: [2, 3],
    controls: {
      elimination: "Buy materials pre-cut or pre-portioned, and packaging that opens without a blade.",
      substitution:
        "Use safety knives with self-retracting blades, and saws with blade brakes or flesh-sensing stops.",
      engineering:
        "Keep guards fitted on saws and grinders, use discs rated for the tool speed, and clamp the workpiece.",
      administrative:
        "Keep blades sharp and sheathed, cut away from the body, and disconnect power before changing blades or discs.",
    },
    ppe: [PPE.cutGloves, PPE.faceShield, "Cut-resistant chaps for chainsaw work"],
    competencies: [
      "Training on the specific tool, including blade changes and guard adjustment",
      "Chainsaw operator training where chainsaws are used",
    ],
  }),
  hazard({
    id: "diving-work",
    name: "Occupational diving",
    harm: "A diver drowns, suffers decompression illness, is trapped by entanglement or differential pressure, or is struck by a vessel, causing serious injury or death.",
    whoAtRisk: "Divers, dive attendants and standby divers",
    inherent: [3, 5],
    residual: [1, 5],
    controls: {
      elimination: "Use remotely operated vehicles, cameras or work from the surface instead of diving.",
      isolation:
        "Isolate intakes and suction points and lock out nearby pumps and propellers before any diver enters the water.",
      engineering:
        "Surface-supplied air with voice communications and a bail-out cylinder, rather than scuba, for work dives.",
      administrative:
        "Dive plan with depth and time limits, a dive supervisor, a dressed standby diver, decompression procedures, access to a recompression chamber, and dive flags to warn vessels.",
    },
    ppe: [
      "Diving helmet or full-face mask with communications",
      "Bail-out cylinder",
      "Thermal protection suit",
    ],
    permits: ["Dive plan approved by the dive supervisor"],
    competencies: [
      "Occupational diver qualification for the type of diving",
      "Diving medical fitness certificate",
      "Dive supervisor competency",
    ],
    highRiskWork: ["diving", "water-drowning-risk"],
  }),
  hazard({
    id: "food-safety",
    name: "Food safety and food handling",
    harm: "Poor hygiene, temperature abuse or cross-contamination causes food poisoning, and undeclared allergens cause severe allergic reactions, in workers and customers.",
    whoAtRisk: "Food handlers, workers eating on site and customers",
    inherent: [3, 4],
    residual: [1, 4],
    controls: {
      substitution: "Use pre-prepared or pasteurised ingredients for high-risk foods where possible.",
      isolation:
        "Separate raw and ready-to-eat food in storage and preparation, with colour-coded boards and utensils.",
      engineering:
        "Temperature-monitored fridges at 5 °C (41 °F) or below, hot-holding at 60 °C (140 °F) or above, and dedicated hand-wash basins.",
      administrative:
        "Food safety program with temperature logs, allergen records and cleaning schedules; food handlers with vomiting or diarrhoea stay away until 48 hours after symptoms stop.",
    },
    ppe: ["Disposable gloves for ready-to-eat food", "Hair restraint and clean apron"],
    competencies: [
      "Food handler hygiene training",
      "Food safety supervisor training where required",
      "Allergen management training",
    ],
  }),
  hazard({
    id: "psychological-hazards",
    name: "Traumatic and emotionally demanding work",
    harm: "Exposure to traumatic events, distressed or aggressive people, or emotionally demanding work causes post-traumatic stress, anxiety, depression and burnout.",
    whoAtRisk: "Front-line, emergency, care and customer-facing workers",
    inherent: [3, 4],
    residual: [2, 3],
    controls: {
      engineering:
        "Design work areas for safety: secure counters, duress alarms, clear sight lines and a safe room.",
      administrative: [
        "Rotate workers between high- and low-exposure work, and cap caseloads of traumatic material.",
        "Structured defusing and debriefing after critical incidents, with access to a confidential employee assistance program and peer support.",
        "Train workers in recognising distress, de-escalation and when to withdraw.",
      ],
    },
    competencies: [
      "Psychological first aid",
      COMPETENCY.deescalation,
      "Trauma-informed supervision for supervisors",
    ],
  }),
];
