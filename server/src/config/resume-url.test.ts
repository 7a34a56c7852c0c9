import { describe, expect, test } from 'vitest';
import { localLinksWarning, publicOriginOf, resumeUrlOf, verifyUrlOf } from './resume-url.js';

const local = { PUBLIC_URL: undefined, PORT: 5000, BASE_PATH: '/ClientApps' };
const deployed = { ...local, PUBLIC_URL: 'https://portal.example.co.za/' };

describe('the links the portal hands out', () => {
  test('name PUBLIC_URL (without its trailing slash) and the base path', () => {
    expect(publicOriginOf(deployed)).toBe('https://portal.example.co.za');
    expect(verifyUrlOf(deployed)('K7QM-2XPA-9HWD')).toBe(
      'https://portal.example.co.za/ClientApps/verify/K7QM-2XPA-9HWD',
    );
    expect(resumeUrlOf(deployed)('application?continue=PM-1')).toBe(
      'https://portal.example.co.za/ClientApps/application?continue=PM-1',
    );
    expect(localLinksWarning(deployed)).toBeNull();
  });

  test('without PUBLIC_URL name this server on localhost, and the start-up warning says so', () => {
    expect(verifyUrlOf(local)('K7QM-2XPA-9HWD')).toBe('http://localhost:5000/ClientApps/verify/K7QM-2XPA-9HWD');
    expect(resumeUrlOf(local)('admin')).toBe('http://localhost:5000/ClientApps/admin');
    expect(localLinksWarning(local)).toMatch(/PUBLIC_URL is not set: PDFs .*http:\/\/localhost:5000/);
  });
});
