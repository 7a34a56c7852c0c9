/**
 * The GSM 03.38 default alphabet and its extension table (each extension character takes two septets): the text an
 * SMS carries in 7-bit encoding. Anything else (isiZulu's and Sesotho's letters are Latin, but curly quotes, an
 * em dash or š are not here) needs the gateway's Unicode encoding, or it arrives as question marks.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '\f^{}\\[~]|€';
const GSM_CHARACTERS = new Set([...BASIC, ...EXTENSION]);

/** True when the text has a character outside GSM 03.38, so the gateway must send it as Unicode (UCS-2). */
export function needsUnicode(text: string): boolean {
  for (const character of text) if (!GSM_CHARACTERS.has(character)) return true;
  return false;
}
