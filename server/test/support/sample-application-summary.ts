import type { ApplicationSummaryData } from '../../src/adapters/pdf/application-summary-data.js';

/** One realistic application summary, shared by the PDF tests and the benchmark. */
// A 48x20 signature drawn on a Chromium canvas and exported like the wizard does: toDataURL('image/jpeg', 0.8).
export const SAMPLE_SIGNATURE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAUADADASIAAhEBAxEB/8QAGQABAAMBAQAAAAAAAAAAAAAAAAQGBwUI/8QALBAAAQMDAwMDAgcAAAAAAAAAAQIDBAAFBhEhMRJBUQcTIhRhIzJCUnGBgv/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwD1TSstzOLl2Y5uvHLZKuON4tCZQ7MusYdD01xY1DTCzwAOVDg6g9tYzmD51ihMjB8ykXeOnc2vJT74WPCXxopPgDjyaDW6oGWeruI41djaX5r0+7pJCoNtYVJdSRyFdOwI8E6/auFMuHqjlsE2dOOR8ODp9uVdl3FEpaG/1ewhA16iOFE7a+dxd8FwixYRakwbBCQ0SPxpCwFPPq7qcXyo6/0OwFBXrX6zYbLlNxbhMlWOW5+Rq8RVxOr/AEodHf8AdWiNrQ62lxtSVtrAUlSTqCDwQag32y2y/wBucgXuBGnQ3B8mn2wsfyNeD9xuKouE4BdsFyZLOOXn3cJeCy5apylOOQ16Hp+nXv8AEnTVKu2p3O9BpVKUoFKUoFKUoP/Z',
  'base64',
);

export function sampleTenantApplication(): ApplicationSummaryData {
  return {
    reference: 'PM-2026-000123',
    status: 'submitted',
    accountNumber: null,
    language: 'zu',
    business: null,
    applicant: {
      title: 'Ms',
      initials: 'T',
      firstName: 'Thandi',
      surname: 'Nkosi',
      idNumber: '9001015009087',
      cellPhone: '0821234567',
      cellConfirmedAt: new Date('2026-11-21T09:58:00Z'),
      email: 'thandi.nkosi@example.co.za',
    },
    reference_person: { name: 'Sipho Nkosi', relation: 'Brother', cellPhone: '0837654321', address: '12 Vos Street' },
    property: {
      complexName: 'Protea Gardens',
      unitNumber: '14B',
      streetAddress: '1234 Jan Shoba Street',
      suburb: 'Brooklyn',
      province: 'Gauteng',
      premise: 'Flat',
      isOwner: false,
      occupationDate: '2026-12-01',
      leaseDate: '2026-11-15',
      postalAddress: 'PO Box 4321, Hatfield',
      postalCode: '0028',
    },
    documents: [
      {
        label: 'Copy of ID',
        originalName: 'id-copy.pdf',
        sizeBytes: 245_760,
        uploadedAt: new Date('2026-11-21T10:01:00Z'),
      },
      {
        label: 'Lease agreement',
        originalName: 'lease.jpg',
        sizeBytes: 1_048_576,
        uploadedAt: new Date('2026-11-21T10:02:00Z'),
      },
    ],
    consent: { givenAt: new Date('2026-11-21T10:05:00Z'), termsVersion: '2026-03' },
    signature: { type: 'typed', name: 'Thandi Nkosi', signedAt: new Date('2026-11-21T10:06:00Z') },
    evidence: {
      verifiedCell: { maskedNumber: '*** *** 4567', at: new Date('2026-11-21T09:58:00Z') },
      signedIp: '198.51.100.23',
      files: [
        {
          label: 'Copy of ID',
          originalName: 'id-copy.pdf',
          sizeBytes: 245_760,
          uploadedAt: new Date('2026-11-21T10:01:00Z'),
          sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        },
        {
          label: 'Lease agreement',
          originalName: 'lease.jpg',
          sizeBytes: 1_048_576,
          uploadedAt: new Date('2026-11-21T10:02:00Z'),
          sha256: null,
        },
      ],
    },
    verification: {
      code: 'K7QM-2XPA-9HWD',
      url: 'https://portal.proteamanagement.co.za/ClientApps/verify/K7QM-2XPA-9HWD',
      issuedAt: new Date('2026-11-25T14:03:00Z'),
    },
    createdAt: new Date('2026-11-21T09:50:00Z'),
    submittedAt: new Date('2026-11-21T22:30:00Z'),
  };
}
