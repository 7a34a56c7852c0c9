/** A `validation.*` key from the shared schemas is translated; a message the server already translated is kept. */
export const translateMessage = (t: (key: string) => string, message: string) =>
  message.startsWith('validation.') ? t(message) : message;
