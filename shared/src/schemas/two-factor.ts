import { z } from 'zod';
import { text } from './text.js';

/** How many one-time recovery codes enabling two-factor sign-in gives. */
export const RECOVERY_CODE_COUNT = 10;

const TOTP_CODE = /^\d{6}$/;
/** Ten letters and digits, shown as `abcde-fghij`; typed with or without the dash, in either case. */
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Spaces people type into a code (authenticator apps show `123 456`) are dropped. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The current 6-digit code of the authenticator app, e.g. to turn two-factor sign-in on. */
export const totpCodeSchema = z.object({
  code: text('admin.account.validation.codeRequired')
    .transform(withoutSpaces)
    .pipe(
      z
        .string()
        .min(1, 'admin.account.validation.codeRequired')
        .regex(TOTP_CODE, 'admin.account.validation.codeFormat'),
    ),
});

/** The second step of signing in: the app's current code, or one of the recovery codes. */
export const twoFactorLoginSchema = z.object({
  code: text('signin.login.twoFactorCodeRequired')
    .max(40, 'validation.tooLong')
    .transform(withoutSpaces)
    .pipe(
      z
        .string()
        .min(1, 'signin.login.twoFactorCodeRequired')
        .refine((value) => TOTP_CODE.test(value) || RECOVERY_CODE.test(value), 'signin.login.twoFactorCodeFormat'),
    ),
});

export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

export const isTotpCode = (code: string) => TOTP_CODE.test(code);

/** Turning one's own two-factor sign-in off asks for the current password. */
export const disableTwoFactorSchema = z.object({
  password: text('validation.passwordRequired').min(1, 'validation.passwordRequired').max(200, 'validation.tooLong'),
});

export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO timestamp, when enabled. */
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** For authenticator apps: `otpauth://totp/...`. */
  otpauthUri: string;
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The URI as a QR code, an SVG document. */
  qrCodeSvg: string;
}
