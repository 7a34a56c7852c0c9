import type { ApplicationStep } from '../constants.js';
import type { KindSteps } from './customer-kind.js';

/** Both application kinds' steps, progress (spec 1 section 2) and Back (spec 1 section 4): none from the first or last. */
export const APPLICATION_STEP_FLOW: KindSteps<ApplicationStep> = {
  order: [
    'client_details',
    'property_info',
    'phone_verification',
    'document_upload',
    'terms_conditions',
    'confirmation',
  ],
  progress: {
    client_details: 16.67,
    property_info: 33.33,
    phone_verification: 50,
    document_upload: 66.67,
    terms_conditions: 83.33,
    confirmation: 100,
  },
  back: {
    property_info: 'client_details',
    phone_verification: 'property_info',
    document_upload: 'phone_verification',
    terms_conditions: 'document_upload',
  },
};
