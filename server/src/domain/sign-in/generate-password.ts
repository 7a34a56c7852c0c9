import { randomBytes } from 'node:crypto';

/** 96 random bits as 16 URL-safe characters: a password the server makes and shows once. */
export const generatePassword = () => randomBytes(12).toString('base64url');
