import { z } from 'zod';
import { messageFields } from './message-reply';

/**
 * The fellowship application (portal spec §3, §5): one set of rules for the browser form (HTML
 * patterns) and the server (zod), so both always agree.
 */
export const fellowshipRules = {
  /** Name, institution, address, supervisor name, designation, supervisor institution. */
  textMax: 300,
  /** Letters, digits, dot, hyphen, space, slash, backslash, @ # $ % & and comma. */
  textPattern: '[\\p{L}\\p{M}0-9.\\- \\/\\\\@#$%&,]+',
  /** Exactly 11 digits, no spaces. */
  contactPattern: '[0-9]{11}',
  emailMax: 100,
  /** Lowercase letters, digits and ._%+- before @; a domain with a 2 to 3 letter ending. */
  emailPattern: '[a-z0-9._%+\\-]+@[a-z0-9.\\-]+\\.[a-z]{2,3}',
  motivationMax: 150,
  supportMax: 1000,
  semesters: [1, 2, 3, 4, 5, 6, 7, 8],
  academicLevels: ["Bachelor's degree", "Master's degree", 'Doctorate or higher'],
} as const;

/** The services an applicant may choose (spec §3). */
export const fellowshipServices = [
  'Urdu TTS',
  'Urdu STT',
  'Urdu POS',
  'Urdu Content Profanity',
  'Language Identification Service',
  'Urdu Text Summarization',
  'Urdu Domain Identification',
  'Urdu Spell Checking Service',
  'Roman to Urdu Script',
  'Urdu Keyword Extraction',
] as const;

/** PKR 30,000 of API credit, valid one year from approval (spec §1, §9). */
export const FELLOWSHIP_CREDIT_MILLI = 30_000_000;

/** How a browser applies a pattern attribute (anchored, `v` flag); the server uses the same. */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'v').test(value);
}

const patterned = (label: string, pattern: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => matchesPattern(pattern, v), `${label} contains characters that are not allowed.`);

const text = (label: string) => patterned(label, fellowshipRules.textPattern, fellowshipRules.textMax);
const contact = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{11}$/, `${label} must be exactly 11 digits, no spaces.`);
const email = (label: string) => patterned(label, fellowshipRules.emailPattern, fellowshipRules.emailMax);

/** The form's text fields as they arrive in the multipart body (files travel beside them). */
export const fellowshipFormSchema = z
  .object({
    name: text('Name'),
    institution: text('Institution'),
    institutionAddress: text('Institution address'),
    academicLevel: z.enum(fellowshipRules.academicLevels, { message: 'Choose an academic level.' }),
    semester: z.coerce
      .number({ message: 'Semester must be 1 to 8.' })
      .int('Semester must be 1 to 8.')
      .min(1, 'Semester must be 1 to 8.')
      .max(8, 'Semester must be 1 to 8.'),
    contact: contact('Contact number'),
    email: email('Email address'),
    motivation: z
      .string()
      .trim()
      .min(1, 'Research motivation is required.')
      .max(
        fellowshipRules.motivationMax,
        `Research motivation must be at most ${fellowshipRules.motivationMax} characters.`,
      ),
    services: z
      .array(z.enum(fellowshipServices, { message: 'Choose services from the list.' }))
      .min(1, 'Choose at least one service.'),
    supportRequired: z.enum(['Yes', 'No'], { message: 'Say whether you need additional support.' }),
    supportDetails: z.string().trim().max(fellowshipRules.supportMax).optional(),
    supervisorName: text('Supervisor name'),
    supervisorDesignation: text('Designation'),
    supervisorInstitution: text('Supervisor institution'),
    supervisorContact: contact('Supervisor contact number'),
    supervisorEmail: email('Supervisor email address'),
    terms: z.literal('agreed', { message: 'You must agree to the terms and conditions to apply.' }),
  })
  .refine((f) => f.supportRequired === 'No' || (f.supportDetails ?? '') !== '', {
    message: 'Describe the support you need.',
    path: ['supportDetails'],
  });

export type FellowshipForm = z.infer<typeof fellowshipFormSchema>;

/** The three PDF files of an application, by multipart field name. */
export const fellowshipFileFields = {
  proposal: 'Research proposal',
  cv: 'CV',
  recommendation: 'Recommendation letter',
} as const;

/** An application's form as the server keeps and shows it (fellowshipFormSchema's output). */
export const fellowshipFormView = z.object({
  name: z.string(),
  institution: z.string(),
  institutionAddress: z.string(),
  academicLevel: z.enum(fellowshipRules.academicLevels),
  semester: z.number(),
  contact: z.string(),
  email: z.string(),
  motivation: z.string(),
  services: z.array(z.enum(fellowshipServices)),
  supportRequired: z.enum(['Yes', 'No']),
  supportDetails: z.string().optional(),
  supervisorName: z.string(),
  supervisorDesignation: z.string(),
  supervisorInstitution: z.string(),
  supervisorContact: z.string(),
  supervisorEmail: z.string(),
  terms: z.literal('agreed'),
});

export const fellowshipStatus = z.enum(['pending', 'approved', 'rejected']);
export type FellowshipStatus = z.infer<typeof fellowshipStatus>;

/** An application as the applicant's dashboard and the staff review list read it. */
export const applicationView = z.object({
  id: z.string(),
  status: fellowshipStatus,
  reason: z.string().nullable(),
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  form: fellowshipFormView,
  /** Stored file ids, for GET /backend/files/{fileId}. */
  files: z.object({ proposal: z.string(), cv: z.string(), recommendation: z.string() }),
  /** When approved: when the unused credit is taken back. */
  creditExpiresAt: z.number().nullable(),
  /** Staff lists only. */
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string() }).optional(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** POST /backend/my_fellowship: the latest application, or null. */
export const myFellowship = z.object({ application: applicationView.nullable() });
export const applicationList = z.array(applicationView);
/** POST /backend/fellowship_apply answers 201 with the application's id. */
export const applicationFiled = z.object({ ...messageFields, id: z.string() });
/** An approval: PKR 30,000 credited, the balance after (PKR) and when the credit lapses. */
export const fellowshipApproved = z.object({
  ...messageFields,
  balance: z.number(),
  creditExpiresAt: z.number(),
});
