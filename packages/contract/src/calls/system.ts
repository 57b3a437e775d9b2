import { z } from 'zod';
import { defineCall } from './define-call';

export const getCurrentTime = defineCall({
  method: 'GET',
  path: '/curtime/get',
  operationId: 'get',
  summary: "The server's clock, the truth for countdowns; callable without a signature so a skewed client can correct itself",
  tags: ['system'],
  data: z.object({ timestamp: z.number().int(), timeZone: z.string() }),
  signed: false,
  allowWhenClosed: true,
});
