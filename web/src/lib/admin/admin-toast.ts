import { ApiError } from '../api-client';
import { toast } from '../toast-store';

export const toastSuccess = (title: string, description?: string) => toast({ variant: 'success', title, description });

export const toastError = (title: string, description: string) => toast({ variant: 'destructive', title, description });

// Statuses whose message the server writes for people (translated by X-Language): a refused
// transition, a validation problem, a file too large or of the wrong type, a service away for the moment.
const SPEAKING_STATUSES = new Set([400, 409, 413, 415, 503]);

/** The server's own words when they explain the refusal, otherwise the spec's text. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && SPEAKING_STATUSES.has(error.status) && error.code !== 'http_error' && error.message
    ? error.message
    : fallback;
