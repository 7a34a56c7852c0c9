import { describe, expect, it } from 'vitest';
import { splitReferences } from './split-references';

describe('splitReferences', () => {
  it('cuts out every application reference of a sentence', () => {
    expect(splitReferences('PM-2026-00012 and PM-2026-00013 share an ID number.')).toEqual([
      { text: 'PM-2026-00012', isReference: true, at: 0 },
      { text: ' and ', isReference: false, at: 13 },
      { text: 'PM-2026-00013', isReference: true, at: 18 },
      { text: ' share an ID number.', isReference: false, at: 31 },
    ]);
  });

  it('leaves a sentence without a reference whole, account numbers included', () => {
    expect(splitReferences('Account 00012289 is still open.')).toEqual([
      { text: 'Account 00012289 is still open.', isReference: false, at: 0 },
    ]);
  });
});
