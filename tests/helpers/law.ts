import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";
import type { JurisdictionProfile } from "../../src/domain/legal/types";

/**
 * The knowledge base an app under test runs on, which a test "deploys" another release into by
 * calling `deploy`: the app holds `law` and reads the release in force at each use.
 */
export function deployableLaw(start: Law = CURRENT_LAW) {
  let deployed = start;
  const law: Law = {
    get release() {
      return deployed.release;
    },
    get changelog() {
      return deployed.changelog;
    },
    get wording() {
      return deployed.wording;
    },
    profileOn: (code, date) => deployed.profileOn(code, date),
  };
  return {
    law,
    deploy: (next: Law) => {
      deployed = next;
    },
  };
}

/** The notification phone release B gives New South Wales (SafeWork NSW's is 13 10 50 before it). */
export const NEW_NSW_PHONE = "13 10 99";

const withNewPhone = (value: unknown): unknown =>
  typeof value === "string"
    ? value.split("13 10 50").join(NEW_NSW_PHONE)
    : Array.isArray(value)
      ? value.map(withNewPhone)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNewPhone(v)]))
        : value;

/**
 * "Release B": the current knowledge base plus one change, effective 30 November 2026, to New
 * South Wales' notification phone, so a test sees exactly which documents a release marks.
 */
export const RELEASE_B: Law = {
  release: "2026-11-30.1",
  changelog: [
    ...CURRENT_LAW.changelog,
    {
      id: "2026-11-30.1",
      date: "2026-11-30",
      changes: [
        {
          id: "nsw-phone",
          summary: `New South Wales: SafeWork NSW's number for notifying incidents is now ${NEW_NSW_PHONE}.`,
          jurisdictions: ["AU-NSW"],
          items: ["AU-NSW:regulator.notificationPhone"],
          source: "https://www.safework.nsw.gov.au/contact-us",
          effective: "2026-11-30",
        },
      ],
    },
  ],
  profileOn: (code, day) => {
    const p = CURRENT_LAW.profileOn(code, day);
    return code === "AU-NSW" ? (withNewPhone(p) as JurisdictionProfile) : p;
  },
};
