/**
 * A key from the shared schemas (`validation.*`, or the back office's own `admin.*` rules) is translated; a message
 * the server already translated is kept.
 */
export const translateMessage = (t: (key: string) => string, message: string) =>
  /^(validation|admin)\.[\w.]+$/.test(message) ? t(message) : message;
