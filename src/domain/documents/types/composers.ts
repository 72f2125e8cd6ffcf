import type { Composer } from "../compose-types";
import { composer as actionPlan } from "./action-plan/composer";
import { composer as bullyingPolicy } from "./bullying-policy/composer";
import { composer as checklist } from "./checklist/composer";
import { composer as chemicalRegister } from "./chemical-register/composer";
import { composer as contractorInduction } from "./contractor-induction/composer";
import { composer as dseChecklist } from "./dse-checklist/composer";
import { composer as emergencyPlan } from "./emergency-plan/composer";
import { composer as firstAidPlan } from "./first-aid-plan/composer";
import { composer as hazardRegister } from "./hazard-register/composer";
import { composer as heatPlan } from "./heat-plan/composer";
import { composer as incidentForm } from "./incident-form/composer";
import { composer as induction } from "./induction/composer";
import { composer as permit } from "./permit/composer";
import { composer as policy } from "./policy/composer";
import { composer as ppeRegister } from "./ppe-register/composer";
import { composer as psychosocialAssessment } from "./psychosocial-assessment/composer";
import { composer as publicProtection } from "./public-protection/composer";
import type { DocumentTypeId } from "./registry";
import { composer as returnToWork } from "./return-to-work/composer";
import { composer as riskAssessment } from "./risk-assessment/composer";
import { composer as safetyAudit } from "./safety-audit/composer";
import { composer as silicaPlan } from "./silica-plan/composer";
import { composer as sopTemplate } from "./sop-template/composer";
import { composer as swms } from "./swms/composer";
import { composer as trainingRecord } from "./training-record/composer";
import { composer as violencePlan } from "./violence-plan/composer";

/**
 * The composer of each registered type. Apart from the registry because only the engine needs
 * them: the browser loads the catalogue without the code that writes documents. A registered
 * type without a composer here does not type-check.
 */
export const COMPOSERS = {
  policy,
  swms,
  "risk-assessment": riskAssessment,
  "incident-form": incidentForm,
  "emergency-plan": emergencyPlan,
  "hazard-register": hazardRegister,
  "chemical-register": chemicalRegister,
  "training-record": trainingRecord,
  "action-plan": actionPlan,
  "safety-audit": safetyAudit,
  "contractor-induction": contractorInduction,
  "sop-template": sopTemplate,
  induction,
  checklist,
  permit,
  "bullying-policy": bullyingPolicy,
  "ppe-register": ppeRegister,
  "first-aid-plan": firstAidPlan,
  "return-to-work": returnToWork,
  "dse-checklist": dseChecklist,
  "heat-plan": heatPlan,
  "violence-plan": violencePlan,
  "silica-plan": silicaPlan,
  "psychosocial-assessment": psychosocialAssessment,
  "public-protection": publicProtection,
} as const satisfies Record<DocumentTypeId, Composer>;
