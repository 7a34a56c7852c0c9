import { textsUnder } from '../../lib/texts-under';

const TEXT_NAMES = [
  'required',
  'choose',
  'replace',
  'types',
  'uploading',
  'cancelUpload',
  'uploadedTitle',
  'uploadedText',
  'remove',
  'removeLabel',
  'removing',
  'deletedTitle',
  'deletedText',
  'tooLargeTitle',
  'tooLargeText',
  'wrongTypeTitle',
  'wrongTypeText',
  'uploadErrorTitle',
  'uploadErrorText',
  'deleteErrorTitle',
  'deleteErrorText',
  'photoDark',
  'photoBlurry',
  'photoDarkBlurry',
  'photoAdvice',
  'retakePhoto',
  'keepPhoto',
] as const;

/** The translation keys a document slot shows: its tag, buttons, states and toasts. */
export type DocumentSlotTexts = Record<(typeof TEXT_NAMES)[number], string>;

/** A slot's texts under one prefix (`wizard.documents`), with overrides where a wizard words them its own way. */
export const documentSlotTexts = (prefix: string, overrides?: Partial<DocumentSlotTexts>): DocumentSlotTexts =>
  textsUnder(prefix, TEXT_NAMES, overrides);

/** A termination's slot: its own file types, the meter photo photos only (the termination wizard and Track). */
export const terminationSlotTexts = (type: string, overrides?: Partial<DocumentSlotTexts>): DocumentSlotTexts =>
  documentSlotTexts('wizard.documents', {
    ...(type === 'meter'
      ? { types: 'termination.documents.meterTypes', wrongTypeText: 'termination.documents.meterWrongTypeText' }
      : { types: 'termination.documents.types', wrongTypeText: 'termination.documents.wrongTypeText' }),
    ...overrides,
  });
