import { addDays, saDateOf } from '@protea/shared/sa-time';
import { terminationSubmissionSchema } from '@protea/shared/schemas/termination';
import { describe, expect, test } from 'vitest';
import { submissionPayload } from './submission-payload';

const property = {
  isOwner: false,
  complexName: 'Waterkloof Heights',
  unitNumber: '9',
  streetNumber: '112',
  streetName: 'Albert Street',
  suburb: 'Waterkloof',
  province: 'gauteng',
  disconnectionDate: addDays(saDateOf(new Date()), 40),
};
const deposit = {
  bank: 'Capitec Bank',
  branch: 'Menlyn',
  accountNumber: '1234567890',
  branchCode: '470010',
  accountType: 'savings' as const,
  bankAccountName: 'T Mokoena',
  newComplexName: 'Sunset Villas',
  newUnitNumber: '4',
  newStreetName: 'Festival Street',
  newStreetNumber: '20',
  newSuburb: 'Hatfield',
  newCity: 'Pretoria',
  newProvince: 'gauteng',
  finalMeterReading: '4512.5',
  declarationAccepted: true as const,
};
const idCopy = {
  type: 'id' as const,
  fileName: 'a1b2.png',
  originalName: 'id-copy.png',
  size: '12.3',
  uploadDate: '2026-11-20T07:00:00.000Z',
  capturedAt: null,
};

describe('the termination submission payload', () => {
  const sut = submissionPayload(
    { personal: { proteaAccountNumber: '00005555' }, property, documents: { id: idCopy } },
    deposit,
    { type: 'drawn', typed: 'Thandi', drawn: 'data:image/jpeg;base64,AAAA' },
    { now: new Date('2026-11-22T10:00:00Z'), language: 'zu' },
  );

  test('carries the signature, its type and the dates in the deposit section and at the top, as the spec has it', () => {
    expect(sut.depositDeclaration).toMatchObject({
      declarationAccepted: true,
      signature: 'data:image/jpeg;base64,AAAA',
      signatureType: 'drawn',
      TermDate: '2026-11-22T10:00:00.000Z',
      SignedDate: '2026-11-22T10:00:00.000Z',
      finalMeterReading: '4512.5',
    });
    expect(sut).toMatchObject({ signatureType: 'drawn', TermDate: '2026-11-22T10:00:00.000Z', language: 'zu' });
  });

  test("lists the draft's documents as the spec's file records, without the meter photo's capture time", () => {
    expect(sut.uploadedFiles).toEqual([
      { originalName: 'id-copy.png', fileName: 'a1b2.png', type: 'id', size: '12.3', uploadDate: idCopy.uploadDate },
    ]);
  });

  test('is what the server accepts', () => {
    expect(terminationSubmissionSchema.safeParse(sut).error?.issues).toBeUndefined();
  });
});
