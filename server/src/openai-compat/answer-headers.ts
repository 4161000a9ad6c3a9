import type { FastifyReply } from 'fastify';

/**
 * OpenAI's answers have no room for our job and charge: they travel as headers, so a client can
 * still find the call in its history (the job id) and see what it cost (PKR).
 */
export function withJobHeaders(reply: FastifyReply, answer: Record<string, unknown>): FastifyReply {
  if (typeof answer.jobId === 'string') reply.header('zuban-job-id', answer.jobId);
  if (typeof answer.cost === 'number') reply.header('zuban-cost', String(answer.cost));
  return reply;
}
