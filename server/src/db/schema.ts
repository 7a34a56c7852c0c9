import type { CaseEventData, DecisionText } from '@protea/shared/case-events';
import { APPLICATION_KINDS, CASE_KINDS, type CaseKind, TERMINATION_KINDS } from '@protea/shared/case-kinds';
import type { MessageVars } from '@protea/shared/notification-messages';
import { STAFF_ROLES } from '@protea/shared/schemas/staff';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The kinds as a list of SQL constants, `'a', 'b'`: the lists' partial indexes and their filter say `kind in (...)`
 * with the same words, so the planner can prove an index holds the rows asked for (parameters would not).
 */
export const kindList = (kinds: readonly CaseKind[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

type ListColumn = 'createdAt' | 'reference' | 'displayName' | 'status' | 'kind' | 'id';
type SortKey = Exclude<ListColumn, 'kind' | 'id'>;

/** The admin lists over `cases`: the name their partial indexes carry, their kinds, and the columns they sort on. */
const LISTS: ReadonlyArray<{ list: string; kinds: readonly CaseKind[]; sortKeys: readonly SortKey[] }> = [
  { list: 'apps', kinds: APPLICATION_KINDS, sortKeys: ['createdAt', 'reference', 'displayName', 'status'] },
  { list: 'terms', kinds: TERMINATION_KINDS, sortKeys: ['createdAt', 'displayName', 'status'] },
];

/** The predicate of a list's partial indexes. */
const ofKinds = (kinds: readonly CaseKind[]) => sql`kind in (${kindList(kinds)})`;
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A list's sort indexes over `cases`: (sort key, id, then kind, status and created_at), for the list's kinds only. */
function listSortIndexes({ list, kinds, sortKeys }: (typeof LISTS)[number], t: Record<ListColumn, PgColumn>) {
  return sortKeys.map((key) => {
    const filtered = (['kind', 'status', 'createdAt'] as const).filter((column) => column !== key);
    return index(`cases_${list}_${snakeCase(key)}_idx`)
      .on(t[key], t.id, ...filtered.map((column) => t[column]))
      .where(ofKinds(kinds));
  });
}

export { STAFF_ROLES };

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  role: text('role', { enum: STAFF_ROLES }).notNull().default('administrator'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The TOTP secret, encrypted with a key derived from SESSION_SECRET; set at set-up, in use once enabled. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The time step of the last TOTP code accepted: a code is never accepted twice, nor one older than it. */
  totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time recovery codes for a staff member's two-factor sign-in, stored as keyed hashes. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/** A password accepted, the second factor still to come: a short-lived token bound to the staff member. */
export const adminTwoFactorChallenges = pgTable(
  'admin_two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('admin_two_factor_challenges_admin_idx').on(t.adminId)],
);

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
    /** The attempt the event belongs to, so a sign-in that succeeded can take its attempt back. */
    ticket: text('ticket'),
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

/**
 * Every customer request, whatever its kind: what the core (workflow, documents, timeline, sessions,
 * codes, consent, notifications, lists) works on. The kind's own fields live in a table of its own
 * (`applications`, later `terminations`) whose primary key is this id.
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CASE_KINDS }).notNull(),
    reference: text('reference').notNull().unique(),
    status: text('status').notNull(),
    /** The person's or business's name as lists show and search it; kept in step by the kind's repository. */
    displayName: text('display_name').notNull().default(''),
    /**
     * A business request's representative, first name and surname, which the lists search beside the business name
     * (display_name); null for a person's own request, whose display_name is already their name. Kept in step by the
     * kind's repository (case-detail-table.ts).
     */
    representativeName: text('representative_name'),
    cellPhone: text('cell_phone'),
    email: text('email'),
    language: text('language').notNull().default('en'),
    cellConfirmedAt: timestamp('cell_confirmed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What staff last asked for or told the customer, as a message key or their own words; translated when shown. */
    infoRequest: jsonb('info_request').$type<DecisionText>(),
    lastMessage: jsonb('last_message').$type<DecisionText>(),
    signatureType: text('signature_type', { enum: ['typed', 'drawn'] }),
    signatureText: text('signature_text'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The client address the signature came from (the evidence page of the PDF). */
    signedIp: text('signed_ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cases_kind_status_created_idx').on(t.kind, t.status, t.createdAt),
    index('cases_kind_created_idx').on(t.kind, t.createdAt),
    // A list covers two kinds (residential and business), which (kind, created_at) cannot return newest first:
    // without this, the unfiltered first page sorted every case of the list (docs/performance/admin-terminations.md).
    index('cases_created_idx').on(t.createdAt),
    // The admin lists search with `ILIKE '%text%'`; pg_trgm's GIN indexes serve it (3+ characters).
    // fastupdate off: PGlite has no autovacuum to flush a GIN pending list, and a long one makes the planner
    // skip the index. Plans and timings: docs/performance/admin-list.md.
    index('cases_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('cases_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('cases_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Only businesses have one (a tenth of the cases): partial, so the nine tenths without one cost nothing.
    index('cases_representative_name_trgm_idx')
      .using('gin', t.representativeName.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.representativeName} is not null`),
    // One per list: a phone search reads every match through it (searchesFewMatches in case-list-repository.ts),
    // and one index for both lists made it read the other list's matches too, twice the table pages.
    ...LISTS.map(({ list, kinds }) =>
      index(`cases_${list}_cell_phone_trgm_idx`)
        .using('gin', t.cellPhone.op('gin_trgm_ops'))
        .with({ fastupdate: false })
        .where(ofKinds(kinds)),
    ),
    index('cases_display_name_idx').on(t.displayName),
    // A search of one or two characters finds names and emails starting with them (docs/performance/million-rows.md).
    index('cases_display_name_prefix_idx').on(sql`lower(${t.displayName}) text_pattern_ops`),
    index('cases_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('cases_representative_name_prefix_idx')
      .on(sql`lower(${t.representativeName}) text_pattern_ops`)
      .where(sql`${t.representativeName} is not null`),
    // One index per list and sort column, holding the columns the list filters on (kind, status, created_at) after
    // the sort key and id: a page, however deep, and the counts under a date filter are read from the index alone
    // (an index-only scan), never from the table. Partial, so each list's index holds only its own kinds.
    // Plans and figures: docs/performance/million-rows.md.
    ...LISTS.flatMap((list) => listSortIndexes(list, t)),
  ],
);

/** Consent given for a case: what was agreed to (terms version) and when. */
export const consents = pgTable(
  'consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['popia'] }).notNull(),
    termsVersion: text('terms_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_case_idx').on(t.caseId, t.givenAt)],
);

/** Residential (form type 1) and business (form type 4) applications: the fields of their wizard. */
export const applications = pgTable('applications', {
  id: uuid('id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  formType: integer('form_type').notNull(),
  stepNo: integer('step_no').notNull().default(8),
  title: text('title'),
  initials: text('initials'),
  firstName: text('first_name'),
  surname: text('surname'),
  idNumber: text('id_number'),
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
  depositCents: integer('deposit_cents'),
  depositApprovedAt: timestamp('deposit_approved_at', { withTimezone: true }),
  business: jsonb('business').$type<Record<string, unknown>>(),
});

/** Uploaded files of a case; the stored name is random and never derived from the user's name. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the stored file, hex: the evidence page lists it. */
    sha256: text('sha256'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    isApproved: boolean('is_approved'),
    reviewedBy: uuid('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('documents_case_type_idx').on(t.caseId, t.type)],
);

/** A browser session scoped to one case (the applicant's or the terminating customer's). */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_sessions_case_idx').on(t.caseId)],
);

/**
 * What an applicant typed before the application exists (ADR 032), per browser session and wizard kind: the session is
 * a random token whose keyed hash is stored, like the customer sessions'. Personal data (ID numbers): it expires a day
 * after its last save (housekeeping deletes it) and goes when the application is created.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    content: jsonb('content').notNull(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'application_drafts_pk', columns: [t.tokenHash, t.kind] }),
    index('application_drafts_expires_idx').on(t.expiresAt),
  ],
);

/** One-time codes, stored as keyed hashes; a code dies after its time or its wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_case_idx').on(t.caseId, t.createdAt),
    index('verification_codes_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** The timeline: what happened to a case, as an event kind and its values, translated when shown. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['customer', 'admin', 'system'] }).notNull(),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<CaseEventData>().notNull(),
  },
  (t) => [index('case_events_case_idx').on(t.caseId, t.at)],
);

/**
 * Messages to customers, written in the transaction of the change they tell of and sent by the
 * notification worker (an outbox): never lost when a gateway fails, never sent twice by two processes.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    /** What the message is about, as the log outbox records it ('status-update', ...). */
    purpose: text('purpose').notNull(),
    language: text('language').notNull(),
    bodyKey: text('body_key').notNull(),
    subjectKey: text('subject_key'),
    vars: jsonb('vars').$type<MessageVars>().notNull().default({}),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('notifications_case_idx').on(t.caseId),
  ],
);

/**
 * The accounts register (PRODUCT.md 'Customer accounts'): one row per account the provider bills.
 * Completing an application opens one; completing a termination closes it. Numbers are never reused.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Text, leading zeros kept (`00005555`). */
    accountNumber: text('account_number').notNull().unique(),
    holderName: text('holder_name').notNull(),
    /** SA ID or passport number of the holder; for a business, its CIPC registration number. */
    holderIdNumber: text('holder_id_number').notNull(),
    isBusiness: boolean('is_business').notNull().default(false),
    premiseId: integer('premise_id').references(() => premises.id, { onDelete: 'set null' }),
    cellPhone: text('cell_phone'),
    depositCents: integer('deposit_cents').notNull().default(0),
    openedOn: date('opened_on').notNull(),
    closedOn: date('closed_on'),
    /** The application whose completion opened it, and the termination whose completion closed it. */
    openedByCaseId: uuid('opened_by_case_id').references(() => cases.id, { onDelete: 'set null' }),
    closedByCaseId: uuid('closed_by_case_id').references(() => cases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_premise_idx').on(t.premiseId),
    // The review dialog and the PDF name the account a completed application opened.
    index('accounts_opened_by_case_idx').on(t.openedByCaseId),
  ],
);

/**
 * Residential (form type 2) and business (form type 5) terminations: the fields of their wizard
 * (spec 1 section 3, spec 3 'Termination') and what the register check found at submission.
 */
export const terminations = pgTable(
  'terminations',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    formType: integer('form_type').notNull(),
    /** The account number the customer typed (`proteaAccountNumber`). */
    accountNumber: text('account_number'),
    title: text('title'),
    initials: text('initials'),
    firstName: text('first_name'),
    surname: text('surname'),
    idNumber: text('id_number'),
    refName: text('ref_name'),
    refRelation: text('ref_relation'),
    refAddress: text('ref_address'),
    refCellNo: text('ref_cell_no'),
    businessName: text('business_name'),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    businessType: text('business_type'),
    isOwner: boolean('is_owner'),
    complexName: text('complex_name'),
    unitNumber: text('unit_number'),
    streetNumber: text('street_number'),
    streetName: text('street_name'),
    suburb: text('suburb'),
    province: text('province'),
    disconnectionDate: date('disconnection_date'),
    ownerName: text('owner_name'),
    ownerCellPhone: text('owner_cell_phone'),
    ownerEmail: text('owner_email'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountType: text('bank_account_type'),
    bankAccountName: text('bank_account_name'),
    bankBranchCode: text('bank_branch_code'),
    newComplexName: text('new_complex_name'),
    newUnitNumber: text('new_unit_number'),
    newStreetNumber: text('new_street_number'),
    newStreetName: text('new_street_name'),
    newSuburb: text('new_suburb'),
    newProvince: text('new_province'),
    finalMeterReading: text('final_meter_reading'),
    /** When the meter photo was taken, read from it before its metadata was stripped. */
    meterPhotoTakenAt: timestamp('meter_photo_taken_at', { withTimezone: true }),
    declarationAcceptedAt: timestamp('declaration_accepted_at', { withTimezone: true }),
    /** TermDate and SignedDate as the browser sent them; the server's own times are on the case. */
    clientTermDate: text('client_term_date'),
    clientSignedDate: text('client_signed_date'),
    // The register check, recorded at submission for staff.
    registerAccountId: integer('register_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountFound: boolean('account_found'),
    idMatches: boolean('id_matches'),
    premiseMatches: boolean('premise_matches'),
    depositHeldCents: integer('deposit_held_cents'),
    noticeDays: integer('notice_days'),
    lateNotice: boolean('late_notice'),
    penaltyMayApply: boolean('penalty_may_apply'),
    refundDueDate: date('refund_due_date'),
    finalReadingRecordedAt: timestamp('final_reading_recorded_at', { withTimezone: true }),
  },
  (t) => [
    // With the id, so the list's pages sorted by these columns (ties broken by id) are read from the index alone.
    index('terminations_account_number_idx').on(t.accountNumber, t.id),
    index('terminations_disconnection_date_idx').on(t.disconnectionDate, t.id),
    // The admin list searches account, ID and CIPC numbers with `ILIKE '%text%'`, as it does names (ADR 010).
    index('terminations_account_number_trgm_idx')
      .using('gin', t.accountNumber.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('terminations_id_number_trgm_idx').using('gin', t.idNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('terminations_registration_number_trgm_idx')
      .using('gin', t.registrationNumber.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * Every PDF of a request handed out (issue 13): its verification code (printed with a QR code), what it showed and
 * the SHA-256 of its bytes, so whoever receives it can check it at /verify/{code}. No personal data.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CASE_KINDS }).notNull(),
    reference: text('reference').notNull(),
    statusAtIssue: text('status_at_issue').notNull(),
    sha256: text('sha256').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedTo: text('issued_to', { enum: ['customer', 'admin'] }).notNull(),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('issued_documents_case_idx').on(t.caseId)],
);

/** When a periodic job last ran (the daily retention job), shared by every process. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastResult: jsonb('last_result').$type<Record<string, unknown>>(),
});
