import { z } from 'zod';

/**
 * The analysis assistant (spec 3 sections 3 and 7, PRODUCT.md 'Analysis assistant'): what each call
 * answers. Every analysis is computed on the server from the database; texts (summary, issues,
 * recommendations, reasons, explanations) come translated into the caller's language. Besides the
 * fields the spec's screen reads, each answer carries the numbers behind it and the requests
 * concerned, so the screen can chart them and open them.
 */

/** The spec's options, in its order (key: what the dropdown shows comes from the locales). */
export const ANALYSIS_TYPES = [
  'document-quality',
  'waiting-times',
  'bottlenecks',
  'stalled-applications',
  'referral-reason',
  'pending-feedback',
  'approval-likelihood',
  'account-premise-issues',
] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** The analyses that take an application ID (its reference, PM-YYYY-NNNNN). */
export const APPLICATION_ANALYSES = ['referral-reason', 'approval-likelihood', 'account-premise-issues'] as const;

/** The body of `POST /api/ai/document-quality/{documentId}`. */
export const documentQualityBodySchema = z.object({
  documentContent: z.string().max(100_000, 'validation.tooLong').optional().default(''),
  /** What the pasted content should be (id, deedlease, cipc, vat, bank, ...); optional. */
  documentType: z.string().max(40).optional(),
});

/** A request an analysis names: enough to list it and open it in the review dialog. */
export interface CaseRef {
  /** The case's reference (PM-YYYY-NNNNN for applications, the account number for terminations). */
  reference: string;
  kind: 'residential_application' | 'business_application' | 'residential_termination' | 'business_termination';
  /** The name the lists show (person or business). */
  name: string;
  status: string;
}

/** What the group analyses (waiting times, bottlenecks, stalled, pending feedback) share. */
export interface GroupAnalysis {
  summary: string;
  issues: string[];
  recommendations: string[];
}

export interface StatusWaiting {
  status: string;
  /** How many spells in this status were measured (finished and ongoing). */
  count: number;
  medianHours: number;
  p90Hours: number;
  /** The configured target for this status, in business hours; null when none is set. */
  targetHours: number | null;
  /** Share (0-1) of spells within the target; null without a target. */
  withinTarget: number | null;
}

export interface HistogramBucket {
  /** Lower bound in business hours (inclusive); the last bucket has no upper bound. */
  fromHours: number;
  toHours: number | null;
  count: number;
}

export interface WaitingTimesAnalysis extends GroupAnalysis {
  /** Business hours: Monday to Friday 8:00-16:30 in Africa/Johannesburg, public holidays excluded. */
  businessHours: { start: string; end: string; timeZone: string; holidaysExcluded: number };
  statuses: StatusWaiting[];
  /** From submission to decision (approved or rejected), applications decided in the period. */
  decision: { count: number; medianHours: number; p90Hours: number };
  histogram: HistogramBucket[];
  /** Requests now waiting far beyond the others in their status (above p90 and the target). */
  outliers: Array<CaseRef & { businessHours: number }>;
}

export interface FunnelStep {
  step: string;
  /** Applications that reached this step (drafts and submitted ones). */
  reached: number;
  /** Unsubmitted drafts whose furthest step is this one. */
  stoppedHere: number;
}

export interface BottlenecksAnalysis extends GroupAnalysis {
  funnel: FunnelStep[];
  /** Requests for information followed by a resubmission, and how long the customer took. */
  rework: {
    requests: number;
    resubmitted: number;
    /** Applications asked more than once. */
    repeated: number;
    medianResubmitHours: number | null;
    cases: Array<CaseRef & { rounds: number }>;
  };
  /** Drafts idle for longer than the stall threshold, by the step they stopped at. */
  abandoned: Array<CaseRef & { step: string; idleBusinessDays: number }>;
}

export interface StalledAnalysis extends GroupAnalysis {
  thresholdBusinessDays: number;
  byStatus: Array<{ status: string; count: number }>;
  /** Oldest first. */
  cases: Array<CaseRef & { idleBusinessDays: number; lastActivityAt: string }>;
}

export interface PendingFeedbackAnalysis extends GroupAnalysis {
  cases: Array<
    CaseRef & {
      requestedAt: string;
      businessDaysWaiting: number;
      /** Whether anything reached the customer after the request (a staff message or a reminder). */
      reminderSent: boolean;
      request: string;
    }
  >;
}

export interface ReferralScore {
  reason: string;
  /** The label in the caller's language. */
  label: string;
  /** 0-1, the strongest calibrated probability any one staff text gives this reason. */
  score: number;
}

export interface ReferralClassification {
  primaryReason: string;
  secondaryReasons: string[];
  explanation: string;
  /** The machine key of the primary reason (an info-request or rejection option of spec 2); null when none or not sure. */
  primaryKey: string | null;
  /** 0-1, the calibrated probability that the primary reason is right (1 when staff picked it); null when the facts decided, or nothing did. */
  confidence: number | null;
  /** No text points surely enough to one reason: `primaryReason` says "Not sure" and `closest` lists the nearest options. */
  notSure: boolean;
  closest: ReferralScore[];
  scores: ReferralScore[];
  /** The words of the case that weighed most. */
  evidence: string[];
  trainedOn: number;
}

export interface LikelihoodFactor {
  factor: string;
  label: string;
  /** The value for this application, in words. */
  value: string;
  /** How much it moved the score (out of 10), positive or negative. */
  effect: number;
}

export interface ApprovalLikelihood {
  /** 0-10, one decimal. */
  score: number;
  /** 0-100, grows with the number of past decisions learned from. */
  confidence: number;
  rationale: string;
  recommendations: string[];
  factors: LikelihoodFactor[];
  trainedOn: number;
}

export interface PremiseIssue {
  code:
    | 'complex_unknown'
    | 'unit_unknown'
    | 'open_account_on_unit'
    | 'holder_id_differs'
    | 'holder_name_differs'
    | 'id_on_other_requests'
    | 'near_duplicate';
  detail: string;
  cases: CaseRef[];
}

export interface AccountPremiseIssues {
  summary: string;
  potentialIssues: string[];
  recommendations: string[];
  findings: PremiseIssue[];
}

export interface DocumentQuality {
  /** 'good', 'fair' or 'poor', in the caller's language. */
  quality: string;
  level: 'good' | 'fair' | 'poor';
  /** 0-100. */
  score: number;
  issues: string[];
  recommendations: string[];
  /** What could not be checked, in the caller's language (text readability without OCR, a PDF page not drawn). */
  notChecked: string[];
  /** What was measured: for a stored file its image or PDF; for pasted content its text. */
  metrics: {
    source: 'file' | 'content';
    contentType?: string;
    width?: number;
    height?: number;
    /** Variance of the Laplacian of the grey image: low means blurred. */
    sharpness?: number;
    /** Mean brightness 0-255. */
    brightness?: number;
    /** Share (0-1) of nearly white, blown-out pixels. */
    glare?: number;
    /** Standard deviation of the grey levels 0-255: low means washed out or dim. */
    contrast?: number;
    /** The tilt of the text lines in degrees, when the image shows lines to measure. */
    skewDegrees?: number;
    /** Sides (top, right, bottom, left) where the content runs off the picture. */
    sidesTouched?: string[];
    /**
     * Whether OCR read the picture: `read`; `notNeeded` when the other measures already make it Poor; `unavailable`
     * when no OCR could run (then `notChecked` says text readability was not checked).
     */
    ocr?: 'read' | 'notNeeded' | 'unavailable';
    /** Words OCR read with confidence, and its mean confidence 0-100 (absent when OCR did not run). */
    readableWords?: number;
    ocrConfidence?: number;
    pages?: number;
    /** For a PDF: pages with a text layer, pages without (scans), and the scanned page drawn and measured. */
    pagesWithText?: number;
    scannedPages?: number;
    measuredPage?: number;
    textCharacters?: number;
    /**
     * For a drawn signature (judged as a signature, not as a photo): its pixels of ink, and the share (0-1) of the
     * pad's width its strokes span.
     */
    inkPixels?: number;
    strokeSpan?: number;
    /** For pasted content: what the document type needs and was found. */
    expected?: Array<{ item: string; found: boolean }>;
  };
}

/** `GET /ClientApps/api/ai/waiting-times` and the others: each answer, under the spec's key. */
export interface AssistantAnswers {
  'waiting-times': { success: true; message: string; waitingTimes: WaitingTimesAnalysis };
  bottlenecks: { success: true; message: string; bottlenecks: BottlenecksAnalysis };
  'stalled-applications': { success: true; message: string; stalledApplications: StalledAnalysis };
  'pending-feedback': { success: true; message: string; pendingFeedback: PendingFeedbackAnalysis };
  'referral-reason': { success: true; message: string; application: CaseRef; classification: ReferralClassification };
  'approval-likelihood': { success: true; message: string; application: CaseRef; likelihood: ApprovalLikelihood };
  'account-premise-issues': { success: true; message: string; application: CaseRef; issues: AccountPremiseIssues };
  'document-quality': { success: true; message: string; analysis: DocumentQuality };
}
