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

/** The middle value: of five runs, the third fastest. */
export const median = (values: number[]) => percentile(values, 50);

/**
 * Lighthouse's phone profile applied to one page over CDP: 150 ms round trips, 1.6 Mbit/s down,
 * 750 kbit/s up, the CPU slowed 4× (what Lighthouse simulates for its mobile score).
 */
export async function throttleLikeAPhone(
  context: import("@playwright/test").BrowserContext,
  page: import("@playwright/test").Page,
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** A phone's screen, as the browser sections open pages on it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true } as const;

/**
 * One Lighthouse run on `url` (performance and accessibility) in its own headless Chromium: as a
 * phone with Lighthouse's default throttling, or as a desktop. `cookie` is sent with every request,
 * so a signed-in page is measured as its owner gets it.
 */
export async function lighthouseReport(
  url: string,
  { formFactor, cookie }: { formFactor: "mobile" | "desktop"; cookie?: string },
) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import("../e2e/support/env");
  // Lighthouse starts Chromium itself, so headless is asked for by flag.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      formFactor === "desktop"
        ? {
            extends: "lighthouse:default",
            settings: {
              formFactor: "desktop",
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
              throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
            },
          }
        : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** A Lighthouse category's score out of 100. */
export const lighthouseScore = (
  lhr: Awaited<ReturnType<typeof lighthouseReport>>,
  category: "performance" | "accessibility",
) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
