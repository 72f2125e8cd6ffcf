import type { DocumentTypeId } from "../src/domain/catalogue";
import { CURRENT_LAW, composeWithBasis, type Law } from "../src/domain/documents/basis";
import { openDatabase } from "../src/server/db/client";
import { businesses, documentBases, policies, users } from "../src/server/db/schema";
import { basisRow, businessFacts } from "../src/server/law/bases";
import { createLawImpact } from "../src/server/law/impact";
import { benchBusiness, type Row, round } from "./common";

/**
 * The law-impact job on PostgreSQL (BENCH_DATABASE_URL) over 10,000 documents written directly into
 * a new database with their bases: a release then changes the New South Wales notification phone
 * number, which the policies and incident forms print and the others do not, and the job's run is
 * timed (reading every basis, recomposing the candidates and marking them).
 */

const DOCUMENTS = 10_000;
const PER_BUSINESS = 50;
/** A business-wide policy and, per business, per-job documents that may repeat. */
const PER_JOB: DocumentTypeId[] = ["incident-form", "swms", "risk-assessment"];

const OLD_PHONE = "13 10 50";
const NEW_PHONE = "13 10 99";
const withNewPhone = (value: unknown): unknown =>
  typeof value === "string"
    ? value.split(OLD_PHONE).join(NEW_PHONE)
    : Array.isArray(value)
      ? value.map(withNewPhone)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNewPhone(v)]))
        : value;

/** The compiled knowledge base plus a release that changes the phone number. */
const releaseB: Law = {
  release: "bench.1",
  changelog: [
    ...CURRENT_LAW.changelog,
    {
      id: "bench.1",
      date: "2026-11-30",
      changes: [
        {
          id: "bench-nsw-phone",
          summary: "New South Wales: a changed number for notifying incidents (bench data).",
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
    return code === "AU-NSW" ? (withNewPhone(p) as typeof p) : p;
  },
};

export async function lawImpactBench(rows: Row[]) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log("law-impact-pg: BENCH_DATABASE_URL is not set, so this PostgreSQL section is skipped");
    return;
  }
  const { freshPostgresDatabase } = await import("../tests/stress/support");
  const fresh = await freshPostgresDatabase(serverUrl);
  const database = await openDatabase({ url: fresh.url });
  try {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ name: "Bench Owner", email: "bench-law@example.com", emailNotifications: false })
      .returning({ id: users.id });
    const date = "2026-11-23";
    // One composition per type: every document of a type is the same text, as generated for this business.
    const facts = businessFacts({
      ...benchBusiness("Bench Law Builders"),
      industryOther: null,
      workDescription: null,
      identifier: { label: "ABN", value: null },
    });
    const composed = new Map(
      (["policy", ...PER_JOB] as DocumentTypeId[]).map((type) => [
        type,
        composeWithBasis(
          {
            documentType: type,
            business: facts,
            metadata: { scope: "Steel crew", activity: "Scaffold erection", location: "Site 4" },
            additionalPolicies: [],
            preparedBy: "Bench Owner",
            date,
          },
          CURRENT_LAW,
        ),
      ]),
    );
    const seedStart = performance.now();
    for (let b = 0; b < DOCUMENTS / PER_BUSINESS; b++) {
      const [business] = await db
        .insert(businesses)
        .values({ ...benchBusiness(`Bench Law Builders ${b}`), userId: user!.id })
        .returning({ id: businesses.id });
      const types: DocumentTypeId[] = [
        "policy",
        ...Array.from({ length: PER_BUSINESS - 1 }, (_, i) => PER_JOB[i % PER_JOB.length]!),
      ];
      const inserted = await db
        .insert(policies)
        .values(
          types.map((type, i) => {
            const { content } = composed.get(type)!;
            return {
              businessId: business!.id,
              type,
              title: `${content.title} ${i}`,
              content: {
                ...content,
                generation: {
                  engine: "built-in" as const,
                  generatedAt: new Date().toISOString(),
                  generatedInMs: 0,
                },
              },
              metadata: {},
            };
          }),
        )
        .returning({ id: policies.id, type: policies.type });
      await db
        .insert(documentBases)
        .values(inserted.map((row) => basisRow(row.id, composed.get(row.type as DocumentTypeId)!.basis)));
    }
    const seedMs = performance.now() - seedStart;
    console.log(`law-impact-pg: ${DOCUMENTS} documents with bases written in ${Math.round(seedMs / 1000)} s`);

    const clock = new Date("2026-11-30T09:00:00Z");
    // The compiled release first, so only release B's change is left to work through.
    await createLawImpact({ db, now: () => clock }).run();
    const start = performance.now();
    const { events } = await createLawImpact({ db, law: releaseB, now: () => clock }).run();
    const seconds = (performance.now() - start) / 1000;
    const marked = events.find((e) => e.key === "release:bench.1")?.marked.length ?? 0;
    rows.push(
      {
        metric: `Law-impact job over ${DOCUMENTS.toLocaleString("en")} documents on PostgreSQL (a release changing a phone number)`,
        value: round(seconds),
        unit: "s",
        target: "≤ 30 s",
      },
      { metric: "Law-impact job: documents marked", value: marked, unit: "documents" },
    );
  } finally {
    await database.close();
    await fresh.drop();
  }
}
