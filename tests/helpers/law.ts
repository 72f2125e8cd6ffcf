import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";

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
