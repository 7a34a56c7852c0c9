import { CaseButton } from './case-button';
import { splitReferences } from './split-references';

/** A sentence of an answer with every application reference in it a button that opens the application. */
export function LinkedText({ text }: { text: string }) {
  return splitReferences(text).map((part) =>
    part.isReference ? (
      <CaseButton
        key={part.at}
        target={{ reference: part.text, kind: 'residential_application', name: '', status: '' }}
      />
    ) : (
      <span key={part.at}>{part.text}</span>
    ),
  );
}
