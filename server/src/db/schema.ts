import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    statusBefore: text('status_before'),
    statusAfter: text('status_after'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_at_idx').on(t.at)],
);

/** Failed attempts and similar events counted in a sliding window (login throttling). */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at)],
);

export const complexes = pgTable(
  'complexes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code'),
    createdAt: createdAt(),
  },
  (t) => [index('complexes_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const premises = pgTable(
  'premises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    premise: text('premise').notNull().unique(),
    unitNumber: text('unit_number').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('premises_complex_unit_idx').on(t.complexId, t.unitNumber)],
);

export const depositRules = pgTable(
  'deposit_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicantType: text('applicant_type', { enum: ['residential', 'business'] }).notNull(),
    occupancy: text('occupancy', { enum: ['owner', 'tenant'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('deposit_rules_type_occupancy_idx').on(t.applicantType, t.occupancy)],
);

/** The admin list's full name, exactly as its `fullName` in admin-application-repository.ts, for the indexes. */
const listFullName = (t: { firstName: AnyPgColumn; surname: AnyPgColumn }) =>
  sql`(trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.surname}, '')))`;

/** One row per application, residential (form type 1) or business (form type 4). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    formType: integer('form_type').notNull(),
    isBusiness: boolean('is_business').notNull().default(false),
    status: text('status').notNull().default('incomplete'),
    stepNo: integer('step_no').notNull().default(8),
    language: text('language').notNull().default('en'),
    title: text('title'),
    initials: text('initials'),
    firstName: text('first_name'),
    surname: text('surname'),
    idNumber: text('id_number'),
    cellPhone: text('cell_phone'),
    email: text('email'),
    refName: text('ref_name'),
    refRelation: text('ref_relation'),
    refAddress: text('ref_address'),
    refCellNo: text('ref_cell_no'),
    complexName: text('complex_name'),
    streetAddress: text('street_address'),
    unitNumber: text('unit_number'),
    suburb: text('suburb'),
    province: text('province'),
    occupationDate: date('occupation_date'),
    leaseDate: date('lease_date'),
    isOwner: boolean('is_owner'),
    postalAddress: text('postal_address'),
    postalCode: text('postal_code'),
    complexId: integer('complex_id').references(() => complexes.id, { onDelete: 'set null' }),
    premiseId: integer('premise_id').references(() => premises.id, { onDelete: 'set null' }),
    cellConfirmedAt: timestamp('cell_confirmed_at', { withTimezone: true }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentTermsVersion: text('consent_terms_version'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    depositCents: integer('deposit_cents'),
    depositApprovedAt: timestamp('deposit_approved_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastClientMessage: text('last_client_message'),
    infoRequested: text('info_requested'),
    signatureType: text('signature_type', { enum: ['typed', 'drawn'] }),
    signatureText: text('signature_text'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    business: jsonb('business').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_created_idx').on(t.createdAt),
    // The admin list search is `ILIKE '%text%'` on these four; pg_trgm's GIN indexes serve it (3+ characters).
    // fastupdate off: PGlite has no autovacuum to flush a GIN pending list, and a long one makes the planner
    // skip the index. Plans and timings: docs/performance/admin-list.md.
    index('applications_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('applications_full_name_trgm_idx')
      .using('gin', sql`${listFullName(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('applications_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('applications_cell_phone_trgm_idx').using('gin', t.cellPhone.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Sorting the list by name.
    index('applications_full_name_idx').on(listFullName(t)),
  ],
);

/** Uploaded files of an application; the stored name is random and never derived from the user's name. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    isApproved: boolean('is_approved'),
    reviewedBy: uuid('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('documents_application_type_idx').on(t.applicationId, t.type)],
);

export const applicantSessions = pgTable(
  'applicant_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('applicant_sessions_application_idx').on(t.applicationId)],
);

/** One-time codes, stored as keyed hashes; a code dies after its time or its wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_application_idx').on(t.applicationId, t.createdAt),
    index('verification_codes_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** The timeline: status changes and notes, with who and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['applicant', 'admin', 'system'] }).notNull(),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['status', 'note', 'message'] }).notNull(),
    statusFrom: text('status_from'),
    statusTo: text('status_to'),
    text: text('text'),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);
