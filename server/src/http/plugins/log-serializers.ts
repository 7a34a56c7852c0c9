/**
 * What a request's log line says about it: its id, method and path. Query strings carry searches
 * (names, ID and phone numbers) and client addresses identify people, so neither is logged.
 */
export const logSerializers = {
  req: (request: { method: string; url: string; id: string }) => ({
    id: request.id,
    method: request.method,
    path: request.url.split('?')[0],
  }),
};
