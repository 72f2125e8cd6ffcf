import type { DocumentTypeId } from "../../catalogue";
import type { Composer } from "../compose-types";
import { composer as actionPlan } from "./action-plan";
import { composer as bullyingPolicy } from "./bullying-policy";
import { composer as checklist } from "./checklist";
import { composer as chemicalRegister } from "./chemical-register";
import { composer as contractorInduction } from "./contractor-induction";
import { composer as dseChecklist } from "./dse-checklist";
import { composer as emergencyPlan } from "./emergency-plan";
import { composer as firstAidPlan } from "./first-aid-plan";
import { composer as hazardRegister } from "./hazard-register";
import { composer as incidentForm } from "./incident-form";
import { composer as induction } from "./induction";
import { composer as permit } from "./permit";
import { composer as policy } from "./policy";
import { composer as ppeRegister } from "./ppe-register";
import { composer as returnToWork } from "./return-to-work";
import { composer as riskAssessment } from "./risk-assessment";
import { composer as safetyAudit } from "./safety-audit";
import { composer as sopTemplate } from "./sop-template";
import { composer as swms } from "./swms";
import { composer as trainingRecord } from "./training-record";

/** One composer per document type; each file holds one. */
export const COMPOSERS: Record<DocumentTypeId, Composer> = {
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
};
