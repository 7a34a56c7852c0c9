import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { describe, expect, test } from 'vitest';
import { nextStep, previousStep, stepPosition } from '../../components/wizard/step-flow';
import { applicationFlow, stepForRecord } from './wizard-steps';

const record = (changes: Partial<StoredApplicationRecord>): StoredApplicationRecord => ({
  applicationNumber: 'PM-2026-48213',
  status: 'incomplete',
  business: null,
  Title: 'Ms',
  Initials: 'T',
  FirstName: 'Thandi',
  Surname: 'Mokoena',
  IDnr: '8001015009087',
  Cellnr: '+27825550101',
  EmailAddress: null,
  RefName: 'Sipho Dlamini',
  RefRelation: null,
  RefAddress: null,
  RefCellNo: '+27837654321',
  ComplexName: 'Arcadia Place',
  StreetName: '600 Pretorius Street',
  UnitNr: '5',
  Suburb: 'Arcadia',
  Province: 'Gauteng',
  OccDate: '2026-12-01',
  LeaseDate: '2026-11-15',
  Owner: false,
  Postal1: null,
  Postal4: null,
  CellConfirmed: false,
  IDDocUploaded: false,
  IDDocName: null,
  DeedLeaseDocUploaded: false,
  DeedLeaseDocName: null,
  StepNo: 8,
  AppDate: null,
  documents: [],
  infoRequested: null,
  ...changes,
});

describe('the step a resumed application opens at (spec 1 section 4)', () => {
  test.each([
    [8, 'client_details'],
    [9, 'property_info'],
    [11, 'document_upload'],
    [12, 'terms_conditions'],
    [13, 'confirmation'],
    [14, 'confirmation'],
  ] as const)('step number %i opens %s', (StepNo, step) => {
    expect(stepForRecord(record({ StepNo }))).toBe(step);
  });

  test('a missing or unknown step number starts at client details', () => {
    expect(stepForRecord(record({ StepNo: 0 }))).toBe('client_details');
    expect(stepForRecord(record({ StepNo: 3 }))).toBe('client_details');
  });

  test('phone verification is skipped once the cell phone is confirmed', () => {
    expect(stepForRecord(record({ StepNo: 10 }))).toBe('phone_verification');
    expect(stepForRecord(record({ StepNo: 10, CellConfirmed: true }))).toBe('document_upload');
  });

  test('a submitted application, which the applicant may no longer change, opens the confirmation', () => {
    for (const status of ['pending', 'approved', 'rejected', 'completed', 'archived'] as const) {
      expect(stepForRecord(record({ status, StepNo: 9 })), status).toBe('confirmation');
    }
  });

  test('a request for information starts over at client details, whatever step was saved', () => {
    expect(stepForRecord(record({ status: 'needsinfo', StepNo: 13 }))).toBe('client_details');
  });
});

describe.each(['residential', 'business'] as const)('the %s wizard steps (spec 1 sections 2 and 4)', (kind) => {
  const flow = applicationFlow(kind);
  test('six steps with the spec progress', () => {
    expect(flow.order.map((step) => flow.progress[step])).toEqual([16.67, 33.33, 50, 66.67, 83.33, 100]);
    expect(stepPosition(flow, 'phone_verification')).toBe(3);
  });

  test('Back goes one step back, except from client details and the confirmation', () => {
    expect(previousStep(flow, 'client_details')).toBeNull();
    expect(previousStep(flow, 'property_info')).toBe('client_details');
    expect(previousStep(flow, 'phone_verification')).toBe('property_info');
    expect(previousStep(flow, 'document_upload')).toBe('phone_verification');
    expect(previousStep(flow, 'terms_conditions')).toBe('document_upload');
    expect(previousStep(flow, 'confirmation')).toBeNull();
  });

  test('every Back leads to an earlier step, and the steps follow one another', () => {
    for (const [step, back] of Object.entries(flow.back)) {
      expect(flow.order.indexOf(back as never)).toBeLessThan(flow.order.indexOf(step as never));
    }
    expect(nextStep(flow, 'terms_conditions')).toBe('confirmation');
  });
});
