// The wizard's steps after the first, and Edit Details, in one module: they load together, in one request, when the
// applicant starts on the first step or reaches a later one (issue 12).
export { ConfirmationStep } from './confirmation-step';
export { DocumentUploadStep } from './document-upload-step';
export { EditDetailsDialog } from './edit-details-dialog';
export { PhoneVerificationStep } from './phone-verification-step';
export { PropertyStep } from './property-step';
export { TermsStep } from './terms-step';
