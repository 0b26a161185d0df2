import './zodConfig';
import { z } from 'zod';
import type { ErrorBody } from './errors';

/** The one error shape every endpoint answers with: `{ code, message, fieldErrors? }`. */
export const errorBodySchema: z.ZodType<ErrorBody> = z
  .object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
