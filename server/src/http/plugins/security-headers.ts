import { randomFillSync } from 'node:crypto';

/**
 * The security headers of every page and asset, computed once at start (helmet rebuilt them on every
 * request: 15-24 % of the CPU of a small answer, issue 12). Helmet's defaults with our policy (nothing
 * but our own origin, no framing, no inline script or style), less those for browsers long gone:
 * X-Download-Options (Internet Explorer 8), X-XSS-Protection: 0 (an auditor no browser has any more),
 * X-Permitted-Cross-Domain-Policies (Flash and Acrobat) and Origin-Agent-Cluster (browsers' default), and less
 * X-DNS-Prefetch-Control (the pages link only to this site, whose name the browser has already looked up).
 * The policy names only what differs from `default-src 'self'`: scripts, fonts, connections and frames fall
 * back to it (CSP level 3's fallback list), so naming them again said nothing more in 70 more bytes of every answer.
 */
const CSP_DIRECTIVES: ReadonlyArray<[string, string]> = [
  ['default-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The policy; a page's also allows its own inline styles, by their hashes, and those carrying its nonce. */
const policy = (page?: { styleHashes: readonly string[]; nonce: string }) =>
  CSP_DIRECTIVES.map(([name, value]) =>
    name === 'style-src' && page
      ? [name, value, ...page.styleHashes.map((hash) => `'${hash}'`), `'nonce-${page.nonce}'`].join(' ')
      : `${name} ${value}`,
  ).join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': policy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Sent when the portal is reached over HTTPS (app.ts): the request came over it (directly, or through a proxy named in
 * TRUST_PROXY that says so in X-Forwarded-Proto), or PUBLIC_URL is https, so its users reach it only that way. A year:
 * the usual value, and the least the browsers' preload lists take. includeSubDomains reaches only names under the
 * portal's own host name, never its siblings in the company's domain, and keeps an attacker from setting the portal's
 * cookies from such a name over plain HTTP. No `preload`: that binds the whole domain and is its owner's choice.
 * Browsers ignore the header over plain HTTP (RFC 6797, 8.1).
 */
export const HSTS_HEADER = { name: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' } as const;

/**
 * The API's answers are JSON, files and CSV, never a document a browser renders with scripts: they carry what
 * protects such answers (no content of any kind allowed should one be opened, no framing, no sniffing)
 * and leave out what only pages need. Fewer bytes on every call (issue 12).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * The pages' policies, built once around the place of the nonce: each page gets a style nonce of its own, which the web
 * app hands (in a meta tag) to the `<style>` elements its libraries inject (Radix's scroll lock), without
 * 'unsafe-inline' (ADR 015). `styleHashes` ('sha256-…') allow the page's own inline `<style>` elements, the same on
 * every answer (the loading header's, ADR 029).
 */
export function pagePolicies(styleHashes: readonly string[]): () => { nonce: string; policy: string } {
  const [start, end] = policy({ styleHashes, nonce: '\u0000' }).split('\u0000') as [string, string];
  return () => {
    const nonce = nextNonce();
    return { nonce, policy: `${start}${nonce}${end}` };
  };
}

/**
 * 128 random bits as 32 hexadecimal digits, cut from a pool the system's generator refills every 1,024 nonces:
 * randomBytes(16) asked the system for each one (12 % of the CPU of serving the page under load), and taking the
 * hyphens out of Node's pooled UUIDs cost 0.3-0.5 µs a page, three times the pool's 0.1 µs.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 1024);
let nonceAt = noncePool.length;

function nextNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('hex', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}
