/** Wording shared by several entries, kept in one place so entries stay consistent. */

export const PPE = {
  harness: "Full-body harness with shock-absorbing lanyard",
  helmet: "Safety helmet",
  helmetChinStrap: "Safety helmet with chin strap",
  boots: "Steel-toe safety boots",
  slipResistantShoes: "Slip-resistant enclosed footwear",
  hiVis: "High-visibility vest or clothing",
  glasses: "Safety glasses with side shields",
  goggles: "Chemical splash goggles",
  faceShield: "Face shield worn over safety glasses",
  chemGloves: "Chemical-resistant gloves of the type the SDS specifies",
  nitrileGloves: "Disposable nitrile gloves",
  cutGloves: "Cut-resistant gloves",
  gripGloves: "Work gloves with good grip",
  p2: "P2 (N95/FFP2) respirator, fit-tested to the wearer",
  hearing: "Earplugs or earmuffs rated for the measured noise level",
  coveralls: "Disposable coveralls with hood",
} as const;

export const PERMITS = {
  hotWork: "Hot work permit",
  confinedSpace: "Confined space entry permit",
  dig: "Excavation/dig permit",
  electricalIsolation: "Electrical isolation (lockout/tagout) permit",
  isolation: "Isolation (lockout/tagout) permit",
  height: "Working at height permit",
} as const;

export const COMPETENCY = {
  plantLicence: "Licence to perform high risk work for the plant class",
  fitTest: "Respirator fit testing",
  sdsTraining: "Training in the SDS and safe handling of the products used",
  deescalation: "Conflict de-escalation training",
  heightTraining: "Working at height training",
} as const;

export const CONTROL = {
  /** Isolation step for plant and pressure systems. */
  lockout:
    "Isolate every energy source (electrical, hydraulic, pneumatic, stored pressure, gravity), apply a personal lock and tag at each isolation point, and test for zero energy before work starts.",
  sds: "Keep a current safety data sheet (SDS) for each product where it is used, and train workers in its handling, storage and first-aid instructions.",
  noPhoneDriving: "No hand-held phone use while driving; calls only hands-free or when parked.",
} as const;
