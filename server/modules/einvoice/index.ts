// The public face of the einvoice module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { MyInvoisClient, MyInvoisError, batches, type MyInvoisEndpoints, type MyInvoisCredentials, type PreparedDocument, type SubmitResult, type SubmissionStatus } from './client';
export { EinvoiceDocument, EinvoiceSettings, EINVOICE_STATUSES, type EinvoiceStatus, type EinvoiceSource } from './models';
export {
  agentParty,
  appliesOn,
  cancelDocument,
  clientFor,
  companyParty,
  getSettings,
  issueSelfBilledForPayout,
  saveSettings,
  submitAllPending,
  submitPending,
  validationLink,
  type SettingsInput,
  type SettingsView,
  type SubmitReport,
} from './service';
export { buildDocument, CLASSIFICATION, DOCUMENT_TYPES, GENERAL_PUBLIC_TIN, mandatoryFieldErrors, totalsOf, type DocumentInput, type Party, type Line } from './ubl';
export { loadPem, loadPkcs12, signDocument, verifySignature, type SigningCertificate } from './signature';
export { startLocalMyInvois } from './local';
export { startMyInvoisSimulator, type MyInvoisSimulator } from './simulator';
export { einvoiceJobs } from './jobs';
export { orderEinvoices, payoutEinvoices } from './copies';
export { subscribeEinvoice } from './subscriptions';
export { issueOrderEinvoice, refundOrderEinvoice } from './orders';
export { consolidateDue, consolidateMonth, consolidatedDocumentOf } from './consolidated';
export { issueCreditNote } from './notes';
