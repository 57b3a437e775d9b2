import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

export const getCurrentTime = defineCall(endpoints.get, {
  summary: "The server's clock, the truth for countdowns; callable without a signature so a skewed client can correct itself",
  tags: ['system'],
  data: z.object({ timestamp: z.number().int(), timeZone: z.string() }),
});
