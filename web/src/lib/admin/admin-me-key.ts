export const adminMeKey = ['admin', 'me'] as const;
