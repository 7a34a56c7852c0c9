/** An application under the admin API: its review calls and the document reviews of the shared case pieces. */
export const applicationPath = (id: string) => `/admin/applications/${encodeURIComponent(id)}`;
