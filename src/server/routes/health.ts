import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client";

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get("/api/health", async (_request, reply) => {
    try {
      await database.ping();
    } catch {
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ status: "unavailable", message: "Database unavailable" });
    }
    return { status: "ok", database: database.kind };
  });
}
