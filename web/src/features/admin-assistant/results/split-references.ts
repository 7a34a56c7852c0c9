/** An application's reference inside the server's sentences (PM-YYYY-NNNNN). */
const REFERENCE = /(PM-\d{4}-\d{5})/;

export interface TextPart {
  text: string;
  isReference: boolean;
  /** Where the part starts in the sentence: a key that never moves. */
  at: number;
}

/** A sentence cut into plain text and the application references it names. */
export function splitReferences(sentence: string): TextPart[] {
  let at = 0;
  return sentence
    .split(REFERENCE)
    .map((text, index) => {
      const part = { text, isReference: index % 2 === 1, at };
      at += text.length;
      return part;
    })
    .filter((part) => part.text !== '');
}
