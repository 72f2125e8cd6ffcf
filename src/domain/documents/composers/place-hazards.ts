import { type EmergencyScenario, scenariosFor } from "../../emergencies";
import type { ComposeContext } from "../compose-types";
import { firstCall, siteRespondsFirst } from "./regulator";

/**
 * The natural hazards of the business's place (a heatwave in the Northern Territory, a hurricane on
 * the Gulf coast), as the knowledge base's emergencies list them. The emergency plan gives each its
 * procedure; the first aid plan and the inductions name them too, so the people who treat and the
 * people who arrive know the place's own dangers, not only the building's.
 */
export function naturalHazardsOf(ctx: ComposeContext): EmergencyScenario[] {
  return scenariosFor({
    industry: ctx.business.industry,
    regions: [ctx.business.jurisdiction, ...ctx.business.regions],
    hazards: ctx.hazards,
    text: [ctx.business.workDescription, ctx.metadata.activity, ctx.metadata.scope, ctx.metadata.location],
  }).filter((s) => s.natural);
}

/** A scenario's steps with who is called first filled in. */
export function naturalHazardSteps(ctx: ComposeContext, s: EmergencyScenario): string[] {
  const andSite = siteRespondsFirst(ctx) ? "" : " (and, on a site, make the site's emergency call)";
  return s.steps.map((t) => t.replaceAll("{{call}}", firstCall(ctx)).replaceAll("{{andSite}}", andSite));
}
