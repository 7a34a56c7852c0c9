import { mobile, requiredText } from './fields.js';
import { text } from './text.js';

/** The person an applicant names as a reference: a name and cell number, relation and address if given. */
export const referenceFields = {
  refName: requiredText('validation.refNameRequired'),
  refRelation: text().trim().max(100, 'validation.tooLong').optional(),
  refAddress: text().trim().max(200, 'validation.tooLong').optional(),
  refCellNo: mobile('validation.refCellPhoneMin'),
};
