import { type EmergencyScenario, scenariosFor } from "../../emergencies";
import type { ComposeContext } from "../compose-types";
import { firstCall, siteRespondsFirst } from "./regulator";
import { isRemote, wordsFor, worksOnOpenSite } from "./site-facts";

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

/** The scenario of a casualty carried out from a remote site. */
export const REMOTE_MEDEVAC = "remote-medical-evacuation";

/**
 * Whether the business says its people work remotely: the owner marks the site remote, or its own
 * words or hazards bring the remote medical evacuation (a fly-in fly-out workforce). A state or an
 * industry alone never says it: a mobile tyre fitter in Queensland works in towns and on roads.
 */
export function worksAway(ctx: ComposeContext): boolean {
  return (
    isRemote(ctx) ||
    scenariosFor({
      industry: ctx.business.industry,
      regions: [ctx.business.jurisdiction, ...ctx.business.regions],
      hazards: ctx.hazards,
      text: [ctx.business.workDescription, ctx.metadata.activity, ctx.metadata.scope, ctx.metadata.location],
    }).some((s) => s.id === REMOTE_MEDEVAC)
  );
}

/**
 * A scenario's steps for this business with who is called first filled in: a remote site's own
 * steps where the scenario has them (the site is the refuge there), else the steps of a business
 * whose words say it works remotely or flies its people in, else an open site's where `openSite`
 * and it has them, else the building's.
 */
export function scenarioSteps(ctx: ComposeContext, s: EmergencyScenario, openSite = false): string[] {
  const andSite = siteRespondsFirst(ctx) ? "" : " (and, on a site, make the site's emergency call)";
  const steps =
    isRemote(ctx) && s.remoteSteps
      ? s.remoteSteps
      : s.awaySteps && worksAway(ctx)
        ? s.awaySteps
        : openSite && s.siteSteps
          ? s.siteSteps
          : s.steps;
  return steps.map((t) =>
    t
      .replaceAll("{{call}}", firstCall(ctx))
      .replaceAll("{{andSite}}", andSite)
      .replaceAll("{{air}}", wordsFor(ctx).air)
      .replaceAll("{{floodWarnings}}", ctx.terms.floodWarnings ?? "Sign up for the official flood warnings"),
  );
}

/**
 * A natural hazard's steps with who is called first filled in, as the emergency plan gives them: an
 * open site's where the business works on one (a logging crew has no indoors to move the work to).
 */
export const naturalHazardSteps = (ctx: ComposeContext, s: EmergencyScenario): string[] =>
  scenarioSteps(ctx, s, worksOnOpenSite(ctx));
