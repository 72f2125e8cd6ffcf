/** One figure of the benchmark, with the target it is held to where there is one. */
export type Row = { metric: string; value: number; unit: string; target?: string };

/** A New South Wales builder working at height: the business every browser and API bench registers. */
export const benchBusiness = (name: string) => ({
  name,
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  employeeCount: "20-49",
  regions: ["AU-NSW"],
  highRiskActivities: ["working-at-height"],
});

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
export const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The built server started with an owner who has credits, signed in through the API in a Chromium
 * context, with one business and one generated SWMS: what the browser sections measure against.
 * The caller closes `browser` and stops `server`.
 */
export async function serverWithOwnerAndSwms(label: string) {
  const { OwnServer } = await import("../e2e/support/own-server");
  const { chromium } = await import("@playwright/test");
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import("../e2e/support/env");
  const server = new OwnServer();
  const slug = label.toLowerCase().replace(/[^a-z]+/g, "-");
  const account = { email: `bench-${slug}-${Date.now()}@example.com`, password: "a long enough password" };
  await server.startWithCoreCredits({ ...account, firstName: "Bench", lastName: "Owner" });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const owner = await browser.newContext();
  const api = owner.request;
  const headers = { origin: server.url };
  const ok = async <R extends { ok(): boolean; status(): number; text(): Promise<string> }>(res: R) => {
    if (!res.ok()) throw new Error(`bench setup: ${res.status()} ${await res.text()}`);
    return res;
  };
  try {
    await ok(await api.post(`${server.url}/api/auth/sign-in/email`, { headers, data: account }));
    const business = await (
      await ok(await api.post(`${server.url}/api/businesses`, { headers, data: benchBusiness(label) }))
    ).json();
    const doc = await (
      await ok(
        await api.post(`${server.url}/api/documents/generate`, {
          headers,
          data: {
            businessId: business.id,
            documentType: "swms",
            metadata: { activity: "Replacing roof sheeting", location: "8 Church St, Parramatta NSW" },
          },
        }),
      )
    ).json();
    return { server, browser, owner, api, headers, ok, doc };
  } catch (error) {
    await browser.close();
    await server.stop();
    throw error;
  }
}
