/** Address of the dashboard's Applications tab filtered by a status (overview links, quick actions). */
export const applicationsHref = (status: string) => `/admin?tab=applications&status=${encodeURIComponent(status)}`;

export const terminationsHref = (status: string) => `/admin?tab=terminations&status=${encodeURIComponent(status)}`;

export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);
