/**
 * The spec's seven domain categories, in the order the classifier (engines/domain) reports its
 * scores and its model file stores them: the one list the service description, the engine and the
 * web read.
 */
export const domainCategories = [
  'National News',
  'International News',
  'Business',
  'Sports',
  'Science',
  'Health',
  'Showbiz',
] as const;

export type DomainCategory = (typeof domainCategories)[number];
