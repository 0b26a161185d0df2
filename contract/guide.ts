import { maxPageSize } from './common';
import { maxRequestBodyBytes } from './errors';
import { maxExportDays } from './exports';
import { minimumClaimUsdt } from './money';
import { languageCodes, defaultLanguage } from './languages';
import { errorCodes } from './errors';
import { maxProofLeavesPage, proofBundleFormat, proofOrigin } from './proof';
import type { RouteDef } from './route';
import { routes, type RouteName } from './routes';
import { endingSoonWindowMs, inactivityDecay, netShareOfGross, referralFunnelDays, scoreWindowDays } from './terms';
import {
  claimRuleOrder,
  exportColumns,
  gasEstimateByNetwork,
  netSharePercent,
  pointsWeeklyCap,
  sandbox,
  uidLetterCase,
} from './rules';
import { dayMs } from './time';

/**
 * The contract in words: what every operation means in production, and what the sandbox adds.
 * The OpenAPI document carries these sections in `info.description` (and `routeNotes` in each
 * operation's description); README's "For backend developers" points here. Every rule the
 * conformance kit checks is written here first; the values come from rules.ts and terms.ts, so a
 * figure is typed once.
 */
export type GuideSection = { id: string; title: string; text: string };

const seconds = (ms: number) => `${ms / 1000} s`;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
const caps = Object.entries(pointsWeeklyCap)
  .map(([source, cap]) => `${source} ${cap ?? 'no cap'}`)
  .join(', ');
const gas = Object.entries(gasEstimateByNetwork)
  .map(([network, amount]) => `${network} ${amount.toFixed(2)}`)
  .join(', ');
const letterCase = Object.entries(uidLetterCase)
  .map(([exchange, rule]) => `\`${exchange}\` ${rule === 'sensitive' ? 'case-sensitive' : 'ignores case'}`)
  .join(', ');
const columns = Object.entries(exportColumns)
  .map(([path, names]) => `\`${path}\`: ${names.map((name) => `\`${name}\``).join(', ')}`)
  .join('; ');

export const guideSections: readonly GuideSection[] = [
  {
    id: 'environments',
    title: 'Production and sandbox',
    text: `The API runs in two environments with the same routes, shapes and rules, on different base URLs and with separate accounts. **Production** moves real money: links are reviewed by the exchanges, fees come from the exchanges' reports, claims are transfers on chain. **The sandbox** is for building and testing clients and for proving a server (the conformance kit runs against it): no real funds, trades or transfers; its exchanges are simulated, its clock is compressed, and it adds the routes under \`/api/testnet/\` (see "The sandbox"). Production answers every \`/api/testnet/*\` path 404 \`not_found\`. Everything this document says holds in both environments unless a sentence says "in the sandbox" or "in production".`,
  },
  {
    id: 'accounts',
    title: 'Accounts, sign-in and codes',
    text: `A user is identified by a bearer token: \`POST /api/auth/sessions\` \`{ email, code }\` answers 201 \`{ token, expiresAt }\` and the token is sent as \`Authorization: Bearer <token>\`. Tokens are opaque and random (at least 32 characters), work 30 days and stop at once when signed out (\`DELETE /api/auth/sessions/current\`, 204): the next request with that token is a 401, other tokens of the user keep working. A wrong email or code is a 401 \`unauthorized\` that does not say which of the two was wrong. **Accounts** are created by the first successful sign-in of an email (the code proves the address); there is no sign-up route and no password. **Codes** are six digits, valid 10 minutes and once. In production the backend mails the code; version 1 of this API does not include the request of a code (the backend's mailer is asked from its own sign-in page), and version 1.1 adds \`POST /api/auth/codes { email }\` answering 202 whether or not the address has an account. In the sandbox no mail is sent: the sandbox account signs in with a fixed code (the mock's: \`${sandbox.account.email}\` and \`${sandbox.account.code}\`).`,
  },
  {
    id: 'precedence',
    title: 'Which error wins',
    text: `When several rules fail, the first in this order is the answer: (1) 429 \`rate_limited\`; (2) 413 \`payload_too_large\` when the declared \`Content-Length\` is above ${maxRequestBodyBytes} bytes (refused before anything is read); (3) the path: an unknown path is a 404 \`not_found\`, a known path with another method a 405 \`method_not_allowed\` with \`Allow\`; (4) 401 \`unauthorized\` on a route that needs a user and has no valid token, before the body is read; (5) the body as sent: 413 above the limit, 415 \`unsupported_media_type\` when it is not \`application/json\`, 400 for JSON that does not parse; (6) 400 \`validation\` for a missing or malformed \`Idempotency-Key\`; (7) on an idempotent route, a key used before: the stored answer again, or 422 \`idempotency_mismatch\` when the body differs; (8) 400 \`validation\` for path parameters, query or body outside the contract, \`fieldErrors\` naming each field at fault, before anything is looked up; (9) 404 \`not_found\` for an id or exchange that does not exist (or is not the user's); (10) 409 for a conflict with the stored state; (11) 422 for a business rule, in the order each operation lists (a claim: ${claimRuleOrder.map((code) => `\`${code}\``).join(', ')}). A request refused at any step changes nothing.`,
  },
  {
    id: 'concurrency',
    title: 'Idempotency and concurrency',
    text: `Money-moving POSTs (claims, settlement requests) require an \`Idempotency-Key\` (1-200 characters), scoped to the user, the method and the concrete path, kept 24 hours. The first answer of a request that ran (2xx, and the 404/409/422 of the rules) is stored and every later request with the key gets it again with \`Idempotent-Replay: true\` (and the first answer's \`Content-Language\` and \`Vary\`); the first answer itself never carries \`Idempotent-Replay\`. Answers of requests that never ran (400, 413, 415, 429) and 5xx are not stored, so the key can be sent again. The same key with another body is a 422 \`idempotency_mismatch\`. Concurrent requests with the same key are carried out once: the others wait and get the stored answer. Requests with different keys are isolated per user: each claim reads and debits the balance as if it ran alone (serializable), so concurrent claims never pay more than the claimable balance, the balance never goes below 0, and every claim refused for want of funds is a 422 \`above_claimable\` (or \`nothing_to_claim\` once the balance is below the minimum). Other writes of one user apply in the order they arrive; a read after a write's answer sees the write.`,
  },
  {
    id: 'rate-limits',
    title: 'Rate limits',
    text: `Production limits each client (its bearer token, or its address when it sends none) to 1200 requests per minute in fixed windows; an account also takes at most 5 wrong sign-in codes per 15 minutes: after that its sign-ins, with the right code too, answer 429 \`rate_limited\` with \`Retry-After\` until the 15 minutes have passed (the mock plays this too, as it keeps at most 20 sessions per user and 100 public partner applications a day). A server that limits says so on every answer with \`RateLimit-Limit\` (requests per window), \`RateLimit-Remaining\` (0 to the limit) and \`RateLimit-Reset\` (whole seconds until the window starts over); above the limit it answers 429 \`rate_limited\` with \`Retry-After\` (seconds), changes nothing, and the request may be sent again after that time (with the same Idempotency-Key). A sandbox may have no limit (then it sends none of these headers); \`npm run mock-server\` plays 1200 per minute per client address (\`MOCK_RATE_LIMIT\`).`,
  },
  {
    id: 'localisation',
    title: 'Languages',
    text: `Content (descriptions, notes, titles, FAQ answers, sample posts, a rejection's \`fix\`) comes in the language of \`Accept-Language\`: the first supported language (${languageCodes.join(', ')}; region subtags match their language, q-values order them, q=0 refuses), else ${defaultLanguage}. Operations that answer content say so ("Content ... in the language of Accept-Language"); their answers name the language in \`Content-Language\` and carry \`Vary: Accept-Language\`. Codes (statuses, types, regions, sources, error codes) never change with the language: the client translates them. The error \`message\` is English in every language, for developers and logs; clients show the \`code\` in the reader's language and may show \`fieldErrors\` messages only as a fallback.`,
  },
  {
    id: 'http',
    title: 'Caching, validators and CORS',
    text: `Public reads answer \`Cache-Control: public, max-age=N\` (each says N), the user's own reads \`private, no-cache\`, writes (replays included) and every error \`no-store\`. Every JSON read answers an \`ETag\` that changes when the answer does; \`If-None-Match\` with it answers 304 with no body while it is current. HEAD works on every GET (same status and headers, no body). JSON answers are \`Content-Type: application/json\`. A browser client on another origin must be able to call the API: a preflight (\`OPTIONS\`) answers 2xx allowing the contract's methods and the request headers \`Authorization\`, \`Content-Type\`, \`Accept-Language\`, \`Idempotency-Key\` and \`If-None-Match\` for the site's origin (or \`*\`; no cookies are used), and answers carry \`Access-Control-Allow-Origin\` and expose \`Idempotent-Replay\`, \`ETag\`, \`Content-Language\`, \`Content-Disposition\`, \`Retry-After\`, \`WWW-Authenticate\` and the \`RateLimit-*\` headers.`,
  },
  {
    id: 'lists',
    title: 'Lists, filters, sorting and days',
    text: `Every query parameter is checked: a value outside its schema (an unknown enum value or sort, a number that is not a whole number in range (at most 2^53 − 1), a date that is not a real YYYY-MM-DD day, a boolean other than \`true\`/\`false\`, an unknown time zone, a text above its length) is a 400 \`validation\` whose \`fieldErrors\` names the parameter; it is never ignored. A period's \`from\` after its \`to\` is a 400 naming \`from\`; an export above ${maxExportDays} days a 400 naming \`to\`. Paged lists take \`page\` (from 1) and \`pageSize\` (1 to ${maxPageSize}, default 20) and answer \`{ items, page, pageSize, total }\`; filters apply before paging, so \`total\` counts the filtered rows; a page past the last is a 200 with no items and the real total. Every order is total and stable: the same request answers the same rows in the same order while nothing is written, and pages never repeat or skip a row. Histories are newest first, then the order the rows were created in; a \`sort\` by another field keeps that order among rows with equal values. An enum filter returns exactly the rows with that value. **Days**: \`from\` and \`to\` are calendar days on the clock of \`tz\` (an IANA zone, default UTC), both included: a row is inside when its instant's local date in \`tz\` is between them. A day runs from local midnight to the next (23 or 25 hours on daylight-saving change days). The same rule applies to the reconciliation list, its summary and the CSV exports.`,
  },
  {
    id: 'payback',
    title: 'Payback formula and rounding',
    text: `An accrual is the payback of one exchange for one trade period. \`gross\` is what the exchange pays back for the trader's fees (the exchange's \`paybackRate\` applied to the fees it reports; the server takes it from the exchange's report and never recomputes it); \`net\`, the trader's share, is ${percent(netShareOfGross)} of gross, whatever the exchange and its rate: **net = gross × ${netShareOfGross}, rounded half up to the cent**, computed on whole cents: net¢ = ⌊(gross¢ × ${netSharePercent} + 50) / 100⌋ (12.35 → 11.12; 12.34 → 11.11). Every amount is USDT with at most 2 decimals; the server computes on whole cents and never answers a float artefact (145.2, not 145.20000000000002). The claimable balance and \`totalEarned\` rise by each new accrual's net the moment it is created; \`claimableAdded\` of a simulation is the sum of the nets it created. Accruals are \`NEW\` when created and \`POSTED\` once the exchange's payment for the period is confirmed (its reconciliation record MATCHED); the sandbox leaves them NEW.`,
  },
  {
    id: 'links',
    title: 'UID links: review, rejection and letter case',
    text: `\`POST /api/uid-links\` \`{ exchangeId, uid }\` answers 201 with the link \`PENDING\` (\`approvedAt\` and \`rejection\` null), stored with the UID as sent (trimmed); the list shows it at once, newest first. An unknown exchange is a 404. **Duplicates**: a UID already linked to that exchange by the user is a 409 \`already_linked\`, whatever the first link's status (a rejected account stays rejected); exchanges compare UIDs by their own letter-case rule: ${letterCase}; an exchange not listed ignores case (a second link to one account would pay twice). **Review**: only accounts registered through OCTOSS's referral (new registrations) are eligible. In production the exchange's partner API decides, within 24-48 hours: \`APPROVED\` (\`approvedAt\` set) or \`REJECTED\` with \`rejection: { code: "EXISTING_ACCOUNT", fix }\` (\`fix\` tells the trader, in their language, to register a new account through the referral link) when the account existed before. The decision is final: a link never moves back. In the sandbox the decision comes ${seconds(sandbox.uidReviewMs)} after submission: UIDs starting with \`${sandbox.existingAccountUidPrefix}\` are existing accounts (REJECTED), every other UID is APPROVED.`,
  },
  {
    id: 'reconciliations',
    title: 'Reconciliation records and disputes',
    text: `A reconciliation record matches a movement of money against its proof. States: \`UNMATCHED\` (accrued, the exchange has not paid yet; \`txHash\` null), \`MATCHED\` (the payment equals the accrual; \`txHash\` set), \`DISCREPANCY\` (the payment differs: under review). The backend's reconciliation job moves them as exchanges pay; operators investigate a discrepancy within 24-48 hours (within the tier's dispute SLA once disputed) and resolve it to MATCHED. Sources: \`EXCHANGE_PAID\` (amount = the accrual's net), \`BETA_RATE_BONUS\`, \`TIER_BONUS\`, and \`PAYOUT_CLAIMED\` (a claim: amount = minus the payout's amount, MATCHED at once with the payout's \`txHash\`). **Disputes**: \`POST /api/reconciliations/{id}/disputes\` \`{ reason }\` (10-1000 characters, trimmed) on one of the user's DISCREPANCY records answers 201 with \`respondBy\` = \`createdAt\` + \`slaHours\` hours, where \`slaHours\` is the \`disputeSLA\` of the user's tier in \`GET /api/tiers\`; from then on the record reads \`disputed: true\` in the list. A second dispute of the record is a 409 \`already_disputed\`; a record in another state is a 409 \`not_disputable\`; an unknown id (or another user's record) a 404. The summary counts the same records the list holds, by state, for the same period.`,
  },
  {
    id: 'payouts',
    title: 'Payouts and the wallet',
    text: `**Claims**: \`POST /api/payouts/claims\` \`{ amount }\` (USDT, more than 0, at most 2 decimals, at most 1,000,000; a sub-cent amount is a 400, never rounded) pays to the payout wallet. Its rules, in order: a wallet must be set (422 \`wallet_required\`); the claimable balance must reach the minimum claim, ${minimumClaimUsdt} USDT (422 \`nothing_to_claim\`); the amount must reach it (422 \`below_minimum\`) and not exceed the claimable balance (422 \`above_claimable\`). A claim that passes debits the claimable balance by exactly the amount at once (\`totalEarned\` does not change), and answers 201 \`{ payout, balance }\` with the new balance. The payout is listed in \`GET /api/payouts\` with that amount and the wallet's network, and a \`PAYOUT_CLAIMED\` reconciliation record of minus the amount is listed with it. **Lifecycle**: in production a payout is \`PROCESSING\` (\`txHash\` null) until the transfer is sent on chain (typically 2-10 minutes; the balance's \`processingTime\` says so), then \`COMPLETED\` with its \`txHash\`; a transfer that fails is retried by the backend and stays PROCESSING meanwhile (version 1 has no failed state). In the sandbox a claim is COMPLETED at once with a simulated \`txHash\`. **Auto payouts**: on the tier's cadence (\`payoutFreq\` in the tier table), counted from the last auto payout (or from when the account was opened), the whole claimable balance is paid when it reaches the minimum; \`nextAutoPayoutAt\` (schedule) and \`earnings.nextPayoutAt\` (dashboard) are that date: the first one after now. **Wallet**: \`PUT /api/payouts/wallet\` \`{ network, address }\` (ERC-20 by default, TRC-20, BEP-20) answers the stored wallet (\`updatedAt\` set) and \`GET\` reads it back; ERC-20/BEP-20 addresses are 0x and 40 hex digits, checked for EIP-55 when mixed-case; TRC-20 addresses are Base58Check (0x41, 20 bytes, 4 bytes of double SHA-256). Another format is a 422 \`invalid_address_format\`, a failed checksum \`invalid_address_checksum\`, the zero address or 0x…dEaD (TRON's zero address) \`invalid_address_burn\`; a refused address leaves the wallet as it was. The balance quotes the wallet's network and its gas: ${gas} USDT.`,
  },
  {
    id: 'settlements',
    title: 'Settlements',
    text: `Settlements are the periods an exchange pays out: \`EXCHANGE\` settlements move by the exchange's payment alone; a \`SPECIAL\` settlement (a bonus or adjustment) is paid on the trader's request. Lifecycle: \`PENDING\` → \`REQUESTED\` (the trader: \`POST /api/settlements/{id}/requests\`, idempotent; answers 201 with \`requestedAt\` set) → \`PROCESSING\` (operations pick it up) → \`PAID\` (transfer sent, \`txHash\` set). Only a PENDING SPECIAL settlement can be requested: any other is a 409 \`not_requestable\`; an unknown id a 404. A status never moves back. In production a special settlement is paid in 1-2 business days; in the sandbox it is PROCESSING ${seconds(sandbox.settlementProcessingAfterMs)} after the request and PAID ${seconds(sandbox.settlementPaidAfterMs)} after it. Settlements list newest period first, then by id. The auto-settlement rule (\`PUT /api/settlements/auto\`) is stored as sent (\`customDays\` only with \`CUSTOM\`, 1-90, else null) and \`nextRun\` is its first run after now, counted from when it was set.`,
  },
  {
    id: 'points-tiers',
    title: 'Points and tiers',
    text: `Points come from three sources, each within a weekly cap (Monday 00:00 UTC to the next): ${caps}. A grant is cut to what is left of the cap; once nothing is left the source answers 422 \`weekly_cap_reached\`. \`POST /api/points/earn\` \`{ source }\` (the sandbox's and demo's button; production grants points for the activity itself under the same caps) answers 201 with the history entry: \`delta\` (in the sandbox ${sandbox.earnedPoints.min}-${sandbox.earnedPoints.max} points, cut to the cap) and \`balance\` = the previous balance + delta, which is the session's \`oCTOSSPoints\` from then on; the history lists the entry. **Tiers**: the tier table (\`GET /api/tiers\`) is fixed: minimum score, multiplier, rate boost, payout cadence and dispute SLA per tier. \`POST /api/tiers/recalculate\` (also run by the backend once per cycle) scores the points balance over a ${scoreWindowDays}-day window: with no points earned in the window the score is the balance × ${inactivityDecay} rounded down (\`decay_applied\`); the tier is the highest whose minimum the score reaches, except that it drops at most one tier per recalculation (\`drop_limited\`); \`notes\` always holds \`window_30d\`. It answers \`{ previousTier, tier, score, notes }\`; the session, the dashboard and the payout schedule show the new tier (and its cadence) at once.`,
  },
  {
    id: 'exports',
    title: 'CSV exports',
    text: `\`GET /api/exports/*.csv\` answer RFC 4180 CSV (\`Content-Type: text/csv\`) with a header line and one line per row of the period (the reader's days in \`tz\`, at most ${maxExportDays} days), newest first, with \`Content-Disposition: attachment; filename="octoss-<name>-<from>-<to>.csv"\` (\`start\`/\`today\` for an open end, no dates without a period). Times are UTC instants (ISO 8601 with Z), amounts plain numbers, cells that could start a formula are prefixed with a quote. Columns: ${columns}.`,
  },
  {
    id: 'figures',
    title: 'One figure, one source',
    text: `Where two reads answer the same figure they agree, read at the same time: the dashboard's \`earnings.claimable\` and \`totalEarned\` are the balance's, \`earnings.last30dTotal\` is the sum of \`earnings.last30d\`, \`earnings.nextPayoutAt\` and \`payoutFrequency\` are the payout schedule's, \`proof.counts\` are the reconciliation summary's, \`tier.tier\` and \`tier.points\` the session's; the payout schedule's \`tier\` is the session's and its \`frequency\` that tier's \`payoutFreq\` in the tier table, its \`minimumClaim\` the balance's; the session's \`nextTier\` is the tier after its own in the table (null at the top). The reconciliation summary counts the records of the list by state (\`matched\`, \`discrepancy\`, \`unmatched\`) and its \`lastTx\` is the list's first (newest) record. A public profile (\`GET /api/profiles/{code}\`, the code of \`GET /api/referral\`) counts the trader's own rows: \`recentClaims\` is the number of their COMPLETED payouts, \`discrepancyRate\` the share of their records in DISCREPANCY (0 without records), \`snapshots\` their 3 newest records (status \`Matched\`, \`Discrepancy\` or \`Pending\` for UNMATCHED).`,
  },
  {
    id: 'clock',
    title: 'Reads, writes and the clock',
    text: `Each write changes what the reads it names answer (each operation's description lists them; the client refreshes exactly those) and nothing else; a refused write changes nothing. While nothing is written a read answers the same, except fields derived from the clock, each by its rule: a schedule's next date (\`nextAutoPayoutAt\`, \`earnings.nextPayoutAt\`, \`nextRun\`) moves only forward, once its date has passed; figures over the last days or this week (30-day earnings, the ${referralFunnelDays}-day funnel, the day's suggested action) change only when a UTC day ends; platform-wide figures (proof metrics, the median claim time) change with everyone's activity; promos change status when their expiry, or the "ending soon" mark ${endingSoonWindowMs / dayMs} days before it, passes. States that move by themselves (a link's review, a payout's transfer, a settlement's processing) move forward only, as their lifecycles say. Time-based transitions are derived from stored timestamps when read.`,
  },
  {
    id: 'sandbox',
    title: 'The sandbox',
    text: `The sandbox adds to production: a compressed clock (a link is decided ${seconds(sandbox.uidReviewMs)} after submission, a requested special settlement is PROCESSING after ${seconds(sandbox.settlementProcessingAfterMs)} and PAID after ${seconds(sandbox.settlementPaidAfterMs)}, claims complete at once), simulated exchanges (the UID rule of "UID links"), a sign-in without mail, and three routes. \`POST /api/testnet/simulate-fees\` (no body) creates, for every APPROVED link of the user, one accrual (\`NEW\`, gross between ${sandbox.simulatedGross.min} and ${sandbox.simulatedGross.max} USDT, net by the payback formula, dated now) and one reconciliation record (\`MATCHED\`, \`EXCHANGE_PAID\`, amount = that net, a simulated \`txHash\`, dated now), raises the claimable balance and \`totalEarned\` by the sum of the nets, and answers 201 \`{ accrualsCreated, reconciliationsCreated, claimableAdded }\` with those counts and sum; with no approved link it is a 422 \`no_approved_links\` and creates nothing. \`POST /api/testnet/reset\` (no body) takes the user's sandbox back to its start: no links, accruals, records, disputes, payouts, points or settlements of their own, claimable and \`totalEarned\` 0, no wallet address, the auto-settlement rule and checklist at their defaults, Bronze with 0 points, no registered owner key (the trader's leaves are tagged with a server-held key again); catalogues (exchanges, deals, promos, FAQ, market, assistants, tiers) stay, and so do the user's tokens (the reset answers \`{ reset: true }\` and the same token keeps working). A sandbox may seed example rows at its start, and only these: undisputed DISCREPANCY records (to dispute) and PENDING special settlements (to request); the mock seeds none. \`POST /api/testnet/close-week\` (no body) closes the ledger's open week now: the sandbox's ledger clock moves to the next ISO week (its other clocks stay), the week's checkpoint is published at once, and the answer is 201 with that period as \`GET /api/proof/periods\` then lists it; a claim and then a close gives a proof that verifies (see "The ledger proof"). Production answers all three routes 404.`,
  },
  {
    id: 'ledger-proof',
    title: 'The ledger proof',
    text: `Every money record (payback credits, bonuses, payout claims: every reconciliation record) is a leaf of one append-only log, committed per ISO week by a Merkle-sum tree and a signed checkpoint, so a trader can check a record without trusting the server. The bytes are normative in \`ledger/spec/PROOF.md\`: the leaf JSON (§2), the 48-byte tree values and the RFC 9162 shape with Merkle sums (§3), the checkpoint note (§4), the bundle (§5); \`ledger/spec/vectors.json\` holds vectors of an independent implementation, and \`ledger/\` computes and checks the same bytes. A server keeps these rules. **The log**: a new record is a leaf (\`rev\` 0) at once; a change of its state, tx hash or amount appends a revision (\`rev\` + 1, \`prev\` the previous leaf's hash, \`deltaCents\` the change); a leaf is never edited or removed, and leaves are numbered \`seq\` 0, 1, 2, … in the order they are appended. **Checkpoints**: when an ISO week closes (Monday 00:00 UTC) its checkpoint is published, the tree over every leaf appended until then: one per closed week, never changed after, each a prefix of the next. \`GET /api/proof/periods\` lists them newest first (paged), each with \`from\`/\`to\` its week, \`firstSeq\` the previous checkpoint's size (0 for the first), \`treeSize\`, \`leafCount\` = treeSize − firstSeq, \`root\` \`{ hash, credit, debit }\`, its own \`credit\` and \`debit\` (the root's minus the previous root's) and \`note\`: the checkpoint signed with the key \`GET /api/proof/key\` publishes (a C2SP vkey of \`${proofOrigin}\`), saying the same size, root hash, period, first and sums. \`GET /api/proof/periods/{id}\` answers one week as the list does (\`latest\`: the newest); a week without a published checkpoint (the open week, a malformed id) is a 404. **Auditing**: \`GET /api/proof/leaves?start&end\` answers the tree values of leaves start … end − 1, at most ${maxProofLeavesPage} a request (default end: start + ${maxProofLeavesPage}), cut at the latest published size; re-hashed in the RFC 9162 shape with Merkle sums they give every published root. \`GET /api/proof/consistency?from&to\` answers the RFC 9162 consistency proof between two published sizes, which verifies (400 \`validation\` naming the field unless 0 < from ≤ to ≤ the latest size); without a query, from the checkpoint before the latest to the latest. **A record's proof**: \`GET /api/proof/records/{recordId}?at=\` (a week, or \`latest\` by default) answers the bundle \`${proofBundleFormat}\`: the record's latest leaf in that checkpoint's tree, its inclusion path, the checkpoint and the indexes of its other revisions. It passes every step of the verifier (\`npm run proof:verify\`, \`ledger/verify_proof.py\`): the leaf says what the list shows of the record (amount in cents, state, tx hash, time, exchange) unless a revision is pending, its hash and path lead to the checkpoint's root, that root is the one \`GET /api/proof/periods\` publishes for the week, and the note verifies with the published key. A record that is not the caller's is a 404, as one that does not exist (no existence leak); a week without a checkpoint is a 404; the caller's record without a leaf in that checkpoint's tree (appended in the open week, or in a later week than the one asked) is a 409 \`${errorCodes.notCheckpointed}\`: it is proven at the next checkpoint. \`GET /api/proof/me?period=\` answers one bundle per record of the caller at that checkpoint, each as the route above answers it, and in \`pending\` the caller's leaves appended since the latest checkpoint: every record of the caller is in one or the other. **Owner keys**: a leaf's \`owner\` is hex HMAC-SHA256(key, "octoss/owner/v1|" + recordId) with the trader's key, a server-held one until the trader's browser registers its own 32 bytes with \`PUT /api/proof/me/owner-key\`, once: a second registration is a 409 \`${errorCodes.ownerKeySet}\` and changes nothing. The answer's \`fingerprint\` is the first 8 bytes of the key's SHA-256 (hex) and \`fromSeq\` the size of the log at registration: the trader's leaves from there on carry the key's tags, the earlier ones keep the server-held key; \`GET /api/proof/me\` shows the same \`ownerKey\`. **In the sandbox** the key is a demo key (\`demo: true\`, \`anchor: null\`) and no checkpoint is anchored; \`POST /api/testnet/close-week\` closes the open week at once (see "The sandbox").`,
  },
  {
    id: 'versioning',
    title: 'Versions and deprecation',
    text: `\`info.version\` is the contract's semantic version. Additive changes raise the minor version and never break a client: a new operation, a new optional request field, a new response field (clients ignore fields they do not know), a new error code on a status an operation already documents. Breaking changes (a removed or renamed field or operation, a new required request field, a new enum value in an answer — clients validate answers — a changed meaning) come only with a new major version served under its own prefix (\`/api/v2/...\`) beside the old one. A deprecated operation or field says \`deprecated: true\` in the document, and its answers carry \`Deprecation\` and \`Sunset\` headers (RFC 9745, RFC 8594) at least 6 months before it is removed.`,
  },
];

/** The sections as one markdown text, for the OpenAPI document's `info.description`. */
export function guideMarkdown(): string {
  return [
    '# The contract in words\n\nWhat every operation means in production, and what the sandbox adds. The conformance kit (README, "Proving your server") checks these rules over HTTP; every rule it checks is written here.',
    ...guideSections.map((section) => `## ${section.title}\n\n${section.text}`),
  ].join('\n\n');
}

/** The reads a write changes, as the route table's `invalidates` names them. */
function changedReads(name: RouteName): string | undefined {
  const route: RouteDef = routes[name];
  const targets = route.invalidates;
  if (!targets || route.method === 'get') return undefined;
  if (targets === 'everything') return 'Changes what every read answers.';
  if (targets.length === 0) return 'Changes no data another read answers.';
  const reads = Object.entries(routes)
    .filter(
      ([readName, read]) =>
        read.method === 'get' && read.group !== 'meta' && (targets.includes(read.group) || targets.includes(readName)),
    )
    .map(([, read]) => `\`GET ${read.path}\``);
  return `Changes what these reads answer: ${reads.join(', ')}.`;
}

/** Rules of one operation: what its description adds to the table's summary (see the sections for the whole). */
const notes: Partial<Record<RouteName, string>> = {
  createSession:
    'Creates the account at the first sign-in of an email. Codes: six digits, valid 10 minutes and once (see "Accounts, sign-in and codes").',
  deleteSession:
    'The token of this request stops at once: the next request with it is a 401; other tokens keep working.',
  listUidLinks: `A PENDING link is decided by the exchange: within 24-48 hours in production, ${seconds(sandbox.uidReviewMs)} after submission in the sandbox (see "UID links: review, rejection and letter case").`,
  createUidLink:
    'Answers PENDING. 409 already_linked for a UID the user already linked to that exchange (by the exchange’s letter-case rule), whatever its status; 404 for an unknown exchange (see "UID links: review, rejection and letter case").',
  listAccruals: `net = gross × ${netShareOfGross}, rounded half up to the cent (see "Payback formula and rounding").`,
  listReconciliations:
    'sort=amount or sort=timestamp keeps the newest-first order among equal values. A record is in a period when its local date in tz is inside it (see "Lists, filters, sorting and days").',
  createDispute:
    'respondBy = createdAt + slaHours hours, slaHours being the disputeSLA of the user’s tier; the record then reads disputed: true (see "Reconciliation records and disputes").',
  createClaim:
    'Rules in order: wallet_required, nothing_to_claim, below_minimum, above_claimable. Debits the claimable balance by the amount at once; PROCESSING until sent on chain in production, COMPLETED at once in the sandbox (see "Payouts and the wallet").',
  updateWallet:
    'A refused address (422) leaves the wallet as it was; the balance then quotes the new network and its gas (see "Payouts and the wallet").',
  getPayoutSchedule:
    'nextAutoPayoutAt is the first run after now on the tier’s cadence; it moves only once it has passed.',
  requestSettlement: `PENDING SPECIAL only (else 409 not_requestable). Then PROCESSING and PAID: in 1-2 business days in production, ${seconds(sandbox.settlementProcessingAfterMs)} and ${seconds(sandbox.settlementPaidAfterMs)} after the request in the sandbox (see "Settlements").`,
  earnPoints:
    'Weekly caps from Monday 00:00 UTC; the grant is cut to what is left, and 422 weekly_cap_reached once nothing is.',
  recalculateTier: 'At most one tier down per recalculation (see "Points and tiers").',
  simulateFees:
    'Sandbox only: one NEW accrual and one MATCHED EXCHANGE_PAID record per approved link; claimable and totalEarned rise by the sum of the nets (see "The sandbox").',
  resetTestnet: 'Sandbox only: the user’s own data starts over; catalogues and tokens stay (see "The sandbox").',
  closeTestnetWeek:
    'Sandbox only: the ledger clock moves to the next week, whose checkpoint is published at once and answered (see "The sandbox").',
  listProofLeaves:
    'Re-hashed in the RFC 9162 shape with Merkle sums, the values give every published root (see "The ledger proof").',
  getProofBundle:
    'Check it against the root GET /api/proof/periods publishes, never the bundle’s own; 409 not_checkpointed until the record’s leaf is in a checkpoint (see "The ledger proof").',
  registerOwnerKey:
    'Once: fingerprint = the first 8 bytes of SHA-256(key); the trader’s leaves from fromSeq on carry the key’s tags (see "The ledger proof").',
};

/** Each operation's notes: its rules and the reads it changes. build.ts appends them to the description. */
export const routeNotes: Partial<Record<RouteName, string>> = Object.fromEntries(
  (Object.keys(routes) as RouteName[])
    .map((name) => [name, [notes[name], changedReads(name)].filter(Boolean).join(' ')] as const)
    .filter(([, text]) => text.length > 0),
);

/** The notes of an operation by its operationId (undefined when it has none). */
export function routeNoteOf(name: string): string | undefined {
  return Object.hasOwn(routeNotes, name) ? routeNotes[name as RouteName] : undefined;
}
