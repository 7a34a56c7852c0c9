import { describe, expect, test } from 'vitest';
import { needsUnicode } from './gsm-03-38.js';

describe('GSM 03.38', () => {
  test('messages within the alphabet and its extension table need no Unicode', () => {
    for (const text of [
      'Protea Management: we received your application PM-2026-12345.',
      'Ons het u aansoek ontvang. Rede: "onvolledig" (bl. 2) @ 08:00 & € [ok] {x} ~ ^ | \\',
      'Sawubona! Isicelo sakho samukelwe.',
      'Re amohetse kopo ya hao. Ke a leboha.',
      'Ñoño, Ölförråd, Æøå, ß, É, ¿¡, §, £, ¥, ΔΦΓΛΩΠΨΣΘΞ',
    ])
      expect(needsUnicode(text), text).toBe(false);
  });

  test('curly quotes, dashes, accents outside the alphabet and emoji need Unicode', () => {
    for (const text of ['“quoted”', 'it’s', 'a — b', 'š', 'ê', 'ç', '😀', 'é'.normalize('NFD')])
      expect(needsUnicode(text), text).toBe(true);
  });
});
