import { z } from 'zod';
import { isoDateTime, percent, plainText } from './common';
import { dealRegions } from './deals';
import { defineRoute } from './route';

export const applicantTypes = ['individual', 'kol', 'community', 'company'] as const;
export const programTypes = ['payback', 'referral', 'both'] as const;

/** The partner application form and the server validate with this one schema. */
export const partnerApplicationSchema = z
  .strictObject({
    applicantType: z.enum(applicantTypes, { error: 'Choose who is applying' }),
    company: plainText().min(1, 'Required').max(120),
    contact: plainText().min(1, 'Required').max(120),
    email: z.email('Enter a valid email').max(200),
    telegram: plainText().max(64).optional().default(''),
    regions: z.array(z.enum(dealRegions)).min(1, 'Choose at least one region'),
    exchanges: z.array(plainText().min(1).max(60)).min(1, 'Choose at least one exchange').max(40),
    programType: z.enum(programTypes, { error: 'Choose a program' }),
    // A JSON number only: null, "", true or [] are not volumes (the form turns its text into a number).
    volume: z.number({ error: 'Enter a number' }).min(0, 'Enter a number of 0 or more').max(1e12),
    proof: plainText().max(2000).optional().default(''),
    note: plainText().max(2000).optional().default(''),
    consent: z.literal(true, { error: 'Accept the terms to apply' }),
  })
  .meta({ id: 'PartnerApplication' });
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

export const partnerApplicationReceiptSchema = z
  .object({ id: z.string(), receivedAt: isoDateTime, betaBoostPercent: percent })
  .meta({ id: 'PartnerApplicationReceipt' });

/** How many applications a server takes per rolling day, and how long it keeps them (published terms). */
export const maxApplicationsPerDay = 100;
export const applicationRetentionDays = 90;

const exampleApplication = {
  applicantType: 'kol',
  company: 'Moonshot Media',
  contact: 'Jisoo Park',
  email: 'jisoo@moonshot.example',
  regions: ['APAC'],
  exchanges: ['cex-a', 'cex-c'],
  programType: 'both',
  volume: 2500000,
  consent: true,
};

export const partnerApplicationRoutes = {
  createPartnerApplication: defineRoute({
    group: 'partner-applications',
    method: 'post',
    invalidates: [],
    path: '/api/partner-applications',
    public: true,
    examples: [
      { status: 400, body: { ...exampleApplication, email: 'jisoo-at-moonshot', consent: false } },
      { status: 201, body: { ...exampleApplication, telegram: '@jisoo_moonshot' } },
    ],
    summary: 'Apply for a partner program; 400 with field errors',
    description: `Public. A server takes at most ${maxApplicationsPerDay} applications a day: above that a 429 rate_limited with Retry-After (seconds), so nobody can grow its store without bound. Applications are kept ${applicationRetentionDays} days, by when each has been answered.`,
    body: partnerApplicationSchema,
    response: partnerApplicationReceiptSchema,
    status: 201,
    errors: [400],
  }),
};
