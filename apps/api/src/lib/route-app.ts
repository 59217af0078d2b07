import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The instance a route plugin registers on (Zod schemas): what a plugin's route groups are given. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
