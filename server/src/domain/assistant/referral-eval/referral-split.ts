import { LANGUAGES, type Language } from '@protea/shared/constants';
import { REFERRAL_TEXTS, type ReferralLabel } from './referral-texts.js';

export interface ReferralExample {
  text: string;
  label: ReferralLabel;
  language: Language;
  /** Its place among the texts of its label and language; texts at the same place translate each other. */
  position: number;
}

/** Every label, in the order the evaluation set lists them. */
export const REFERRAL_LABELS = Object.keys(REFERRAL_TEXTS) as ReferralLabel[];

/**
 * Within each label and language, the 2nd, 5th and 8th of every ten texts are held out (about 30 %),
 * the rest train. By position, not by chance, so every run measures the same split and every
 * label and language is on both sides.
 */
const isHeldOut = (position: number) => [1, 4, 7].includes(position % 10);

function split(heldOut: boolean): ReferralExample[] {
  return REFERRAL_LABELS.flatMap((label) =>
    LANGUAGES.flatMap((language) =>
      REFERRAL_TEXTS[label][language]
        .map((text, position) => ({ text, label, language, position }))
        .filter((example) => isHeldOut(example.position) === heldOut),
    ),
  );
}

export const referralTraining = (): ReferralExample[] => split(false);
export const referralHeldOut = (): ReferralExample[] => split(true);
