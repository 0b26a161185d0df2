/**
 * Defects the reference server can plant, one flag each: the conformance test turns one on at a
 * time and expects the kit to fail a check that names it. The first group is the list
 * (defects an earlier kit let through); the rest are more of the same kind.
 */
export const defects = {
  'duplicate-link-201': 'a UID linked again answers 201 and stores a second link',
  'signout-keeps-token': 'sign-out answers 204 but the token keeps working',
  'invalid-state-ignored': 'an unknown `state` filter is ignored instead of a 400',
  'invalid-sort-ignored': 'an unknown `sort` is ignored instead of a 400',
  'invalid-tz-ignored': 'an unknown `tz` is read as UTC instead of a 400',
  'claim-without-debit': 'a claim answers 201 but never debits the balance',
  'tz-ignored': '`tz` is ignored: days are always UTC days',
  'net-from-exchange-rate': "net is computed from the exchange's payback rate, not 90% of gross",
  stateless: 'writes answer as if they worked but store nothing (like a mock generated from the document)',
  'first-answer-replay': 'the first answer of a new Idempotency-Key says Idempotent-Replay: true',
  'replay-other-body': 'a replay answers another body than the first answer (a new payout id)',
  'net-rounded-down': 'net is rounded down to the cent instead of half up',
  'etag-never-304': 'If-None-Match never answers 304',
  'no-content-language': 'localized answers carry no Content-Language',
  'no-vary': 'localized answers carry no Vary: Accept-Language',
  'page-past-end-404': 'a page past the last answers 404 instead of an empty 200',
  'csv-no-disposition': 'CSV exports carry no Content-Disposition',
  'unauthorized-no-challenge': 'a 401 carries no WWW-Authenticate',
  'subcent-422': 'a sub-cent claim is a 422 below_minimum instead of a 400',
  'unstable-order': 'records created within a second of each other come back in a random order',
  'cors-no-authorization': 'the CORS preflight does not allow the Authorization header',
  'dispute-not-stored': 'a dispute answers 201 but the record is never marked disputed',
  'reset-keeps-links': "the sandbox's reset answers { reset: true } but keeps the links",
  'checksum-ignored': 'a mixed-case ERC-20 address with a wrong EIP-55 checksum is accepted',
  'concurrent-overdraw': 'concurrent claims with different keys can pay more than the balance',
  'updated-at-now': "the wallet's updatedAt is the time of the read, not of the write",
  'body-before-token': 'a bad body is a 400 before the missing token is a 401',
  'errors-cacheable': 'errors carry no Cache-Control: no-store',
} as const;

export type Defect = keyof typeof defects;
