// The wizard's steps after the first in one module: they load together, in one request, when the customer starts on
// the first step or reaches a later one (issue 12).
export { CellVerificationStep } from './cell-verification-step';
export { ConfirmationStep } from './confirmation-step';
export { DepositDeclarationStep } from './deposit-declaration-step';
export { DocumentUploadStep } from './document-upload-step';
export { OpenTerminationStep } from './open-termination-step';
export { PropertyInfoStep } from './property-info-step';
