import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { taskStepsSchema } from "../../contracts/documents";
import { taskById } from "../../domain/tasks";
import { notFound } from "../lib/http-errors";

/**
 * The task library's methods, read one at a time: the wizard starts a customer's own steps from a
 * task's steps without shipping every method to the browser. The library is the same for everyone,
 * so it is public and may be cached.
 */
export async function taskRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/tasks/:id",
    {
      schema: {
        params: z.object({ id: z.string().max(100, "id must be at most 100 characters") }),
        response: { 200: taskStepsSchema },
      },
    },
    async (request, reply) => {
      const task = taskById(request.params.id);
      if (!task) throw notFound("Task");
      reply.header("cache-control", "public, max-age=3600");
      return { id: task.id, title: task.title, steps: task.steps.map((s) => s.do) };
    },
  );
}
