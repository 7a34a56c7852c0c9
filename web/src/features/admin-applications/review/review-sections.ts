export const REVIEW_SECTIONS = ['applicant', 'property', 'timeline', 'documents', 'actions'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];
