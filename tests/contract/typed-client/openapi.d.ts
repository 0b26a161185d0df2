// Generated from openapi.json by openapi-typescript (npm run contract). Do not edit.
export interface paths {
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: an email and its one-time code answer a bearer token
         * @description Sign in: an email and its one-time code answer a bearer token. Public. Wrong credentials are a 401 unauthorized. An account takes at most 5 wrong codes in 15 minutes: after that every sign-in of it, with the right code too, is a 429 rate_limited with Retry-After (seconds) until the 15 minutes have passed; a right code within the limit clears the count. The token works until `expiresAt` or until it is signed out; a user keeps at most 20 sessions (a new sign-in ends the oldest). Creates the account at the first sign-in of an email. Codes: six digits, valid 10 minutes and once (see "Accounts, sign-in and codes"). Changes no data another read answers.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out: the bearer token of this request stops working
         * @description Sign out: the bearer token of this request stops working. The token of this request stops at once: the next request with it is a 401; other tokens keep working. Changes no data another read answers.
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The signed-in user. Signed out (no valid bearer token) this is a 401 like every route that needs a user.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public proof metrics: reconciliations this week, median claim time, discrepancy rate
         * @description Public proof metrics: reconciliations this week, median claim time, discrepancy rate.
         */
        get: operations["getProofMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchanges with their payback and referral rates, paged, in the order they were added (ties cannot occur)
         * @description Exchanges with their payback and referral rates, paged, in the order they were added (ties cannot occur). Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.
         */
        get: operations["listExchanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchanges/directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logo directory of supported exchanges, paged, in the directory’s order
         * @description The logo directory of supported exchanges, paged, in the directory’s order. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.
         */
        get: operations["listExchangeDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uid-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Linked exchange accounts, paged, newest first (ties by id)
         * @description Linked exchange accounts, paged, newest first (ties by id); a PENDING link turns APPROVED or REJECTED when the exchange has reviewed it (in the sandbox, 2 s after submission). A PENDING link is decided by the exchange: within 24-48 hours in production, 2 s after submission in the sandbox (see "UID links: review, rejection and letter case"). Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listUidLinks"];
        put?: never;
        /**
         * Link an exchange account by UID (read-only)
         * @description Link an exchange account by UID (read-only). Only new account registrations are eligible. Answers PENDING. 409 already_linked for a UID the user already linked to that exchange (by the exchange’s letter-case rule), whatever its status; 404 for an unknown exchange (see "UID links: review, rejection and letter case"). Changes what these reads answer: `GET /api/uid-links`. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        post: operations["createUidLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accruals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accrual history, newest first, paged
         * @description Accrual history, newest first, paged. net = gross × 0.9, rounded half up to the cent (see "Payback formula and rounding"). Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.
         */
        get: operations["listAccruals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation records, paged
         * @description Reconciliation records, paged; newest first unless sorted by timestamp or amount; filters state and period (from, to: days in the reader's zone tz). sort=amount or sort=timestamp keeps the newest-first order among equal values. A record is in a period when its local date in tz is inside it (see "Lists, filters, sorting and days"). Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.
         */
        get: operations["listReconciliations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts by state and the latest transaction, optionally for a period (from, to: days in the reader's zone tz)
         * @description Counts by state and the latest transaction, optionally for a period (from, to: days in the reader's zone tz).
         */
        get: operations["getReconciliationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reconciliations/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an issue with a DISCREPANCY record
         * @description Report an issue with a DISCREPANCY record; answered within the tier dispute SLA. respondBy = createdAt + slaHours hours, slaHours being the disputeSLA of the user’s tier; the record then reads disputed: true (see "Reconciliation records and disputes"). Changes what these reads answer: `GET /api/reconciliations`.
         */
        post: operations["createDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public Link-in-Bio profile of a referral code (case-insensitive)
         * @description Public Link-in-Bio profile of a referral code (case-insensitive); 404 for unknown codes.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claimable balance, minimum claim, network, gas estimate and processing time
         * @description Claimable balance, minimum claim, network, gas estimate and processing time. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payout history, newest first, paged
         * @description Payout history, newest first, paged. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim USDT to the payout wallet
         * @description Claim USDT to the payout wallet. 422 above claimable, below the minimum, or without a wallet. Rules in order: wallet_required, nothing_to_claim, below_minimum, above_claimable. Debits the claimable balance by the amount at once; PROCESSING until sent on chain in production, COMPLETED at once in the sandbox (see "Payouts and the wallet"). Changes what these reads answer: `GET /api/reconciliations`, `GET /api/reconciliations/summary`, `GET /api/profiles/{code}`, `GET /api/payouts/balance`, `GET /api/payouts`, `GET /api/payouts/schedule`, `GET /api/payouts/wallet`, `GET /api/exports/accruals.csv`, `GET /api/exports/reconciliations.csv`, `GET /api/exports/payouts.csv`, `GET /api/dashboard`, `GET /api/proof/me`. Idempotent: the `Idempotency-Key` header is required, and a repeated key replays the first answer instead of acting twice. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        post: operations["createClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Automatic payout schedule of the user tier
         * @description Automatic payout schedule of the user tier. nextAutoPayoutAt is the first run after now on the tier’s cadence; it moves only once it has passed.
         */
        get: operations["getPayoutSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payout wallet (address null when none is set)
         * @description The payout wallet (address null when none is set).
         */
        get: operations["getWallet"];
        /**
         * Set the payout wallet
         * @description Set the payout wallet; the address is validated for its network (EIP-55 checksum for mixed-case ERC-20/BEP-20). A refused address (422) leaves the wallet as it was; the balance then quotes the new network and its gas (see "Payouts and the wallet"). Changes what these reads answer: `GET /api/payouts/balance`, `GET /api/payouts/wallet`.
         */
        put: operations["updateWallet"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/accruals.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download accruals as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most 366 days
         * @description Download accruals as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most 366 days; from not after to); times in the file are UTC instants.
         */
        get: operations["exportAccruals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/reconciliations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download reconciliations as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most 366 days
         * @description Download reconciliations as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most 366 days; from not after to); times in the file are UTC instants.
         */
        get: operations["exportReconciliations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/payouts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download payouts as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most 366 days
         * @description Download payouts as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most 366 days; from not after to); times in the file are UTC instants. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["exportPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange and special settlements, newest period first, paged
         * @description Exchange and special settlements, newest period first, paged. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a PENDING special settlement: REQUESTED, then PROCESSING and PAID (in the sandbox, 3 s and 8 s after the request)
         * @description Request a PENDING special settlement: REQUESTED, then PROCESSING and PAID (in the sandbox, 3 s and 8 s after the request). PENDING SPECIAL only (else 409 not_requestable). Then PROCESSING and PAID: in 1-2 business days in production, 3 s and 8 s after the request in the sandbox (see "Settlements"). Changes what these reads answer: `GET /api/settlements`. Idempotent: the `Idempotency-Key` header is required, and a repeated key replays the first answer instead of acting twice. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        post: operations["requestSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/auto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The auto-settlement rule
         * @description The auto-settlement rule.
         */
        get: operations["getAutoSettlement"];
        /**
         * Change the auto-settlement rule
         * @description Change the auto-settlement rule; the next run is recomputed from the cadence. Changes what these reads answer: `GET /api/settlements/auto`.
         */
        put: operations["updateAutoSettlement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard summary: earnings, payback, proof, referral, tier, promos and the next best action
         * @description The dashboard summary: earnings, payback, proof, referral, tier, promos and the next best action. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral code, links, 7-day funnel, stats and recent referrals
         * @description Referral code, links, 7-day funnel, stats and recent referrals.
         */
        get: operations["getReferral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral base rate and tier bonuses by exchange, paged, in the exchanges’ order
         * @description Referral base rate and tier bonuses by exchange, paged, in the exchanges’ order. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.
         */
        get: operations["listReferralRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tier table
         * @description The tier table.
         */
        get: operations["listTiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiers/recalculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recalculate the tier from the last 30 days of points (50% decay after 30 days idle, at most one tier down per cycle)
         * @description Recalculate the tier from the last 30 days of points (50% decay after 30 days idle, at most one tier down per cycle). At most one tier down per recalculation (see "Points and tiers"). Changes what these reads answer: `GET /api/me`, `GET /api/payouts/schedule`, `GET /api/dashboard`.
         */
        post: operations["recalculateTier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/points/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Points history, newest first, paged
         * @description Points history, newest first, paged. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listPointsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/points/earn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demo: earn 10-49 points from a source, within its weekly cap (PAYBACK 200, ACADEMY 150, REFERRAL none)
         * @description Demo: earn 10-49 points from a source, within its weekly cap (PAYBACK 200, ACADEMY 150, REFERRAL none); 422 when the cap is reached. Weekly caps from Monday 00:00 UTC; the grant is cut to what is left, and 422 weekly_cap_reached once nothing is. Changes what these reads answer: `GET /api/me`, `GET /api/dashboard`, `GET /api/points/history`. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        post: operations["earnPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The promos as every reader sees them (GET /api/promos without the user's isSaved), paged after filtering
         * @description The promos as every reader sees them (GET /api/promos without the user's isSaved), paged after filtering; soonest expiry first, ties by id; expired ones only with includeExpired=true: a page shows them before the user's saved ones. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listPromoCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promos, paged after filtering
         * @description Promos, paged after filtering; soonest expiry first, ties by id; expired ones only with includeExpired=true. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listPromos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/{id}/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a promo (idempotent)
         * @description Save a promo (idempotent); 422 promo_expired once it has expired. Changes what these reads answer: `GET /api/promos`. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        put: operations["savePromo"];
        post?: never;
        /**
         * Unsave a promo (idempotent)
         * @description Unsave a promo (idempotent). Changes what these reads answer: `GET /api/promos`. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        delete: operations["unsavePromo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner programs, paged after filtering
         * @description The partner programs, paged after filtering; filter by region, sort by rate (high first, then name) or name; ties by id. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a partner program
         * @description Apply for a partner program; 400 with field errors. Public. A server takes at most 100 applications a day: above that a 429 rate_limited with Retry-After (seconds), so nobody can grow its store without bound. Applications are kept 90 days, by when each has been answered. Changes no data another read answers.
         */
        post: operations["createPartnerApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/playbook/targets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 70/210 plan's figures, the same for every reader (also in GET /api/playbook): a page shows them before the trader's own checklist and posts
         * @description The 70/210 plan's figures, the same for every reader (also in GET /api/playbook): a page shows them before the trader's own checklist and posts.
         */
        get: operations["getPlaybookTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/playbook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 70/210 playbook: checklist, sample posts and targets
         * @description The 70/210 playbook: checklist, sample posts and targets. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["getPlaybook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/playbook/checklist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Tick or untick a checklist item
         * @description Tick or untick a checklist item. Changes what these reads answer: `GET /api/playbook/targets`, `GET /api/playbook`. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        patch: operations["updateChecklistItem"];
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FAQ items, paged, in the order to show them (ties by id)
         * @description FAQ items, paged, in the order to show them (ties by id). Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listFaq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/assistants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The AI assistant catalogue, paged, in the catalogue’s order (ties by id)
         * @description The AI assistant catalogue, paged, in the catalogue’s order (ties by id). Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listAssistants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/market/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Marketplace products, paged after filtering
         * @description Marketplace products, paged after filtering; q matches title or description in the answer’s language (case-insensitive); default order is the list order, and a sort keeps the list order among ties. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
         */
        get: operations["listMarketProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testnet/simulate-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testnet only: create accruals and reconciliation records for every approved link and raise the claimable balance
         * @description Testnet only: create accruals and reconciliation records for every approved link and raise the claimable balance. Served only by the testnet data set: the app's Testnet sandbox, or `MOCK_DATASET=testnet npm run mock-server`. The demo data set (the default) answers 404 `not_found`; a real backend serves these routes only in its sandbox environment. Sandbox only: one NEW accrual and one MATCHED EXCHANGE_PAID record per approved link; claimable and totalEarned rise by the sum of the nets (see "The sandbox"). Changes what these reads answer: `GET /api/accruals`, `GET /api/reconciliations`, `GET /api/reconciliations/summary`, `GET /api/profiles/{code}`, `GET /api/payouts/balance`, `GET /api/exports/accruals.csv`, `GET /api/exports/reconciliations.csv`, `GET /api/exports/payouts.csv`, `GET /api/dashboard`, `GET /api/proof/me`.
         */
        post: operations["simulateFees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testnet/close-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testnet only: close the ledger's open week now and publish its checkpoint
         * @description Testnet only: close the ledger's open week now and publish its checkpoint. Served only by the testnet data set: the app's Testnet sandbox, or `MOCK_DATASET=testnet npm run mock-server`. The demo data set (the default) answers 404 `not_found`; a real backend serves these routes only in its sandbox environment. The sandbox's ledger clock moves to the next ISO week (its other clocks stay), so the week's leaves get their signed checkpoint at once: a claim, then this, gives a proof that verifies. Answers the checkpoint published. Sandbox only: the ledger clock moves to the next week, whose checkpoint is published at once and answered (see "The sandbox"). Changes what these reads answer: `GET /api/proof/metrics`, `GET /api/proof/periods`, `GET /api/proof/periods/{id}`, `GET /api/proof/consistency`, `GET /api/proof/leaves`, `GET /api/proof/key`, `GET /api/proof/records/{recordId}`, `GET /api/proof/me`.
         */
        post: operations["closeTestnetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testnet/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testnet only: back to an empty sandbox
         * @description Testnet only: back to an empty sandbox. Served only by the testnet data set: the app's Testnet sandbox, or `MOCK_DATASET=testnet npm run mock-server`. The demo data set (the default) answers 404 `not_found`; a real backend serves these routes only in its sandbox environment. Sandbox only: the user’s own data starts over; catalogues and tokens stay (see "The sandbox"). Changes what every read answers.
         */
        post: operations["resetTestnet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published checkpoints of the ledger, one per closed ISO week, newest first, paged
         * @description The published checkpoints of the ledger, one per closed ISO week, newest first, paged. The ledger proof of `ledger/spec/PROOF.md`: every reconciliation record revision is a leaf of one append-only log; each closed ISO week (Monday 00:00 UTC) is a signed checkpoint of its Merkle-sum tree. In demo and testnet the signing key is made per data set (`demo: true`) and nothing is anchored. A week's checkpoint is published once the week has closed and never changes after. Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.
         */
        get: operations["listProofPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published checkpoint: a week `YYYY-Www`, or `latest`
         * @description One published checkpoint: a week `YYYY-Www`, or `latest`. A week without a published checkpoint (not closed yet, before the log, malformed) is a 404.
         */
        get: operations["getProofPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The RFC 9162 consistency proof between two published tree sizes
         * @description The RFC 9162 consistency proof between two published tree sizes. A browser that saw a checkpoint before checks with it that the log it sees now extends that one (nothing rewritten). 400 unless 0 < from ≤ to ≤ the latest published tree size. Without a query: from the checkpoint before the latest to the latest.
         */
        get: operations["getProofConsistency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/leaves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leaf values of the published log, for auditors who rebuild the roots
         * @description Leaf values of the published log, for auditors who rebuild the roots. The tree values of leaves start … end − 1 (at most 1000 a page), only up to the latest published tree size. Values, not leaves: the leaves' contents stay with their traders. Re-hashed in the RFC 9162 shape with Merkle sums, the values give every published root (see "The ledger proof").
         */
        get: operations["listProofLeaves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key that signs checkpoints (a C2SP vkey to pin)
         * @description The key that signs checkpoints (a C2SP vkey to pin).
         */
        get: operations["getProofKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/records/{recordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proof bundle of one of the trader's records at a checkpoint (PROOF.md §5)
         * @description The proof bundle of one of the trader's records at a checkpoint (PROOF.md §5). The record's latest revision at checkpoint `at` (default `latest`), its RFC 9162 inclusion path and the signed checkpoint. Check it against the root published by `GET /api/proof/periods`, never the bundle's own. A record that is not the caller's is a 404, as one that does not exist (no existence leak); the caller's record without a leaf at that checkpoint (appended in the open week) is a 409 `not_checkpointed`: it is proven at the next checkpoint. Check it against the root GET /api/proof/periods publishes, never the bundle’s own; 409 not_checkpointed until the record’s leaf is in a checkpoint (see "The ledger proof").
         */
        get: operations["getProofBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All the trader's proof bundles at one checkpoint, as one file
         * @description All the trader's proof bundles at one checkpoint, as one file. Every record of the caller with a leaf at checkpoint `period` (default `latest`), each a bundle of `GET /api/proof/records/{recordId}`; `pending` lists the caller's leaves appended after the latest checkpoint, `ownerKey` whether the trader's own key is registered.
         */
        get: operations["getMyProofs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof/me/owner-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register the owner key made in the trader's browser (once)
         * @description Register the owner key made in the trader's browser (once). The key's HMAC tags the trader's leaves from now on (PROOF.md §2), so a verifier with the key checks that a record is the trader's; leaves appended before stay under the server-held key every user starts with. The key belongs to the trader: the browser keeps it and offers it for download. A second registration is a 409 `owner_key_set`. Once: fingerprint = the first 8 bytes of SHA-256(key); the trader’s leaves from fromSeq on carry the key’s tags (see "The ledger proof"). Changes what these reads answer: `GET /api/proof/me`.
         */
        put: operations["registerOwnerKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description This OpenAPI 3.1 document.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessToken: {
            /** @description Opaque and random; send it as `Authorization: Bearer <token>`. */
            token: string;
            /**
             * Format: date-time
             * @description When the token stops working (then sign in again).
             */
            expiresAt: string;
        };
        Accrual: {
            id: string;
            userId: string;
            /** @description Exchange id */
            exchange: string;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            gross: number;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            net: number;
            /** @enum {string} */
            status: "POSTED" | "NEW";
            /** Format: date-time */
            accrualAt: string;
        };
        AccrualPage: {
            items: components["schemas"]["Accrual"][];
            page: number;
            pageSize: number;
            total: number;
        };
        AiAssistant: {
            id: string;
            name: string;
            description: string;
            features: string[];
            category: string;
            /** @enum {string} */
            status: "available" | "beta" | "coming-soon";
        };
        AiAssistantPage: {
            items: components["schemas"]["AiAssistant"][];
            page: number;
            pageSize: number;
            total: number;
        };
        AutoSettlementRule: {
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            minAmount: number;
            /** @enum {string} */
            cadence: "WEEKLY" | "MONTHLY" | "CUSTOM";
            customDays: number | null;
            /** Format: date-time */
            nextRun: string;
            isEnabled: boolean;
        };
        Balance: {
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            claimable: number;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            totalEarned: number;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            minimumClaim: number;
            /** @constant */
            currency: "USDT";
            /** @enum {string} */
            network: "ERC-20" | "TRC-20" | "BEP-20";
            networkLabel: string;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            gasEstimate: number;
            processingTime: string;
        };
        ChecklistItem: {
            id: string;
            task: string;
            description: string;
            completed: boolean;
        };
        Claim: {
            amount: number;
        };
        ClaimResult: {
            payout: components["schemas"]["Payout"];
            balance: components["schemas"]["Balance"];
        };
        CreateDispute: {
            reason: string;
        };
        CreateUidLink: {
            exchangeId: string;
            uid: string;
        };
        /** @description RFC 4180 CSV with a header line; cells that could start a formula are prefixed with a quote */
        CsvFile: string;
        DashboardSummary: {
            earnings: {
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                totalEarned: number;
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                claimable: number;
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                last30dTotal: number;
                last30d: {
                    /** Format: date */
                    d: string;
                    /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                    v: number;
                }[];
                /** Format: date-time */
                nextPayoutAt: string;
                /** @enum {string} */
                payoutFrequency: "Monthly" | "Bi-weekly" | "Weekly" | "Daily";
            };
            payback: {
                linked: {
                    exchange: string;
                    lastAccrualAt: string | null;
                    lastNet: number | null;
                }[];
                canAdd: boolean;
            };
            proof: {
                counts: {
                    /** @description A count: a whole number, 0 or more. */
                    matched: number;
                    /** @description A count: a whole number, 0 or more. */
                    discrepancy: number;
                    /** @description A count: a whole number, 0 or more. */
                    unmatched: number;
                };
                lastTx: {
                    exchange: string;
                    /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                    amount: number;
                    /** @description The transaction hash on the chain; null until the transfer is sent (PROCESSING, REQUESTED, PENDING). */
                    txHash: string | null;
                } | null;
            };
            referral: {
                code: string;
                funnel7d: {
                    /** @description A count: a whole number, 0 or more. */
                    clicks: number;
                    /** @description A count: a whole number, 0 or more. */
                    signups: number;
                    /** @description A count: a whole number, 0 or more. */
                    active: number;
                };
                libUrl: string;
            };
            tier: {
                /** @enum {string} */
                tier: "Bronze" | "Silver" | "Gold" | "Platinum" | "Partner";
                /** @description A count: a whole number, 0 or more. */
                points: number;
                /** @description A percentage from 0 to 100 (30 means 30 %). */
                nextTierPct: number;
                nextMilestoneText: string;
            };
            promos: {
                /** @description A count: a whole number, 0 or more. */
                activeCount: number;
                items: {
                    id: string;
                    exchange: string;
                    title: string;
                    /** @enum {string} */
                    type: "rate_boost" | "signup_bonus" | "volume_bonus" | "trading_competition" | "deposit_bonus" | "fee_discount" | "referral_contest" | "airdrop" | "learn_earn" | "vip_trial" | "futures_bonus";
                    /** Format: date-time */
                    expiryAt: string;
                }[];
            };
            nextAction: components["schemas"]["NextAction"];
        };
        Deal: {
            id: string;
            exchange: string;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            gross: number;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            rate: number;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            standardRate: number;
            open: boolean;
            regions: ("Global" | "US" | "EU" | "MENA" | "APAC" | "LATAM")[];
            notes: string;
        };
        DealPage: {
            items: components["schemas"]["Deal"][];
            page: number;
            pageSize: number;
            total: number;
        };
        Dispute: {
            id: string;
            reconciliationId: string;
            reason: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            respondBy: string;
            /** @description A count: a whole number, 0 or more. */
            slaHours: number;
        };
        EarnPoints: {
            /** @enum {string} */
            source: "PAYBACK" | "REFERRAL" | "ACADEMY";
        };
        Error: {
            code: string;
            message: string;
            fieldErrors?: {
                [key: string]: string[];
            };
        };
        Exchange: {
            id: string;
            name: string;
            displayName: string;
            /** @description A rate from 0 to 1 (0.3 means 30 %), not rounded. */
            paybackRate: number;
            /** @description A rate from 0 to 1 (0.3 means 30 %), not rounded. */
            referralRate: number;
            isActive: boolean;
            /** Format: uri */
            url: string;
        };
        ExchangeDirectoryEntry: {
            name: string;
            slug: string;
            mono: string;
            logo: string;
        };
        ExchangeDirectoryPage: {
            items: components["schemas"]["ExchangeDirectoryEntry"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ExchangePage: {
            items: components["schemas"]["Exchange"][];
            page: number;
            pageSize: number;
            total: number;
        };
        FaqItem: {
            id: string;
            /** @enum {string} */
            category: "payback" | "referral" | "payouts" | "proof" | "tiers" | "account";
            question: string;
            answer: string;
        };
        FaqPage: {
            items: components["schemas"]["FaqItem"][];
            page: number;
            pageSize: number;
            total: number;
        };
        LinkInBioProfile: {
            code: string;
            name: string;
            avatar: string;
            verified: boolean;
            /** @description The trader's completed payout claims: the same count as their payout history. */
            recentClaims: number;
            /** @description The platform's median time from claim to transfer, in seconds. */
            medianClaimTimeSeconds: number;
            /** @description The share of the trader's reconciliation records in DISCREPANCY (0 to 1), as their Trustboard counts them. */
            discrepancyRate: number;
            snapshots: components["schemas"]["ProofSnapshot"][];
        };
        MarketProduct: {
            id: string;
            title: string;
            description: string;
            /** @enum {string} */
            category: "signals" | "bots" | "strategies" | "mentoring";
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            price: number;
            rating: number;
            /** @description A count: a whole number, 0 or more. */
            reviews: number;
            provider: string;
            verified: boolean;
            tags: string[];
        };
        MarketProductPage: {
            items: components["schemas"]["MarketProduct"][];
            page: number;
            pageSize: number;
            total: number;
        };
        NextAction: {
            /** @enum {string} */
            type: "link_exchange" | "earn_points" | "resolve_discrepancy" | "browse_promos";
            title: string;
            reason: string;
            ctaText: string;
            href: string;
            impactBadge: string;
        };
        OwnerKeyRegistration: {
            /** @description The first 8 bytes of SHA-256(owner key), 16 hex digits. */
            fingerprint: string;
            /** Format: date-time */
            registeredAt: string;
            /** @description The first leaf index under this key: the trader's leaves before it stay under the server-held key. */
            fromSeq: number;
        };
        OwnerKeyStatus: {
            /** @description true once the trader's browser registered its key; false: leaves carry a server-held key. */
            registered: boolean;
            /** @description The first 8 bytes of SHA-256(owner key) in hex; null until a key is registered. */
            fingerprint: string | null;
            /** @description The first leaf index under the registered key; the trader's leaves before it carry the server-held key. */
            fromSeq: number | null;
        };
        PartnerApplication: {
            /** @enum {string} */
            applicantType: "individual" | "kol" | "community" | "company";
            company: string;
            contact: string;
            /** Format: email */
            email: string;
            /** @description Optional: when absent the server uses "". */
            telegram?: string;
            regions: ("Global" | "US" | "EU" | "MENA" | "APAC" | "LATAM")[];
            exchanges: string[];
            /** @enum {string} */
            programType: "payback" | "referral" | "both";
            volume: number;
            /** @description Optional: when absent the server uses "". */
            proof?: string;
            /** @description Optional: when absent the server uses "". */
            note?: string;
            /** @constant */
            consent: true;
        };
        PartnerApplicationReceipt: {
            id: string;
            /** Format: date-time */
            receivedAt: string;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            betaBoostPercent: number;
        };
        Payout: {
            id: string;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            amount: number;
            /** @description The transaction hash on the chain; null until the transfer is sent (PROCESSING, REQUESTED, PENDING). */
            txHash: string | null;
            /** Format: date-time */
            timestamp: string;
            note: string;
            /** @enum {string} */
            status: "COMPLETED" | "PROCESSING";
            /** @enum {string} */
            network: "ERC-20" | "TRC-20" | "BEP-20";
            /** @description The wallet address the payout was sent to (on `network`); null when not recorded. */
            address: string | null;
            /** @description The payout's reconciliation record (a PAYOUT_CLAIMED row of the Trustboard), whose ledger proof is `GET /api/proof/records/{recordId}`; null when it has none. */
            recordId: string | null;
        };
        PayoutPage: {
            items: components["schemas"]["Payout"][];
            page: number;
            pageSize: number;
            total: number;
        };
        PayoutSchedule: {
            /** @enum {string} */
            tier: "Bronze" | "Silver" | "Gold" | "Platinum" | "Partner";
            frequency: string;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            minimumClaim: number;
            /** Format: date-time */
            nextAutoPayoutAt: string;
        };
        PayoutWallet: {
            /** @enum {string} */
            network: "ERC-20" | "TRC-20" | "BEP-20";
            address: string | null;
            updatedAt: string | null;
        };
        Playbook: {
            checklist: components["schemas"]["ChecklistItem"][];
            samplePosts: {
                id: string;
                channel: string;
                text: string;
            }[];
            targets: components["schemas"]["PlaybookTargets"];
        };
        PlaybookTargets: {
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            arpuBase: number;
            /** @description A rate from 0 to 1 (0.3 means 30 %), not rounded. */
            retention: number;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            monthlyTarget: number;
            /** @description A count: a whole number, 0 or more. */
            referralsPerMonth: number;
        };
        PointsEntry: {
            id: string;
            /** Format: date-time */
            date: string;
            /** @enum {string} */
            source: "PAYBACK" | "REFERRAL" | "ACADEMY";
            delta: number;
            /** @description A count: a whole number, 0 or more. */
            balance: number;
            note: string;
        };
        PointsPage: {
            items: components["schemas"]["PointsEntry"][];
            page: number;
            pageSize: number;
            total: number;
        };
        Promo: {
            id: string;
            title: string;
            /** @description Exchange id */
            exchange: string;
            /** @enum {string} */
            type: "rate_boost" | "signup_bonus" | "volume_bonus" | "trading_competition" | "deposit_bonus" | "fee_discount" | "referral_contest" | "airdrop" | "learn_earn" | "vip_trial" | "futures_bonus";
            description: string;
            /** Format: date-time */
            expiry: string;
            /** Format: uri */
            url: string;
            /** @enum {string} */
            region: "Global" | "US/EU" | "APAC";
            isActive: boolean;
            /** @enum {string} */
            status: "active" | "ending_soon" | "expired";
            isSaved: boolean;
        };
        PromoListing: {
            id: string;
            title: string;
            /** @description Exchange id */
            exchange: string;
            /** @enum {string} */
            type: "rate_boost" | "signup_bonus" | "volume_bonus" | "trading_competition" | "deposit_bonus" | "fee_discount" | "referral_contest" | "airdrop" | "learn_earn" | "vip_trial" | "futures_bonus";
            description: string;
            /** Format: date-time */
            expiry: string;
            /** Format: uri */
            url: string;
            /** @enum {string} */
            region: "Global" | "US/EU" | "APAC";
            isActive: boolean;
            /** @enum {string} */
            status: "active" | "ending_soon" | "expired";
        };
        PromoListingPage: {
            items: components["schemas"]["PromoListing"][];
            page: number;
            pageSize: number;
            total: number;
        };
        PromoPage: {
            items: components["schemas"]["Promo"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ProofAnchor: {
            /** @description The chain, e.g. ERC-20. */
            network: string;
            /** @description The transaction from the payout wallet that carries the checkpoint's hash. */
            txHash: string;
        };
        ProofBundle: {
            /** @constant */
            format: "octoss-proof/1";
            /** @description The record's latest revision at the checkpoint. */
            leaf: components["schemas"]["ProofLeaf"];
            leafIndex: number;
            treeSize: number;
            /** @description The RFC 9162 §2.1.3 inclusion proof of leafIndex in treeSize, bottom-up. */
            path: components["schemas"]["ProofTreeValue"][];
            checkpoint: components["schemas"]["ProofBundleCheckpoint"];
            /** @description The indexes of the record's other leaves (its other revisions) in this tree. */
            revisions: number[];
        };
        ProofBundleCheckpoint: {
            /**
             * @description An ISO 8601 week, `YYYY-Www` (Monday 00:00 UTC to the next Monday, exclusive).
             * @example 2026-W47
             */
            period: string;
            treeSize: number;
            root: components["schemas"]["ProofTreeValue"];
            /** @description The signed checkpoint note, as `ProofPeriod.note`. */
            note: string;
        };
        ProofBundleSet: {
            /** @constant */
            format: "octoss-proof-set/1";
            /** @description The checkpoint every bundle is proven at; null before the first. */
            period: string | null;
            bundles: components["schemas"]["ProofBundle"][];
            /** @description The trader's leaves appended after the latest checkpoint: proven at the next one. */
            pending: {
                recordId: string;
                /** @description A count: a whole number, 0 or more. */
                leafIndex: number;
                /** @description A count: a whole number, 0 or more. */
                rev: number;
                /**
                 * @description An ISO 8601 week, `YYYY-Www` (Monday 00:00 UTC to the next Monday, exclusive).
                 * @example 2026-W47
                 */
                period: string;
            }[];
            ownerKey: components["schemas"]["OwnerKeyStatus"];
        };
        ProofConsistency: {
            /** @description A count: a whole number, 0 or more. */
            from: number;
            /** @description A count: a whole number, 0 or more. */
            to: number;
            /** @description The RFC 9162 §2.1.4 consistency proof from tree size `from` to `to` (empty when they are equal). */
            proof: components["schemas"]["ProofTreeValue"][];
        };
        ProofKey: {
            /** @constant */
            origin: "octoss.app/proof/v1";
            /** @description The C2SP verifier key that signs checkpoints, `<name>+<key hash>+<base64(0x01 ‖ Ed25519 key)>`: pin it. */
            vkey: string;
            /** @description true: a key made for this data set (demo, testnet), not a production key. */
            demo: boolean;
            /** @description The payout wallet that anchors checkpoints on chain; null: not anchored in demo. */
            anchor: string | null;
        };
        /** @description The leaf of PROOF.md §2. Its bytes are its JSON with keys sorted, no whitespace and `\u` escapes outside printable ASCII (Python `json.dumps(leaf, sort_keys=True, separators=(",", ":"))`). */
        ProofLeaf: {
            /** @constant */
            v: 1;
            /** @description The leaf index in the log (0 first). */
            seq: number;
            /**
             * @description The ISO week the leaf was appended in.
             * @example 2026-W47
             */
            period: string;
            /** @description The reconciliation record's id. */
            recordId: string;
            /** @description The record's revision: 0 first, +1 for every change. */
            rev: number;
            /** @description The leaf hash (hex) of revision rev − 1; null at rev 0. */
            prev: string | null;
            /** @description hex HMAC-SHA256(ownerKey, "octoss/owner/v1|" + recordId). */
            owner: string;
            /** @description The exchange id; `OCTOSS` for payouts. */
            exchange: string;
            /** @description A stable code: EXCHANGE_PAID, BETA_RATE_BONUS, TIER_BONUS, PAYOUT_CLAIMED. */
            source: string;
            /** @description MATCHED, DISCREPANCY or UNMATCHED. */
            state: string;
            /** @description The signed amount of this revision, in cents. */
            amountCents: number;
            /** @description What this leaf adds to the sums: the amount at rev 0, the change later. */
            deltaCents: number;
            /** @description The hex transaction hash, or null. */
            txHash: string | null;
            /**
             * Format: date-time
             * @description The record's time, ISO 8601 UTC with milliseconds.
             */
            at: string;
        };
        ProofLeafValues: {
            /** @description A count: a whole number, 0 or more. */
            start: number;
            /** @description Exclusive: the leaves served are start … end − 1. */
            end: number;
            items: {
                /** @description A count: a whole number, 0 or more. */
                seq: number;
                value: components["schemas"]["ProofTreeValue"];
            }[];
        };
        ProofMetrics: {
            /** @description A count: a whole number, 0 or more. */
            reconciliationsThisWeek: number;
            /** @description A count: a whole number, 0 or more. */
            medianClaimTimeSeconds: number;
            /** @description A rate from 0 to 1 (0.3 means 30 %), not rounded. */
            discrepancyRate: number;
        };
        ProofPeriod: {
            /**
             * @description An ISO 8601 week, `YYYY-Www` (Monday 00:00 UTC to the next Monday, exclusive).
             * @example 2026-W47
             */
            id: string;
            /**
             * Format: date-time
             * @description Monday 00:00 UTC, the start of the week.
             */
            from: string;
            /**
             * Format: date-time
             * @description The next Monday 00:00 UTC (exclusive): when the week closed.
             */
            to: string;
            /** @description Leaves in the tree at this checkpoint (every week up to this one). */
            treeSize: number;
            /** @description The seq of the week's first leaf (= treeSize for a week without leaves). */
            firstSeq: number;
            /** @description Leaves appended during the week: treeSize − firstSeq. */
            leafCount: number;
            /** @description The root of the tree at treeSize; credit − debit is what is owed to all traders. */
            root: components["schemas"]["ProofTreeValue"];
            /** @description The week's own credits: root credit minus the previous week's. */
            credit: number;
            /** @description The week's own debits: root debit minus the previous week's. */
            debit: number;
            /** Format: date-time */
            publishedAt: string;
            /** @description The signed checkpoint (C2SP tlog-checkpoint, Ed25519): origin, tree size, base64 root hash, `period <id> first=<seq> credit=<n> debit=<n>`, an empty line and the signature line. */
            note: string;
            /** @description null: not anchored (demo and testnet). */
            anchor: components["schemas"]["ProofAnchor"] | null;
        };
        ProofPeriodPage: {
            items: components["schemas"]["ProofPeriod"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ProofSnapshot: {
            exchange: string;
            /** Format: date-time */
            timestamp: string;
            /** @enum {string} */
            status: "Matched" | "Discrepancy" | "Pending";
        };
        /** @description A tree value of PROOF.md §3 in JSON: its 48 bytes are `hash ‖ credit (u64 BE) ‖ debit (u64 BE)`. A leaf: SHA-256(0x00 ‖ leaf JSON) with max(delta, 0) and max(−delta, 0); a node: SHA-256(0x01 ‖ left48 ‖ right48) with the sums added. */
        ProofTreeValue: {
            /** @description 32 bytes as 64 lowercase hex digits. */
            hash: string;
            /** @description Whole cents of USDT, 0 or more (a Merkle-sum total). */
            credit: number;
            /** @description Whole cents of USDT, 0 or more (a Merkle-sum total). */
            debit: number;
        };
        Reconciliation: {
            id: string;
            userId: string;
            /** @description Exchange id */
            exchange: string;
            /** @enum {string} */
            state: "MATCHED" | "DISCREPANCY" | "UNMATCHED";
            /** @description The transaction hash on the chain; null until the transfer is sent (PROCESSING, REQUESTED, PENDING). */
            txHash: string | null;
            /** @enum {string} */
            sourceLabel: "EXCHANGE_PAID" | "BETA_RATE_BONUS" | "TIER_BONUS" | "PAYOUT_CLAIMED";
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            amount: number;
            /** Format: date-time */
            timestamp: string;
            disputed: boolean;
        };
        ReconciliationPage: {
            items: components["schemas"]["Reconciliation"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ReconciliationSummary: {
            counts: {
                /** @description A count: a whole number, 0 or more. */
                matched: number;
                /** @description A count: a whole number, 0 or more. */
                discrepancy: number;
                /** @description A count: a whole number, 0 or more. */
                unmatched: number;
            };
            lastTx: {
                exchange: string;
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                amount: number;
                /** @description The transaction hash on the chain; null until the transfer is sent (PROCESSING, REQUESTED, PENDING). */
                txHash: string | null;
                /** Format: date-time */
                timestamp: string;
            } | null;
        };
        ReferralRate: {
            /** @description Exchange id */
            exchange: string;
            exchangeName: string;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            baseRate: number;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            silverBonus: number;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            goldBonus: number;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            platinumBonus: number;
        };
        ReferralRatePage: {
            items: components["schemas"]["ReferralRate"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ReferralSummary: {
            code: string;
            /** Format: uri */
            link: string;
            libUrl: string;
            funnel7d: {
                /** @description A count: a whole number, 0 or more. */
                clicks: number;
                /** @description A count: a whole number, 0 or more. */
                signups: number;
                /** @description A count: a whole number, 0 or more. */
                active: number;
            };
            stats: {
                /** @description A count: a whole number, 0 or more. */
                totalReferrals: number;
                /** @description A count: a whole number, 0 or more. */
                activeReferrals: number;
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                earnedUsdt: number;
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                pendingUsdt: number;
            };
            recentReferrals: {
                id: string;
                maskedEmail: string;
                exchange: string;
                /** Format: date-time */
                joinedAt: string;
                active: boolean;
            }[];
        };
        RegisterOwnerKey: {
            /** @description The 32-byte owner key made in the trader's browser, as 64 hex digits. */
            ownerKey: string;
        };
        Session: {
            id: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            tier: "Bronze" | "Silver" | "Gold" | "Platinum" | "Partner";
            /** @description A count: a whole number, 0 or more. */
            oCTOSSPoints: number;
            /** Format: date-time */
            createdAt: string;
            signedIn: boolean;
            /** @description The tier above the current one; null at the top tier */
            nextTier: ("Bronze" | "Silver" | "Gold" | "Platinum" | "Partner") | null;
            /** @description Progress toward the next tier, 0 to 100 (100 at the top tier) */
            nextTierPct: number;
            /** @description The points at which the next tier is reached, a whole number from 0; null at the top tier */
            nextTierAt: number | null;
        };
        Settlement: {
            id: string;
            /** @description Exchange id */
            exchange: string;
            /** Format: date */
            periodFrom: string;
            /** Format: date */
            periodTo: string;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            gross: number;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            net: number;
            /** @enum {string} */
            type: "EXCHANGE" | "SPECIAL";
            /** @enum {string} */
            status: "PENDING" | "REQUESTED" | "PROCESSING" | "PAID";
            requestedAt: string | null;
            /** @description The transaction hash on the chain; null until the transfer is sent (PROCESSING, REQUESTED, PENDING). */
            txHash: string | null;
            note: string | null;
        };
        SettlementPage: {
            items: components["schemas"]["Settlement"][];
            page: number;
            pageSize: number;
            total: number;
        };
        SignIn: {
            /**
             * Format: email
             * @description The account's email address.
             */
            email: string;
            /** @description The one-time code sent to the email (six digits). */
            code: string;
        };
        SimulateFeesResult: {
            /** @description A count: a whole number, 0 or more. */
            accrualsCreated: number;
            /** @description A count: a whole number, 0 or more. */
            reconciliationsCreated: number;
            /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
            claimableAdded: number;
        };
        TestnetReset: {
            /** @constant */
            reset: true;
        };
        Tier: {
            /** @enum {string} */
            tier: "Bronze" | "Silver" | "Gold" | "Platinum" | "Partner";
            /** @description A count: a whole number, 0 or more. */
            minScore: number;
            /** @description Factor on referral earnings, 1 or more (1.02 = +2 %) */
            multiplier: number;
            /** @description A percentage from 0 to 100 (30 means 30 %). */
            rateBoost: number;
            payoutFreq: string;
            /** @description A count: a whole number, 0 or more. */
            disputeSLA: number;
        };
        TierRecalculation: {
            /** @enum {string} */
            previousTier: "Bronze" | "Silver" | "Gold" | "Platinum" | "Partner";
            /** @enum {string} */
            tier: "Bronze" | "Silver" | "Gold" | "Platinum" | "Partner";
            score: number;
            notes: ("window_30d" | "decay_applied" | "drop_limited")[];
        };
        UidLink: {
            id: string;
            userId: string;
            /** @description Exchange id */
            exchange: string;
            uid: string;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** Format: date-time */
            createdAt: string;
            approvedAt: string | null;
            rejection: {
                /** @enum {string} */
                code: "EXISTING_ACCOUNT";
                fix: string;
            } | null;
        };
        UidLinkPage: {
            items: components["schemas"]["UidLink"][];
            page: number;
            pageSize: number;
            total: number;
        };
        /** @description Unknown properties are rejected (400). `customDays` (1-90) is required when `cadence` is CUSTOM and stored as null for WEEKLY and MONTHLY. `minAmount` is USDT with at most 2 decimals, 10 or more. */
        UpdateAutoSettlementRule: {
            minAmount: number;
            /** @enum {string} */
            cadence: "WEEKLY" | "MONTHLY" | "CUSTOM";
            /** @description Optional: when absent the server uses null. */
            customDays?: number | null;
            isEnabled: boolean;
        };
        UpdateChecklistItem: {
            completed: boolean;
        };
        UpdateWallet: {
            /** @enum {string} */
            network: "ERC-20" | "TRC-20" | "BEP-20";
            address: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "7f68c62f009caa9c0ca160ca5ba95fdf2b4e82d14858b1d5ec01452cddc93482",
                     *       "expiresAt": "2026-02-14T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "code": [
                     *           "Six digits"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Unknown email or wrong code"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error. Codes: rate_limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many wrong codes for this account: try again in 15 min"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of auth (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of auth (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "user-demo",
                     *       "email": "demo@octoss.app",
                     *       "tier": "Silver",
                     *       "oCTOSSPoints": 2847,
                     *       "createdAt": "2025-09-17T12:00:00.000Z",
                     *       "signedIn": true,
                     *       "nextTier": "Gold",
                     *       "nextTierPct": 46,
                     *       "nextTierAt": 4000
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of session (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getProofMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=60` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reconciliationsThisWeek": 12493,
                     *       "medianClaimTimeSeconds": 442,
                     *       "discrepancyRate": 0.009
                     *     }
                     */
                    "application/json": components["schemas"]["ProofMetrics"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
            /** @description A client error common to every route, in the error shape; its code is one of the catalogue in the API description. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No such endpoint"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listExchanges: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "cex-a",
                     *           "name": "CEX-A",
                     *           "displayName": "CEX-A",
                     *           "paybackRate": 0.08,
                     *           "referralRate": 0.25,
                     *           "isActive": true,
                     *           "url": "https://cex-a.example.com"
                     *         },
                     *         {
                     *           "id": "cex-b",
                     *           "name": "CEX-B",
                     *           "displayName": "CEX-B",
                     *           "paybackRate": 0.06,
                     *           "referralRate": 0.2,
                     *           "isActive": true,
                     *           "url": "https://cex-b.example.com"
                     *         },
                     *         {
                     *           "id": "cex-c",
                     *           "name": "CEX-C",
                     *           "displayName": "CEX-C",
                     *           "paybackRate": 0.1,
                     *           "referralRate": 0.3,
                     *           "isActive": true,
                     *           "url": "https://cex-c.example.com"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 3
                     *     }
                     */
                    "application/json": components["schemas"]["ExchangePage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "pageSize": [
                     *           "Too big: expected number to be <=100"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of exchanges (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listExchangeDirectory: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "name": "Binance",
                     *           "slug": "binance",
                     *           "mono": "B",
                     *           "logo": "/exchanges/binance.png"
                     *         },
                     *         {
                     *           "name": "Bybit",
                     *           "slug": "bybit",
                     *           "mono": "BY",
                     *           "logo": "/exchanges/bybit.png"
                     *         },
                     *         {
                     *           "name": "OKX",
                     *           "slug": "okx",
                     *           "mono": "OK",
                     *           "logo": "/exchanges/okx.webp"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 16
                     *     }
                     */
                    "application/json": components["schemas"]["ExchangeDirectoryPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "page": [
                     *           "Too small: expected number to be >=1"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of exchanges (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listUidLinks: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "link-2",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-c",
                     *           "uid": "77340125",
                     *           "status": "APPROVED",
                     *           "createdAt": "2025-12-06T12:00:00.000Z",
                     *           "approvedAt": "2025-12-06T12:00:02.000Z",
                     *           "rejection": null
                     *         },
                     *         {
                     *           "id": "link-1",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-a",
                     *           "uid": "58213907",
                     *           "status": "APPROVED",
                     *           "createdAt": "2025-11-01T12:00:00.000Z",
                     *           "approvedAt": "2025-11-01T12:00:02.000Z",
                     *           "rejection": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 2
                     *     }
                     */
                    "application/json": components["schemas"]["UidLinkPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "pageSize": [
                     *           "Too big: expected number to be <=100"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of uid-links (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    createUidLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUidLink"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "link-00000000-0000-4000-8000-e1dc24f50000",
                     *       "userId": "user-demo",
                     *       "exchange": "cex-b",
                     *       "uid": "44120987",
                     *       "status": "PENDING",
                     *       "createdAt": "2026-01-15T12:00:00.000Z",
                     *       "approvedAt": null,
                     *       "rejection": null
                     *     }
                     */
                    "application/json": components["schemas"]["UidLink"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "uid": [
                     *           "Letters, digits, - and _ only"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "Unknown exchange cex-unknown"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Conflict with the current state. Codes: already_linked. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "already_linked",
                     *       "message": "This UID is already linked to the selected exchange."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "already_linked";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of uid-links (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listAccruals: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                exchangeId?: string;
                status?: "POSTED" | "NEW";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "acc-001",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-c",
                     *           "gross": 30.78,
                     *           "net": 27.7,
                     *           "status": "NEW",
                     *           "accrualAt": "2026-01-15T11:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "acc-002",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-a",
                     *           "gross": 4.1,
                     *           "net": 3.69,
                     *           "status": "NEW",
                     *           "accrualAt": "2026-01-13T18:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "acc-003",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-a",
                     *           "gross": 21.69,
                     *           "net": 19.52,
                     *           "status": "NEW",
                     *           "accrualAt": "2026-01-12T08:00:00.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 40
                     *     }
                     */
                    "application/json": components["schemas"]["AccrualPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "page": [
                     *           "Too small: expected number to be >=1"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of accruals (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listReconciliations: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                tz?: string;
                state?: "MATCHED" | "DISCREPANCY" | "UNMATCHED";
                sort?: "-timestamp" | "timestamp" | "-amount" | "amount";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "rec-001",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-a",
                     *           "state": "UNMATCHED",
                     *           "txHash": null,
                     *           "sourceLabel": "EXCHANGE_PAID",
                     *           "amount": 30.89,
                     *           "timestamp": "2026-01-14T16:30:00.000Z",
                     *           "disputed": false
                     *         },
                     *         {
                     *           "id": "rec-002",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-b",
                     *           "state": "UNMATCHED",
                     *           "txHash": null,
                     *           "sourceLabel": "EXCHANGE_PAID",
                     *           "amount": 6.37,
                     *           "timestamp": "2026-01-12T21:30:00.000Z",
                     *           "disputed": false
                     *         },
                     *         {
                     *           "id": "rec-003",
                     *           "userId": "user-demo",
                     *           "exchange": "cex-c",
                     *           "state": "MATCHED",
                     *           "txHash": "0x6b90dcadd230d58271c304c1d23e1056a6db2ba2c83f145a74b349d5ef3559c5",
                     *           "sourceLabel": "EXCHANGE_PAID",
                     *           "amount": 24.69,
                     *           "timestamp": "2026-01-11T04:30:00.000Z",
                     *           "disputed": false
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 33
                     *     }
                     */
                    "application/json": components["schemas"]["ReconciliationPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "state": [
                     *           "Invalid option: expected one of \"MATCHED\"|\"DISCREPANCY\"|\"UNMATCHED\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of reconciliations (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getReconciliationSummary: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "counts": {
                     *         "matched": 23,
                     *         "discrepancy": 4,
                     *         "unmatched": 6
                     *       },
                     *       "lastTx": {
                     *         "exchange": "cex-a",
                     *         "amount": 30.89,
                     *         "txHash": null,
                     *         "timestamp": "2026-01-14T16:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReconciliationSummary"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "from": [
                     *           "Invalid ISO date"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of reconciliations (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    createDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDispute"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "dsp-00000000-0000-4000-8000-63f553c10000",
                     *       "reconciliationId": "rec-004",
                     *       "reason": "The Beta Rate bonus on 8 January is 14.60 USDT, the exchange statement says 16.20 USDT.",
                     *       "createdAt": "2026-01-15T12:00:00.000Z",
                     *       "respondBy": "2026-01-18T12:00:00.000Z",
                     *       "slaHours": 72
                     *     }
                     */
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "reason": [
                     *           "Describe the issue in at least 10 characters"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No reconciliation record rec-999"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Conflict with the current state. Codes: not_disputable, already_disputed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "already_disputed",
                     *       "message": "This record is already disputed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_disputable" | "already_disputed";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of reconciliations (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=60` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "OCTOSS-7F3K",
                     *       "name": "Minji Park",
                     *       "avatar": "MP",
                     *       "verified": true,
                     *       "recentClaims": 3,
                     *       "medianClaimTimeSeconds": 442,
                     *       "discrepancyRate": 0.12121212121212122,
                     *       "snapshots": [
                     *         {
                     *           "exchange": "cex-a",
                     *           "timestamp": "2026-01-14T16:30:00.000Z",
                     *           "status": "Pending"
                     *         },
                     *         {
                     *           "exchange": "cex-b",
                     *           "timestamp": "2026-01-12T21:30:00.000Z",
                     *           "status": "Pending"
                     *         },
                     *         {
                     *           "exchange": "cex-c",
                     *           "timestamp": "2026-01-11T04:30:00.000Z",
                     *           "status": "Matched"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LinkInBioProfile"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No profile for this code"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of profiles (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "claimable": 376.61,
                     *       "totalEarned": 649.45,
                     *       "minimumClaim": 10,
                     *       "currency": "USDT",
                     *       "network": "ERC-20",
                     *       "networkLabel": "Ethereum (ERC-20)",
                     *       "gasEstimate": 2.5,
                     *       "processingTime": "2-10 minutes"
                     *     }
                     */
                    "application/json": components["schemas"]["Balance"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of payouts (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "COMPLETED" | "PROCESSING";
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "pay-1",
                     *           "amount": 120.5,
                     *           "txHash": "0x00fb86738b42c835484f3e32248c1e89af9ed025601c567fbb5522e53a50ae8d",
                     *           "timestamp": "2026-01-08T12:00:00.000Z",
                     *           "note": "Bi-weekly auto payout",
                     *           "status": "COMPLETED",
                     *           "network": "ERC-20",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "recordId": "rec-pay-1"
                     *         },
                     *         {
                     *           "id": "pay-2",
                     *           "amount": 88.24,
                     *           "txHash": "0xae18aefd9ff8d085b8cf8d6ab84300fda099bf4fac9d2f89263ddbaf9bf739cd",
                     *           "timestamp": "2025-12-25T12:00:00.000Z",
                     *           "note": "Bi-weekly auto payout",
                     *           "status": "COMPLETED",
                     *           "network": "ERC-20",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "recordId": "rec-pay-2"
                     *         },
                     *         {
                     *           "id": "pay-3",
                     *           "amount": 64.1,
                     *           "txHash": "0x3878247720201ef0267b55cbc8c6948c14ddc65e457d6f86584e9fd76be8a2b6",
                     *           "timestamp": "2025-12-11T12:00:00.000Z",
                     *           "note": "Bi-weekly auto payout",
                     *           "status": "COMPLETED",
                     *           "network": "ERC-20",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "recordId": "rec-pay-3"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 3
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "status": [
                     *           "Invalid option: expected one of \"COMPLETED\"|\"PROCESSING\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of payouts (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    createClaim: {
        parameters: {
            query?: never;
            header: {
                /** @description One key per user action, scoped to the user, method and path and kept 24 hours. A repeated key replays the stored answer (2xx and the 404/409/422 of the rules, with Idempotent-Replay: true; never 400/413/415/429 or 5xx, which are not stored); the same key with another body is a 422 idempotency_mismatch; a concurrent request with the same key waits for the first and gets its answer. */
                "Idempotency-Key": string;
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Claim"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key (kept 24 hours). */
                    "Idempotent-Replay"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payout": {
                     *         "id": "pay-00000000-0000-4000-8000-0d4fc7460000",
                     *         "amount": 25,
                     *         "txHash": "0x76d394f70eb8454e645d129b5c3ea02ace6c2f87cbe756c228fad4fa70542f09",
                     *         "timestamp": "2026-01-15T12:00:00.000Z",
                     *         "note": "Sandbox payout",
                     *         "status": "COMPLETED",
                     *         "network": "ERC-20",
                     *         "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *         "recordId": "rec-00000000-0000-4000-8000-a1fa78c30000"
                     *       },
                     *       "balance": {
                     *         "claimable": 351.61,
                     *         "totalEarned": 649.45,
                     *         "minimumClaim": 10,
                     *         "currency": "USDT",
                     *         "network": "ERC-20",
                     *         "networkLabel": "Ethereum (ERC-20)",
                     *         "gasEstimate": 2.5,
                     *         "processingTime": "2-10 minutes"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ClaimResult"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "amount": [
                     *           "At most 2 decimals"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Breaks a business rule. Codes: idempotency_mismatch, wallet_required, nothing_to_claim, below_minimum, above_claimable. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "below_minimum",
                     *       "message": "The minimum claim is 10 USDT",
                     *       "fieldErrors": {
                     *         "amount": [
                     *           "The minimum claim is 10 USDT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "idempotency_mismatch" | "wallet_required" | "nothing_to_claim" | "below_minimum" | "above_claimable";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of payouts (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getPayoutSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tier": "Silver",
                     *       "frequency": "Bi-weekly",
                     *       "minimumClaim": 10,
                     *       "nextAutoPayoutAt": "2026-01-22T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutSchedule"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of payouts (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "network": "ERC-20",
                     *       "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *       "updatedAt": "2025-11-16T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutWallet"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of payouts (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    updateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWallet"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "network": "ERC-20",
                     *       "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *       "updatedAt": "2026-01-15T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutWallet"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "address": [
                     *           "Enter a wallet address"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Breaks a business rule. Codes: invalid_address_format, invalid_address_checksum, invalid_address_burn. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid_address_checksum",
                     *       "message": "The EIP-55 checksum of the address does not match: check for a typo",
                     *       "fieldErrors": {
                     *         "address": [
                     *           "The EIP-55 checksum of the address does not match: check for a typo"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "invalid_address_format" | "invalid_address_checksum" | "invalid_address_burn";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of payouts (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    exportAccruals: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    /** @description `attachment; filename="octoss-<name>-<from>-<to>.csv"`; a period spans at most 366 days. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id,date,exchange,gross_usdt,net_usdt,status
                     *     acc-001,2026-01-15T11:00:00.000Z,cex-c,30.78,27.7,NEW
                     *     acc-002,2026-01-13T18:00:00.000Z,cex-a,4.1,3.69,NEW
                     *     acc-003,2026-01-12T08:00:00.000Z,cex-a,21.69,19.52,NEW
                     */
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "from": [
                     *           "Invalid ISO date"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of exports (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    exportReconciliations: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    /** @description `attachment; filename="octoss-<name>-<from>-<to>.csv"`; a period spans at most 366 days. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id,timestamp,state,source,exchange,amount_usdt,tx_hash
                     *     rec-00000000-0000-4000-8000-a1fa78c30000,2026-01-15T12:00:00.000Z,MATCHED,PAYOUT_CLAIMED,OCTOSS,-25,0x76d394f70eb8454e645d129b5c3ea02ace6c2f87cbe756c228fad4fa70542f09
                     *     rec-001,2026-01-14T16:30:00.000Z,UNMATCHED,EXCHANGE_PAID,cex-a,30.89,Pending
                     *     rec-002,2026-01-12T21:30:00.000Z,UNMATCHED,EXCHANGE_PAID,cex-b,6.37,Pending
                     */
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "to": [
                     *           "Invalid ISO date"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of exports (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    exportPayouts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tz?: string;
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    /** @description `attachment; filename="octoss-<name>-<from>-<to>.csv"`; a period spans at most 366 days. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id,timestamp,amount_usdt,tx_hash,note,status
                     *     pay-00000000-0000-4000-8000-0d4fc7460000,2026-01-15T12:00:00.000Z,25,0x76d394f70eb8454e645d129b5c3ea02ace6c2f87cbe756c228fad4fa70542f09,Sandbox payout,COMPLETED
                     *     pay-1,2026-01-08T12:00:00.000Z,120.5,0x00fb86738b42c835484f3e32248c1e89af9ed025601c567fbb5522e53a50ae8d,Bi-weekly auto payout,COMPLETED
                     */
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "from": [
                     *           "Invalid ISO date"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of exports (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listSettlements: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                type?: "EXCHANGE" | "SPECIAL";
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "set-9",
                     *           "exchange": "cex-a",
                     *           "periodFrom": "2025-12-16",
                     *           "periodTo": "2026-01-14",
                     *           "gross": 145.2,
                     *           "net": 130.68,
                     *           "type": "SPECIAL",
                     *           "status": "PENDING",
                     *           "requestedAt": null,
                     *           "txHash": null,
                     *           "note": "Beta Rate bonus (+5%) for the last 30 days"
                     *         },
                     *         {
                     *           "id": "set-1",
                     *           "exchange": "cex-a",
                     *           "periodFrom": "2025-12-30",
                     *           "periodTo": "2026-01-12",
                     *           "gross": 189.75,
                     *           "net": 170.78,
                     *           "type": "EXCHANGE",
                     *           "status": "PAID",
                     *           "requestedAt": null,
                     *           "txHash": "0xd641abf541becdf3f486bc9b994d72b788ef21486ed8e47eac5efd02c11e494c",
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "set-2",
                     *           "exchange": "cex-c",
                     *           "periodFrom": "2025-12-30",
                     *           "periodTo": "2026-01-12",
                     *           "gross": 209.52,
                     *           "net": 188.57,
                     *           "type": "EXCHANGE",
                     *           "status": "PAID",
                     *           "requestedAt": null,
                     *           "txHash": "0x07f116cb4717682c4bd02be4da511fb48186c2b233e00fe79b2819bd1950e424",
                     *           "note": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 11
                     *     }
                     */
                    "application/json": components["schemas"]["SettlementPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "type": [
                     *           "Invalid option: expected one of \"EXCHANGE\"|\"SPECIAL\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of settlements (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    requestSettlement: {
        parameters: {
            query?: never;
            header: {
                /** @description One key per user action, scoped to the user, method and path and kept 24 hours. A repeated key replays the stored answer (2xx and the 404/409/422 of the rules, with Idempotent-Replay: true; never 400/413/415/429 or 5xx, which are not stored); the same key with another body is a 422 idempotency_mismatch; a concurrent request with the same key waits for the first and gets its answer. */
                "Idempotency-Key": string;
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key (kept 24 hours). */
                    "Idempotent-Replay"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "set-9",
                     *       "exchange": "cex-a",
                     *       "periodFrom": "2025-12-16",
                     *       "periodTo": "2026-01-14",
                     *       "gross": 145.2,
                     *       "net": 130.68,
                     *       "type": "SPECIAL",
                     *       "status": "REQUESTED",
                     *       "requestedAt": "2026-01-15T12:00:00.000Z",
                     *       "txHash": null,
                     *       "note": "Beta Rate bonus (+5%) for the last 30 days"
                     *     }
                     */
                    "application/json": components["schemas"]["Settlement"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "An Idempotency-Key header (1-200 characters) is required",
                     *       "fieldErrors": {
                     *         "Idempotency-Key": [
                     *           "Required"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No settlement set-999"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Conflict with the current state. Codes: not_requestable. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_requestable",
                     *       "message": "Only a PENDING special settlement can be requested"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_requestable";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of settlements (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getAutoSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "minAmount": 100,
                     *       "cadence": "WEEKLY",
                     *       "customDays": null,
                     *       "nextRun": "2026-01-22T12:00:00.000Z",
                     *       "isEnabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["AutoSettlementRule"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of settlements (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    updateAutoSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAutoSettlementRule"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "minAmount": 50,
                     *       "cadence": "WEEKLY",
                     *       "customDays": null,
                     *       "nextRun": "2026-01-22T12:00:00.000Z",
                     *       "isEnabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["AutoSettlementRule"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "customDays": [
                     *           "Choose the number of days"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of settlements (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "earnings": {
                     *         "totalEarned": 649.45,
                     *         "claimable": 351.61,
                     *         "last30dTotal": 347.91,
                     *         "last30d": [
                     *           {
                     *             "d": "2025-12-17",
                     *             "v": 7.73
                     *           },
                     *           {
                     *             "d": "2025-12-18",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2025-12-19",
                     *             "v": 11.05
                     *           },
                     *           {
                     *             "d": "2025-12-20",
                     *             "v": 10.91
                     *           },
                     *           {
                     *             "d": "2025-12-21",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2025-12-22",
                     *             "v": 7.34
                     *           },
                     *           {
                     *             "d": "2025-12-23",
                     *             "v": 21.34
                     *           },
                     *           {
                     *             "d": "2025-12-24",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2025-12-25",
                     *             "v": 11.34
                     *           },
                     *           {
                     *             "d": "2025-12-26",
                     *             "v": 18.48
                     *           },
                     *           {
                     *             "d": "2025-12-27",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2025-12-28",
                     *             "v": 15.34
                     *           },
                     *           {
                     *             "d": "2025-12-29",
                     *             "v": 16.19
                     *           },
                     *           {
                     *             "d": "2025-12-30",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2025-12-31",
                     *             "v": 29.39
                     *           },
                     *           {
                     *             "d": "2026-01-01",
                     *             "v": 29.65
                     *           },
                     *           {
                     *             "d": "2026-01-02",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2026-01-03",
                     *             "v": 26.6
                     *           },
                     *           {
                     *             "d": "2026-01-04",
                     *             "v": 29.1
                     *           },
                     *           {
                     *             "d": "2026-01-05",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2026-01-06",
                     *             "v": 12.11
                     *           },
                     *           {
                     *             "d": "2026-01-07",
                     *             "v": 22.45
                     *           },
                     *           {
                     *             "d": "2026-01-08",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2026-01-09",
                     *             "v": 10.22
                     *           },
                     *           {
                     *             "d": "2026-01-10",
                     *             "v": 17.76
                     *           },
                     *           {
                     *             "d": "2026-01-11",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2026-01-12",
                     *             "v": 19.52
                     *           },
                     *           {
                     *             "d": "2026-01-13",
                     *             "v": 3.69
                     *           },
                     *           {
                     *             "d": "2026-01-14",
                     *             "v": 0
                     *           },
                     *           {
                     *             "d": "2026-01-15",
                     *             "v": 27.7
                     *           }
                     *         ],
                     *         "nextPayoutAt": "2026-01-22T12:00:00.000Z",
                     *         "payoutFrequency": "Bi-weekly"
                     *       },
                     *       "payback": {
                     *         "linked": [
                     *           {
                     *             "exchange": "cex-a",
                     *             "lastAccrualAt": "2026-01-13T18:00:00.000Z",
                     *             "lastNet": 3.69
                     *           },
                     *           {
                     *             "exchange": "cex-c",
                     *             "lastAccrualAt": "2026-01-15T11:00:00.000Z",
                     *             "lastNet": 27.7
                     *           }
                     *         ],
                     *         "canAdd": true
                     *       },
                     *       "proof": {
                     *         "counts": {
                     *           "matched": 24,
                     *           "discrepancy": 4,
                     *           "unmatched": 6
                     *         },
                     *         "lastTx": {
                     *           "exchange": "OCTOSS",
                     *           "amount": -25,
                     *           "txHash": "0x76d394f70eb8454e645d129b5c3ea02ace6c2f87cbe756c228fad4fa70542f09"
                     *         }
                     *       },
                     *       "referral": {
                     *         "code": "OCTOSS-7F3K",
                     *         "funnel7d": {
                     *           "clicks": 148,
                     *           "signups": 12,
                     *           "active": 3
                     *         },
                     *         "libUrl": "/l/octoss-7f3k"
                     *       },
                     *       "tier": {
                     *         "tier": "Silver",
                     *         "points": 2847,
                     *         "nextTierPct": 46,
                     *         "nextMilestoneText": "1,153 points to Gold"
                     *       },
                     *       "promos": {
                     *         "activeCount": 11,
                     *         "items": [
                     *           {
                     *             "id": "promo-3",
                     *             "exchange": "cex-c",
                     *             "title": "Volume Bonus: CEX-C limited offer",
                     *             "type": "volume_bonus",
                     *             "expiryAt": "2026-01-16T00:00:00.000Z"
                     *           },
                     *           {
                     *             "id": "promo-4",
                     *             "exchange": "cex-a",
                     *             "title": "Trading Competition: CEX-A weekly offer",
                     *             "type": "trading_competition",
                     *             "expiryAt": "2026-01-17T00:00:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "nextAction": {
                     *         "type": "resolve_discrepancy",
                     *         "href": "/app/trustboard?filter=discrepancy",
                     *         "title": "Resolve your discrepancies",
                     *         "reason": "Some payments do not match the exchange report.",
                     *         "ctaText": "Review on Trustboard",
                     *         "impactBadge": "Money at stake"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardSummary"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of dashboard (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "OCTOSS-7F3K",
                     *       "link": "https://octoss.app/?ref=OCTOSS-7F3K",
                     *       "libUrl": "/l/octoss-7f3k",
                     *       "funnel7d": {
                     *         "clicks": 148,
                     *         "signups": 12,
                     *         "active": 3
                     *       },
                     *       "stats": {
                     *         "totalReferrals": 12,
                     *         "activeReferrals": 3,
                     *         "earnedUsdt": 162.4,
                     *         "pendingUsdt": 18.9
                     *       },
                     *       "recentReferrals": [
                     *         {
                     *           "id": "ref-001",
                     *           "maskedEmail": "j***n@example.com",
                     *           "exchange": "cex-a",
                     *           "joinedAt": "2026-01-15T00:55:23.077Z",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "ref-002",
                     *           "maskedEmail": "m***a@example.com",
                     *           "exchange": "cex-b",
                     *           "joinedAt": "2026-01-14T13:50:46.154Z",
                     *           "active": false
                     *         },
                     *         {
                     *           "id": "ref-003",
                     *           "maskedEmail": "s***o@example.com",
                     *           "exchange": "cex-c",
                     *           "joinedAt": "2026-01-14T02:46:09.231Z",
                     *           "active": false
                     *         },
                     *         {
                     *           "id": "ref-004",
                     *           "maskedEmail": "h***k@example.com",
                     *           "exchange": "cex-a",
                     *           "joinedAt": "2026-01-13T15:41:32.308Z",
                     *           "active": false
                     *         },
                     *         {
                     *           "id": "ref-005",
                     *           "maskedEmail": "l***e@example.com",
                     *           "exchange": "cex-b",
                     *           "joinedAt": "2026-01-13T04:36:55.385Z",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "ref-006",
                     *           "maskedEmail": "t***g@example.com",
                     *           "exchange": "cex-c",
                     *           "joinedAt": "2026-01-12T17:32:18.462Z",
                     *           "active": false
                     *         },
                     *         {
                     *           "id": "ref-007",
                     *           "maskedEmail": "a***y@example.com",
                     *           "exchange": "cex-a",
                     *           "joinedAt": "2026-01-12T06:27:41.539Z",
                     *           "active": false
                     *         },
                     *         {
                     *           "id": "ref-008",
                     *           "maskedEmail": "n***u@example.com",
                     *           "exchange": "cex-b",
                     *           "joinedAt": "2026-01-11T19:23:04.616Z",
                     *           "active": false
                     *         },
                     *         {
                     *           "id": "ref-009",
                     *           "maskedEmail": "k***m@example.com",
                     *           "exchange": "cex-c",
                     *           "joinedAt": "2026-01-11T08:18:27.693Z",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "ref-010",
                     *           "maskedEmail": "p***r@example.com",
                     *           "exchange": "cex-a",
                     *           "joinedAt": "2026-01-10T21:13:50.770Z",
                     *           "active": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReferralSummary"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of referral (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listReferralRates: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "exchange": "cex-a",
                     *           "exchangeName": "CEX-A",
                     *           "baseRate": 25,
                     *           "silverBonus": 5,
                     *           "goldBonus": 10,
                     *           "platinumBonus": 15
                     *         },
                     *         {
                     *           "exchange": "cex-b",
                     *           "exchangeName": "CEX-B",
                     *           "baseRate": 20,
                     *           "silverBonus": 5,
                     *           "goldBonus": 10,
                     *           "platinumBonus": 15
                     *         },
                     *         {
                     *           "exchange": "cex-c",
                     *           "exchangeName": "CEX-C",
                     *           "baseRate": 30,
                     *           "silverBonus": 5,
                     *           "goldBonus": 10,
                     *           "platinumBonus": 15
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 3
                     *     }
                     */
                    "application/json": components["schemas"]["ReferralRatePage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "pageSize": [
                     *           "Too big: expected number to be <=100"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of referral (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "tier": "Bronze",
                     *         "minScore": 0,
                     *         "multiplier": 1,
                     *         "rateBoost": 0,
                     *         "payoutFreq": "Monthly",
                     *         "disputeSLA": 120
                     *       },
                     *       {
                     *         "tier": "Silver",
                     *         "minScore": 1000,
                     *         "multiplier": 1.01,
                     *         "rateBoost": 1,
                     *         "payoutFreq": "Bi-weekly",
                     *         "disputeSLA": 72
                     *       },
                     *       {
                     *         "tier": "Gold",
                     *         "minScore": 5000,
                     *         "multiplier": 1.02,
                     *         "rateBoost": 2,
                     *         "payoutFreq": "Weekly",
                     *         "disputeSLA": 48
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Tier"][];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of tiers (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
            /** @description A client error common to every route, in the error shape; its code is one of the catalogue in the API description. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No such endpoint"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recalculateTier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "previousTier": "Silver",
                     *       "tier": "Silver",
                     *       "score": 2847,
                     *       "notes": [
                     *         "window_30d"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TierRecalculation"];
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of tiers (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listPointsHistory: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "pts-030",
                     *           "date": "2026-01-13T12:00:00.000Z",
                     *           "source": "PAYBACK",
                     *           "delta": 17,
                     *           "balance": 2847,
                     *           "note": "Payback activity"
                     *         },
                     *         {
                     *           "id": "pts-029",
                     *           "date": "2026-01-11T12:00:00.000Z",
                     *           "source": "REFERRAL",
                     *           "delta": 125,
                     *           "balance": 2830,
                     *           "note": "Referral activity"
                     *         },
                     *         {
                     *           "id": "pts-028",
                     *           "date": "2026-01-09T12:00:00.000Z",
                     *           "source": "PAYBACK",
                     *           "delta": 11,
                     *           "balance": 2705,
                     *           "note": "Payback activity"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 30
                     *     }
                     */
                    "application/json": components["schemas"]["PointsPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "pageSize": [
                     *           "Too big: expected number to be <=100"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of points (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    earnPoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EarnPoints"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pts-00000000-0000-4000-8000-f48276860000",
                     *       "date": "2026-01-15T12:00:00.000Z",
                     *       "source": "REFERRAL",
                     *       "delta": 42,
                     *       "balance": 2889,
                     *       "note": "Demo points"
                     *     }
                     */
                    "application/json": components["schemas"]["PointsEntry"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "source": [
                     *           "Invalid option: expected one of \"PAYBACK\"|\"REFERRAL\"|\"ACADEMY\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Breaks a business rule. Codes: weekly_cap_reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "weekly_cap_reached",
                     *       "message": "The weekly cap for ACADEMY points is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "weekly_cap_reached";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of points (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listPromoCatalogue: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                region?: "Global" | "US/EU" | "APAC";
                type?: "rate_boost" | "signup_bonus" | "volume_bonus" | "trading_competition" | "deposit_bonus" | "fee_discount" | "referral_contest" | "airdrop" | "learn_earn" | "vip_trial" | "futures_bonus";
                exchangeId?: string;
                includeExpired?: "true" | "false";
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "promo-3",
                     *           "exchange": "cex-c",
                     *           "type": "volume_bonus",
                     *           "title": "Volume Bonus: CEX-C limited offer",
                     *           "description": "Volume Bonus for OCTOSS traders on CEX-C. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-16T00:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-c/3",
                     *           "region": "APAC",
                     *           "isActive": true,
                     *           "status": "ending_soon"
                     *         },
                     *         {
                     *           "id": "promo-4",
                     *           "exchange": "cex-a",
                     *           "type": "trading_competition",
                     *           "title": "Trading Competition: CEX-A weekly offer",
                     *           "description": "Trading Competition for OCTOSS traders on CEX-A. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-17T00:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-a/4",
                     *           "region": "Global",
                     *           "isActive": true,
                     *           "status": "ending_soon"
                     *         },
                     *         {
                     *           "id": "promo-13",
                     *           "exchange": "cex-a",
                     *           "type": "signup_bonus",
                     *           "title": "Signup Bonus: CEX-A limited offer",
                     *           "description": "Signup Bonus for OCTOSS traders on CEX-A. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-18T12:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-a/13",
                     *           "region": "Global",
                     *           "isActive": true,
                     *           "status": "ending_soon"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 11
                     *     }
                     */
                    "application/json": components["schemas"]["PromoListingPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "region": [
                     *           "Invalid option: expected one of \"Global\"|\"US/EU\"|\"APAC\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of promos (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listPromos: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                region?: "Global" | "US/EU" | "APAC";
                type?: "rate_boost" | "signup_bonus" | "volume_bonus" | "trading_competition" | "deposit_bonus" | "fee_discount" | "referral_contest" | "airdrop" | "learn_earn" | "vip_trial" | "futures_bonus";
                exchangeId?: string;
                includeExpired?: "true" | "false";
                saved?: "true" | "false";
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "promo-3",
                     *           "exchange": "cex-c",
                     *           "type": "volume_bonus",
                     *           "title": "Volume Bonus: CEX-C limited offer",
                     *           "description": "Volume Bonus for OCTOSS traders on CEX-C. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-16T00:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-c/3",
                     *           "region": "APAC",
                     *           "isActive": true,
                     *           "status": "ending_soon",
                     *           "isSaved": false
                     *         },
                     *         {
                     *           "id": "promo-4",
                     *           "exchange": "cex-a",
                     *           "type": "trading_competition",
                     *           "title": "Trading Competition: CEX-A weekly offer",
                     *           "description": "Trading Competition for OCTOSS traders on CEX-A. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-17T00:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-a/4",
                     *           "region": "Global",
                     *           "isActive": true,
                     *           "status": "ending_soon",
                     *           "isSaved": false
                     *         },
                     *         {
                     *           "id": "promo-13",
                     *           "exchange": "cex-a",
                     *           "type": "signup_bonus",
                     *           "title": "Signup Bonus: CEX-A limited offer",
                     *           "description": "Signup Bonus for OCTOSS traders on CEX-A. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-18T12:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-a/13",
                     *           "region": "Global",
                     *           "isActive": true,
                     *           "status": "ending_soon",
                     *           "isSaved": false
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 11
                     *     }
                     */
                    "application/json": components["schemas"]["PromoPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "includeExpired": [
                     *           "Invalid option: expected one of \"true\"|\"false\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of promos (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    savePromo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "promo-3",
                     *       "exchange": "cex-c",
                     *       "type": "volume_bonus",
                     *       "title": "Volume Bonus: CEX-C limited offer",
                     *       "description": "Volume Bonus for OCTOSS traders on CEX-C. New accounts linked through OCTOSS qualify automatically.",
                     *       "expiry": "2026-01-16T00:00:00.000Z",
                     *       "url": "https://example.com/promos/cex-c/3",
                     *       "region": "APAC",
                     *       "isActive": true,
                     *       "status": "ending_soon",
                     *       "isSaved": true
                     *     }
                     */
                    "application/json": components["schemas"]["Promo"];
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No promo promo-999"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Breaks a business rule. Codes: promo_expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "promo_expired",
                     *       "message": "This promo has expired and cannot be saved"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "promo_expired";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of promos (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    unsavePromo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "promo-3",
                     *       "exchange": "cex-c",
                     *       "type": "volume_bonus",
                     *       "title": "Volume Bonus: CEX-C limited offer",
                     *       "description": "Volume Bonus for OCTOSS traders on CEX-C. New accounts linked through OCTOSS qualify automatically.",
                     *       "expiry": "2026-01-16T00:00:00.000Z",
                     *       "url": "https://example.com/promos/cex-c/3",
                     *       "region": "APAC",
                     *       "isActive": true,
                     *       "status": "ending_soon",
                     *       "isSaved": false
                     *     }
                     */
                    "application/json": components["schemas"]["Promo"];
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No promo promo-999"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of promos (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listDeals: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                region?: "Global" | "US" | "EU" | "MENA" | "APAC" | "LATAM";
                sort?: "rate" | "name";
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "deal-7",
                     *           "exchange": "MEXC",
                     *           "gross": 60,
                     *           "rate": 50,
                     *           "standardRate": 45,
                     *           "open": true,
                     *           "regions": [
                     *             "Global",
                     *             "APAC"
                     *           ],
                     *           "notes": "Low fees, many listings"
                     *         },
                     *         {
                     *           "id": "deal-26",
                     *           "exchange": "Bitunix",
                     *           "gross": 55,
                     *           "rate": 45,
                     *           "standardRate": 40,
                     *           "open": true,
                     *           "regions": [
                     *             "Global",
                     *             "LATAM",
                     *             "MENA"
                     *           ],
                     *           "notes": "Futures"
                     *         },
                     *         {
                     *           "id": "deal-5",
                     *           "exchange": "Gate.io",
                     *           "gross": 55,
                     *           "rate": 45,
                     *           "standardRate": 40,
                     *           "open": true,
                     *           "regions": [
                     *             "Global",
                     *             "APAC",
                     *             "LATAM"
                     *           ],
                     *           "notes": "Wide token list"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 29
                     *     }
                     */
                    "application/json": components["schemas"]["DealPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "sort": [
                     *           "Invalid option: expected one of \"rate\"|\"name\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of deals (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    createPartnerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerApplication"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "app-00000000-0000-4000-8000-4433e0480000",
                     *       "receivedAt": "2026-01-15T12:00:00.000Z",
                     *       "betaBoostPercent": 5
                     *     }
                     */
                    "application/json": components["schemas"]["PartnerApplicationReceipt"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "email": [
                     *           "Enter a valid email"
                     *         ],
                     *         "consent": [
                     *           "Accept the terms to apply"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of partner-applications (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getPlaybookTargets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "arpuBase": 53.85,
                     *       "retention": 0.7,
                     *       "monthlyTarget": 210,
                     *       "referralsPerMonth": 3
                     *     }
                     */
                    "application/json": components["schemas"]["PlaybookTargets"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of playbook (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
            /** @description A client error common to every route, in the error shape; its code is one of the catalogue in the API description. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No such endpoint"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlaybook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "checklist": [
                     *         {
                     *           "id": "share-code",
                     *           "task": "Share your referral code",
                     *           "description": "Post your code or Link-in-Bio once on your main channel.",
                     *           "completed": true
                     *         },
                     *         {
                     *           "id": "first-claim",
                     *           "task": "Show your first claim",
                     *           "description": "Claim a payout and share the Trustboard proof: nothing convinces like a real transaction hash.",
                     *           "completed": true
                     *         },
                     *         {
                     *           "id": "dm-warm",
                     *           "task": "Message 10 warm contacts",
                     *           "description": "Use the Warm 1:1 script from the DM pack, then follow up after 48-72 hours.",
                     *           "completed": false
                     *         },
                     *         {
                     *           "id": "utm-links",
                     *           "task": "Tag every link",
                     *           "description": "Build a UTM link per channel so you can see which one brings active friends.",
                     *           "completed": false
                     *         },
                     *         {
                     *           "id": "weekly-post",
                     *           "task": "Post weekly results",
                     *           "description": "One short post a week with your payback figures keeps friends engaged.",
                     *           "completed": false
                     *         },
                     *         {
                     *           "id": "help-first-three",
                     *           "task": "Help your first 3 friends link a UID",
                     *           "description": "Three active friends is the 70/210 target: about $210 a month.",
                     *           "completed": false
                     *         }
                     *       ],
                     *       "samplePosts": [
                     *         {
                     *           "id": "post-proof",
                     *           "channel": "X / Twitter",
                     *           "text": "Got 162.40 USDT back from my trading fees this month. Every payout is on-chain: check the tx on Trustboard. Start with my link: https://octoss.app/?ref=OCTOSS-7F3K"
                     *         },
                     *         {
                     *           "id": "post-telegram",
                     *           "channel": "Telegram",
                     *           "text": "Trading on CEX-A or CEX-C? Open a new account through my link and get up to 90% of your fees back, paid in USDT: https://octoss.app/?ref=OCTOSS-7F3K"
                     *         },
                     *         {
                     *           "id": "post-story",
                     *           "channel": "Instagram story",
                     *           "text": "Fees paid back, verified on-chain. Link in bio."
                     *         }
                     *       ],
                     *       "targets": {
                     *         "arpuBase": 53.85,
                     *         "retention": 0.7,
                     *         "monthlyTarget": 210,
                     *         "referralsPerMonth": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Playbook"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of playbook (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    updateChecklistItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateChecklistItem"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "dm-warm",
                     *       "task": "Message 10 warm contacts",
                     *       "description": "Use the Warm 1:1 script from the DM pack, then follow up after 48-72 hours.",
                     *       "completed": true
                     *     }
                     */
                    "application/json": components["schemas"]["ChecklistItem"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "completed": [
                     *           "Invalid input: expected boolean, received string"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No checklist item no-such-task"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of playbook (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listFaq: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "payback-rate",
                     *           "category": "payback",
                     *           "question": "How much of my trading fees do I get back?",
                     *           "answer": "Paybacks range from 40% to 90% of the trading fees you pay, depending on the exchange and your tier. Beta Deals add a limited-time +5% Beta Rate."
                     *         },
                     *         {
                     *           "id": "new-accounts",
                     *           "category": "payback",
                     *           "question": "Can I link an account I already have?",
                     *           "answer": "No. Only new account registrations are eligible: open a new account through an OCTOSS referral link, then link its UID. Existing accounts are rejected after review."
                     *         },
                     *         {
                     *           "id": "uid-approval",
                     *           "category": "payback",
                     *           "question": "How long does UID approval take?",
                     *           "answer": "Exchanges confirm a linked UID within 24-48 hours. The demo approves it in about 2 seconds."
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 12
                     *     }
                     */
                    "application/json": components["schemas"]["FaqPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "pageSize": [
                     *           "Too big: expected number to be <=100"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of faq (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listAssistants: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "advice",
                     *           "name": "Trading Advisor",
                     *           "description": "Explains your fee spend and suggests where a payback or a tier step pays off most.",
                     *           "features": [
                     *             "Fee breakdown per exchange",
                     *             "Tier upgrade simulator",
                     *             "Weekly summary"
                     *           ],
                     *           "category": "advice",
                     *           "status": "available"
                     *         },
                     *         {
                     *           "id": "referral-crm",
                     *           "name": "Referral CRM",
                     *           "description": "Keeps track of the friends you invited and reminds you when to follow up.",
                     *           "features": [
                     *             "Contact pipeline",
                     *             "Follow-up reminders",
                     *             "DM script suggestions"
                     *           ],
                     *           "category": "referral",
                     *           "status": "available"
                     *         },
                     *         {
                     *           "id": "portfolio",
                     *           "name": "Portfolio Tracker",
                     *           "description": "Reads your linked accounts (read-only) and shows allocation and risk at a glance.",
                     *           "features": [
                     *             "Allocation view",
                     *             "Risk alerts",
                     *             "PnL by exchange"
                     *           ],
                     *           "category": "portfolio",
                     *           "status": "beta"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 6
                     *     }
                     */
                    "application/json": components["schemas"]["AiAssistantPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "page": [
                     *           "Too small: expected number to be >=1"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of ai (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listMarketProducts: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                category?: "all" | "signals" | "bots" | "strategies" | "mentoring";
                sort?: "rating" | "price-low" | "price-high";
            };
            header?: {
                /** @description The reader's languages, e.g. `ko-KR,ko;q=0.9,en;q=0.5`: the first supported one (en, ko, ja, vi, id; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets en. Codes (statuses, types, regions, sources) never change. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The language the content is in. */
                    "Content-Language"?: "en" | "ko" | "ja" | "vi" | "id";
                    /** @description Accept-Language: caches keep one copy per language. */
                    Vary?: string;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "alpha-signals",
                     *           "title": "Alpha Signals Pro",
                     *           "category": "signals",
                     *           "price": 99,
                     *           "rating": 4.8,
                     *           "reviews": 234,
                     *           "provider": "AlphaDesk",
                     *           "verified": true,
                     *           "description": "Daily crypto trading signals with entry, target and stop levels; 85% accuracy over the last quarter.",
                     *           "tags": [
                     *             "BTC",
                     *             "ETH",
                     *             "Daily"
                     *           ]
                     *         },
                     *         {
                     *           "id": "grid-bot",
                     *           "title": "GridMaster Bot",
                     *           "category": "bots",
                     *           "price": 149,
                     *           "rating": 4.6,
                     *           "reviews": 156,
                     *           "provider": "BotForge",
                     *           "verified": true,
                     *           "description": "An automated grid trading bot for sideways markets, with risk limits you set.",
                     *           "tags": [
                     *             "Grid",
                     *             "Automation"
                     *           ]
                     *         },
                     *         {
                     *           "id": "swing-strategy",
                     *           "title": "Swing Strategy Vault",
                     *           "category": "strategies",
                     *           "price": 299,
                     *           "rating": 4.9,
                     *           "reviews": 89,
                     *           "provider": "QuantNest",
                     *           "verified": true,
                     *           "description": "Documented swing trading strategies with backtests and monthly updates.",
                     *           "tags": [
                     *             "Swing",
                     *             "Backtested"
                     *           ]
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 4
                     *     }
                     */
                    "application/json": components["schemas"]["MarketProductPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "sort": [
                     *           "Invalid option: expected one of \"rating\"|\"price-low\"|\"price-high\""
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of market (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    simulateFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accrualsCreated": 1,
                     *       "reconciliationsCreated": 1,
                     *       "claimableAdded": 21.38
                     *     }
                     */
                    "application/json": components["schemas"]["SimulateFeesResult"];
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "Only the testnet data set serves this route"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Breaks a business rule. Codes: no_approved_links. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "no_approved_links",
                     *       "message": "Link a demo exchange account and wait for its approval first"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "no_approved_links";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of testnet (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    closeTestnetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2026-W03",
                     *       "from": "2026-01-12T00:00:00.000Z",
                     *       "to": "2026-01-19T00:00:00.000Z",
                     *       "treeSize": 1,
                     *       "firstSeq": 0,
                     *       "leafCount": 1,
                     *       "root": {
                     *         "hash": "007b4bbe8f6e4552713ea42bf3226116af5796ca587d5ca605aa5221ca306f2b",
                     *         "credit": 2138,
                     *         "debit": 0
                     *       },
                     *       "credit": 2138,
                     *       "debit": 0,
                     *       "publishedAt": "2026-01-15T12:00:03.000Z",
                     *       "note": "octoss.app/proof/v1\n1\nAHtLvo9uRVJxPqQr8yJhFq9XlspYfVymBapSIcowbys=\nperiod 2026-W03 first=0 credit=2138 debit=0\n\n— octoss.app/proof/v1 pbvepugzft2wyH9olxlBxklzLJNhZ3YPQ9NPRarvH/rkAxFw9UsQcb9/OtxMzSZ8YccZijPZ0BTHK+i8vD6bXey9dg8=\n",
                     *       "anchor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProofPeriod"];
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "Only the testnet data set serves this route"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of testnet (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    resetTestnet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reset": true
                     *     }
                     */
                    "application/json": components["schemas"]["TestnetReset"];
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "Only the testnet data set serves this route"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of testnet (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listProofPeriods: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=60` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "2026-W02",
                     *           "from": "2026-01-05T00:00:00.000Z",
                     *           "to": "2026-01-12T00:00:00.000Z",
                     *           "treeSize": 108,
                     *           "firstSeq": 96,
                     *           "leafCount": 12,
                     *           "root": {
                     *             "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *             "credit": 187912,
                     *             "debit": 58976
                     *           },
                     *           "credit": 18356,
                     *           "debit": 15380,
                     *           "publishedAt": "2026-01-15T12:00:03.000Z",
                     *           "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n",
                     *           "anchor": null
                     *         },
                     *         {
                     *           "id": "2026-W01",
                     *           "from": "2025-12-29T00:00:00.000Z",
                     *           "to": "2026-01-05T00:00:00.000Z",
                     *           "treeSize": 96,
                     *           "firstSeq": 83,
                     *           "leafCount": 13,
                     *           "root": {
                     *             "hash": "c4e8e37bb8d92744f2abf37f017b780ea42f5231e4e4333901b2160bea29a748",
                     *             "credit": 169556,
                     *             "debit": 43596
                     *           },
                     *           "credit": 29326,
                     *           "debit": 3478,
                     *           "publishedAt": "2026-01-15T12:00:03.000Z",
                     *           "note": "octoss.app/proof/v1\n96\nxOjje7jZJ0Tyq/N/AXt4DqQvUjHk5DM5AbIWC+opp0g=\nperiod 2026-W01 first=83 credit=169556 debit=43596\n\n— octoss.app/proof/v1 NQpH8ADJeeh21cg9AD2gm1edlKTSAQhkw9G8VxncquJNtP3etGGbzaZvbmVOmQh2vBqUjfh6ZDEwb1fseZXa9qgpWgA=\n",
                     *           "anchor": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "total": 9
                     *     }
                     */
                    "application/json": components["schemas"]["ProofPeriodPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "pageSize": [
                     *           "Too big: expected number to be <=100"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getProofPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=60` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2026-W02",
                     *       "from": "2026-01-05T00:00:00.000Z",
                     *       "to": "2026-01-12T00:00:00.000Z",
                     *       "treeSize": 108,
                     *       "firstSeq": 96,
                     *       "leafCount": 12,
                     *       "root": {
                     *         "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *         "credit": 187912,
                     *         "debit": 58976
                     *       },
                     *       "credit": 18356,
                     *       "debit": 15380,
                     *       "publishedAt": "2026-01-15T12:00:03.000Z",
                     *       "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n",
                     *       "anchor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProofPeriod"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No published checkpoint 2020-W01"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getProofConsistency: {
        parameters: {
            query?: {
                from?: number;
                to?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=60` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": 96,
                     *       "to": 108,
                     *       "proof": [
                     *         {
                     *           "hash": "34cdc98ac5ce2435c98a0c80019b76e07882f6dcc7871ef803c3316d0e90950f",
                     *           "credit": 63653,
                     *           "debit": 12427
                     *         },
                     *         {
                     *           "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *           "credit": 18356,
                     *           "debit": 15380
                     *         },
                     *         {
                     *           "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *           "credit": 105903,
                     *           "debit": 31169
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProofConsistency"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "from": [
                     *           "Too small: expected number to be >=1"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    listProofLeaves: {
        parameters: {
            query?: {
                start?: number;
                end?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=60` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "start": 0,
                     *       "end": 3,
                     *       "items": [
                     *         {
                     *           "seq": 0,
                     *           "value": {
                     *             "hash": "9bbab5073dcda18099d2eb6649466967692508cd3355873f92badf3837d719fb",
                     *             "credit": 4445,
                     *             "debit": 0
                     *           }
                     *         },
                     *         {
                     *           "seq": 1,
                     *           "value": {
                     *             "hash": "ebfc540e1afc9e67a2db780170c1975824192ce61c353063792e29b4d4e96cf0",
                     *             "credit": 4079,
                     *             "debit": 0
                     *           }
                     *         },
                     *         {
                     *           "seq": 2,
                     *           "value": {
                     *             "hash": "85fcd95aaaaf529fa94213cad1e0e6a274f28fb436137bbaf781fa444930d30c",
                     *             "credit": 2088,
                     *             "debit": 0
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProofLeafValues"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "end": [
                     *           "At most 1000 leaves a page"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getProofKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "origin": "octoss.app/proof/v1",
                     *       "vkey": "octoss.app/proof/v1+350a47f0+AcT2J095GMO0F3aqisYU6aPBEJxV2C8GPjbqIT2v7mCo",
                     *       "demo": true,
                     *       "anchor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProofKey"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
            /** @description A client error common to every route, in the error shape; its code is one of the catalogue in the API description. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No such endpoint"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProofBundle: {
        parameters: {
            query?: {
                at?: string | "latest";
            };
            header?: never;
            path: {
                recordId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "format": "octoss-proof/1",
                     *       "leaf": {
                     *         "v": 1,
                     *         "seq": 80,
                     *         "period": "2025-W52",
                     *         "recordId": "rec-010",
                     *         "rev": 0,
                     *         "prev": null,
                     *         "owner": "23ca2eecde09fa60ff993d962f0dc4ab1b25fbfd34b41691011c625db6581ca8",
                     *         "exchange": "cex-a",
                     *         "source": "TIER_BONUS",
                     *         "state": "MATCHED",
                     *         "amountCents": 1017,
                     *         "deltaCents": 1017,
                     *         "txHash": "0x0dfc703f014df44f298a8476b39b54b5e392391ba1f10f8ce6fe15506c1b483b",
                     *         "at": "2025-12-27T16:30:00.000Z"
                     *       },
                     *       "leafIndex": 80,
                     *       "treeSize": 108,
                     *       "path": [
                     *         {
                     *           "hash": "3a2c8f281d4b2279703770cbf06af154edb05974c283efa102cc80b22defa38b",
                     *           "credit": 0,
                     *           "debit": 0
                     *         },
                     *         {
                     *           "hash": "d67deb79dac64c1285d7c70d2d57dc6d7fa5b8d9faa8fa62d4c0a56e2c7b68d5",
                     *           "credit": 3442,
                     *           "debit": 0
                     *         },
                     *         {
                     *           "hash": "03ac57f2bab8f39cbbc5334c64929892bf1d340675f2205df2b791562731698b",
                     *           "credit": 6593,
                     *           "debit": 0
                     *         },
                     *         {
                     *           "hash": "7db64fced1e7232e7972f96b2dd54bcd499348722a1d6da08d731ef2a4d619ca",
                     *           "credit": 19291,
                     *           "debit": 3478
                     *         },
                     *         {
                     *           "hash": "6855de51d7188a9a9798d39af37b3e61a5d212aed075cc736be5bfefa21a1090",
                     *           "credit": 33310,
                     *           "debit": 8949
                     *         },
                     *         {
                     *           "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *           "credit": 18356,
                     *           "debit": 15380
                     *         },
                     *         {
                     *           "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *           "credit": 105903,
                     *           "debit": 31169
                     *         }
                     *       ],
                     *       "checkpoint": {
                     *         "period": "2026-W02",
                     *         "treeSize": 108,
                     *         "root": {
                     *           "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *           "credit": 187912,
                     *           "debit": 58976
                     *         },
                     *         "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *       },
                     *       "revisions": []
                     *     }
                     */
                    "application/json": components["schemas"]["ProofBundle"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "at": [
                     *           "An ISO week, YYYY-Www"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No reconciliation record rec-999"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Conflict with the current state. Codes: not_checkpointed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_checkpointed",
                     *       "message": "Record rec-001 has no leaf at checkpoint 2026-W02 yet: it is proven at the next checkpoint"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_checkpointed";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getMyProofs: {
        parameters: {
            query?: {
                period?: string | "latest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "format": "octoss-proof-set/1",
                     *       "period": "2026-W02",
                     *       "bundles": [
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 4,
                     *             "period": "2025-W47",
                     *             "recordId": "rec-030",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "29003419d7806cf77d80581ec089e6cdc75f26b5d12f0e2b0125cbbc44d90f63",
                     *             "exchange": "cex-c",
                     *             "source": "TIER_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 3207,
                     *             "deltaCents": 3207,
                     *             "txHash": "0xac9e0657f04c3f6014c8b807ac639b5c31c51d6ee0ab6d096d75f1a518d66779",
                     *             "at": "2025-11-18T01:30:00.000Z"
                     *           },
                     *           "leafIndex": 4,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "edc69c001f637d5ce21274aa6f53f65d5f870baaeb28339c13275d0e0f43abb2",
                     *               "credit": 983,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "b3f081b3093f4d8883735ff00f3085c57641135dd0e6d68a2aca011c7a5923e2",
                     *               "credit": 3086,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "73cf61bdb0c7914455051ef99571fa994ce5d7a74ec22b4111f58744ccfda55e",
                     *               "credit": 11607,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "708fb6f7c1ba3c56fab62dae6343aadad34810c722f8a88b3beddf6bf7b0bffa",
                     *               "credit": 13348,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "f75e39e5233485b3052e19f9de204f391ab49df7e6770172fa7120f8e69aaf0b",
                     *               "credit": 34937,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 8,
                     *             "period": "2025-W47",
                     *             "recordId": "rec-029",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "cd77c37ac883ec518c4e07573035c2a8de69ccdebec1bd7a9b077f133f9d64a2",
                     *             "exchange": "cex-b",
                     *             "source": "BETA_RATE_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 2822,
                     *             "deltaCents": 2822,
                     *             "txHash": "0x43f32f623514f92795b0c363fb2af54f62da827fd6c2dea5e6c3c1d98b0f99e9",
                     *             "at": "2025-11-20T10:30:00.000Z"
                     *           },
                     *           "leafIndex": 8,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "79d0a23dd81b01b911755cf597d6f348d58370f0b7d3c0270add943c7dfc74b7",
                     *               "credit": 2379,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "8d61efdb68f0f2ae0173638f35814833f741db1659693a9db78ddb03c5a26cb8",
                     *               "credit": 2270,
                     *               "debit": 5417
                     *             },
                     *             {
                     *               "hash": "9e36181ba8af4c4a68ddafbe5e7136c8808eaa0b2d375459306c65c0826ecfff",
                     *               "credit": 5877,
                     *               "debit": 4180
                     *             },
                     *             {
                     *               "hash": "f4b88782f30b12aff90d47760a12c2203b7555f92668e8e4d6cdec3bf5a1d08f",
                     *               "credit": 18883,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "f75e39e5233485b3052e19f9de204f391ab49df7e6770172fa7120f8e69aaf0b",
                     *               "credit": 34937,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 11,
                     *             "period": "2025-W47",
                     *             "recordId": "rec-028",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "7f3c830979ea5e3c4f0b24cee2bdb0a2b06cb7e881baa39cc27252d3cf623a45",
                     *             "exchange": "cex-a",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 2270,
                     *             "deltaCents": 2270,
                     *             "txHash": "0xf4e6666d1fb3ce563cbaf52978d5304d9d2d12ba04f6b999ab2a87f3a30236ca",
                     *             "at": "2025-11-22T09:30:00.000Z"
                     *           },
                     *           "leafIndex": 11,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "575268d439d07729f512d18b1ae64de1ca775dbe3093d9cc5b588dd172fd4315",
                     *               "credit": 0,
                     *               "debit": 5417
                     *             },
                     *             {
                     *               "hash": "3fdcbf33685d6b305261340fd3fee44bddc57bdac33cca6ffae3b9a708254364",
                     *               "credit": 5201,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "9e36181ba8af4c4a68ddafbe5e7136c8808eaa0b2d375459306c65c0826ecfff",
                     *               "credit": 5877,
                     *               "debit": 4180
                     *             },
                     *             {
                     *               "hash": "f4b88782f30b12aff90d47760a12c2203b7555f92668e8e4d6cdec3bf5a1d08f",
                     *               "credit": 18883,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "f75e39e5233485b3052e19f9de204f391ab49df7e6770172fa7120f8e69aaf0b",
                     *               "credit": 34937,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 16,
                     *             "period": "2025-W48",
                     *             "recordId": "rec-027",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "cd80e7b052e013924b74dc76c27f172a73bde0f1c9f1588369bdc4b7609bd714",
                     *             "exchange": "cex-c",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "UNMATCHED",
                     *             "amountCents": 2987,
                     *             "deltaCents": 2987,
                     *             "txHash": null,
                     *             "at": "2025-11-24T11:30:00.000Z"
                     *           },
                     *           "leafIndex": 16,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "325d53f23ff774b388349fe741c35c64777835448e5fcd6a499375a6a9a97f5b",
                     *               "credit": 3762,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "5298b6c7d33bc6513f1cc44de0bd1180a062893b8233ed604449579be818b1e4",
                     *               "credit": 5234,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "1733cb1ef6868974544928beb4819f75ce136a1aa0cd4dc68e9da944a1e0a283",
                     *               "credit": 6374,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "6fdd0b361720a64cf4e0f0ce27ee815a27768df48aff4f44b598b82f441f7871",
                     *               "credit": 16580,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "cb1b9a29289053f12e61c15af5ff53b6818e0d92eed787d09474e86b176d2e30",
                     *               "credit": 32231,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 17,
                     *             "period": "2025-W48",
                     *             "recordId": "rec-026",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "adaa0e67b9c9aa5e357f1c2900cf2e720fd1f624911d6a9fe7c636b0288d3da1",
                     *             "exchange": "cex-b",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 3762,
                     *             "deltaCents": 3762,
                     *             "txHash": "0x879e6406d5899791a6d76c79a3a910b111aebbe0f86ffb232bf0f9c45a575747",
                     *             "at": "2025-11-26T11:30:00.000Z"
                     *           },
                     *           "leafIndex": 17,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "5109bafc02c8ce0126e2c43480f216ad3b007aaeefcddf1fed20eab79dc110f9",
                     *               "credit": 2987,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "5298b6c7d33bc6513f1cc44de0bd1180a062893b8233ed604449579be818b1e4",
                     *               "credit": 5234,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "1733cb1ef6868974544928beb4819f75ce136a1aa0cd4dc68e9da944a1e0a283",
                     *               "credit": 6374,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "6fdd0b361720a64cf4e0f0ce27ee815a27768df48aff4f44b598b82f441f7871",
                     *               "credit": 16580,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "cb1b9a29289053f12e61c15af5ff53b6818e0d92eed787d09474e86b176d2e30",
                     *               "credit": 32231,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 18,
                     *             "period": "2025-W48",
                     *             "recordId": "rec-025",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "3155f53efbf757219e5bcf2d220e82980cc09bd73fca071aa180a74269d2ba74",
                     *             "exchange": "cex-a",
                     *             "source": "TIER_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 3259,
                     *             "deltaCents": 3259,
                     *             "txHash": "0x7446db93f83dc55f3534a697437ec5af98fc4e44cb6a37b8d0fb3a66481f2103",
                     *             "at": "2025-11-27T16:30:00.000Z"
                     *           },
                     *           "leafIndex": 18,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "8b005070994270132c8503e8e20a18c393845533ef020a1180f16b33465b9f7c",
                     *               "credit": 1975,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "8f0be68e92bbaeeb156d2cef0f7f89533d44105751554eaeea7c9e121987f779",
                     *               "credit": 6749,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "1733cb1ef6868974544928beb4819f75ce136a1aa0cd4dc68e9da944a1e0a283",
                     *               "credit": 6374,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "6fdd0b361720a64cf4e0f0ce27ee815a27768df48aff4f44b598b82f441f7871",
                     *               "credit": 16580,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "cb1b9a29289053f12e61c15af5ff53b6818e0d92eed787d09474e86b176d2e30",
                     *               "credit": 32231,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 23,
                     *             "period": "2025-W49",
                     *             "recordId": "rec-024",
                     *             "rev": 1,
                     *             "prev": "8b005070994270132c8503e8e20a18c393845533ef020a1180f16b33465b9f7c",
                     *             "owner": "30cc2f7f2e4f000c8f0d148ab94a05831eeea302731403747805ba96d53b270d",
                     *             "exchange": "cex-c",
                     *             "source": "BETA_RATE_BONUS",
                     *             "state": "DISCREPANCY",
                     *             "amountCents": 1850,
                     *             "deltaCents": -125,
                     *             "txHash": "0x5ab17ebcb5821ceb20060eedec64e42ca8178b3c0c780fb1510229bcfe5097c7",
                     *             "at": "2025-11-30T09:30:00.000Z"
                     *           },
                     *           "leafIndex": 23,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "f575b96b84b4d1b1b9222f21cc8b54d52e651050ff88f39977cbedf10138bcc4",
                     *               "credit": 2346,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "de5030f85b523360b168fb1251f6d6d334b8be0f5df32349388f1dd54510221f",
                     *               "credit": 4028,
                     *               "debit": 2197
                     *             },
                     *             {
                     *               "hash": "7f124123953eef54920077905c4757d2438112369438df6d7568cbd5132d8d1d",
                     *               "credit": 11983,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "6fdd0b361720a64cf4e0f0ce27ee815a27768df48aff4f44b598b82f441f7871",
                     *               "credit": 16580,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "cb1b9a29289053f12e61c15af5ff53b6818e0d92eed787d09474e86b176d2e30",
                     *               "credit": 32231,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             19
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 24,
                     *             "period": "2025-W49",
                     *             "recordId": "rec-023",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "358f02e2b92a11a2f5d7bfec54ec9e768bfc76fbc3a7e2df8407162542e00c21",
                     *             "exchange": "cex-b",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 2896,
                     *             "deltaCents": 2896,
                     *             "txHash": "0xfe2c313ce7fb4212173a30752c4023ce2e06935148c35678fadbbf787269326d",
                     *             "at": "2025-12-02T10:30:00.000Z"
                     *           },
                     *           "leafIndex": 24,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "3db7615059790880f905a437e7a1dbea8b6926b11f7f983506c85e106fea9eb9",
                     *               "credit": 3897,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "e8ea78d11e9f3d3800a8d70e654aadc1b8f8eb27b37c3cfcfcdbb19bcfc1dd59",
                     *               "credit": 1966,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "a8f87141d308322d7914eb463896860e8cbda63cd2360e8315112990dbd97283",
                     *               "credit": 7821,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "0419450a8ecf818bd395466910d773353eb93ecd919864134829653bbd4a6ea7",
                     *               "credit": 18357,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "cb1b9a29289053f12e61c15af5ff53b6818e0d92eed787d09474e86b176d2e30",
                     *               "credit": 32231,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 31,
                     *             "period": "2025-W49",
                     *             "recordId": "rec-022",
                     *             "rev": 1,
                     *             "prev": "ffe4be5d7d35f0d746fe9f146a139450a650079622a3f740ea66a176c5011f1e",
                     *             "owner": "fa2e18f3868c13308c17f8dafe1367ed3d9c0c2eab673edc785e3fc5b10d3ce6",
                     *             "exchange": "cex-a",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 734,
                     *             "deltaCents": 0,
                     *             "txHash": "0x15d33a36dbf409eafe04e13786439474724e096d72110b7dc47a2e075b51112a",
                     *             "at": "2025-12-04T05:30:00.000Z"
                     *           },
                     *           "leafIndex": 31,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "e2f90f6d8068c4b58e5df18ff20ddccefc7b88389c61d22eb74688f0bd8c62af",
                     *               "credit": 2105,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "20ac3c4aec492e2291ac854b7103b9c749c23743df45c0ccf4e7e4c15bee494d",
                     *               "credit": 5716,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "8ac8d08c4ee23d970b952a43bd0c83c2c66ffa00977e4ec986ff69fc2b1c17ea",
                     *               "credit": 8759,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "0419450a8ecf818bd395466910d773353eb93ecd919864134829653bbd4a6ea7",
                     *               "credit": 18357,
                     *               "debit": 2322
                     *             },
                     *             {
                     *               "hash": "cb1b9a29289053f12e61c15af5ff53b6818e0d92eed787d09474e86b176d2e30",
                     *               "credit": 32231,
                     *               "debit": 9597
                     *             },
                     *             {
                     *               "hash": "96bd26ee7aabb36bc756922162f5934132640e52645ecf7e229e6ff7cfb2701b",
                     *               "credit": 38735,
                     *               "debit": 19250
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             27
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 34,
                     *             "period": "2025-W49",
                     *             "recordId": "rec-021",
                     *             "rev": 1,
                     *             "prev": "e2f90f6d8068c4b58e5df18ff20ddccefc7b88389c61d22eb74688f0bd8c62af",
                     *             "owner": "20cee0ed46b22f625ad7613149f46f8323ca76aaf85edb3276ddd25bbe432d54",
                     *             "exchange": "cex-c",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 2105,
                     *             "deltaCents": 0,
                     *             "txHash": "0x0530d2d43304b2e6b68a9215b8ccb071cdefe3807e96a1bb86da979e4e88115f",
                     *             "at": "2025-12-05T17:30:00.000Z"
                     *           },
                     *           "leafIndex": 34,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "fe8aa382279ffafe5a76ffc7fc09dede3ea969eb6f859e2dbeb52366e6741941",
                     *               "credit": 613,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "7f7cae63af90a2fa255ab790edc4b77c14809c31a0660d7cf511bf0adf6966bb",
                     *               "credit": 3510,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "3ccac4b58f150090d50238004d8acb6358887da9f20b9fdc8934e6493f29c449",
                     *               "credit": 9894,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "5c04a310a3578e1192620b97185818c4bed71690c3785e9d02e2dfa723a8bab7",
                     *               "credit": 8579,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "d4e2fb68d64e4d4e85ead7ab76bc169518e4aed3689bac8677e1ff613b380966",
                     *               "credit": 16139,
                     *               "debit": 12840
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             30
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 36,
                     *             "period": "2025-W50",
                     *             "recordId": "rec-020",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "5ac3a7cb60b473ccd2c1b18a87666166e2c989c2b3812963ad48d7e0efe3f601",
                     *             "exchange": "cex-b",
                     *             "source": "TIER_BONUS",
                     *             "state": "UNMATCHED",
                     *             "amountCents": 694,
                     *             "deltaCents": 694,
                     *             "txHash": null,
                     *             "at": "2025-12-08T03:30:00.000Z"
                     *           },
                     *           "leafIndex": 36,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "ea727e442d444171887fdc082fd1cea0cec7ee5c3763ce196c90b153865c91fe",
                     *               "credit": 1448,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "fd4491523c544e18012294f64e8df397c598379dd815973b57c8a8be14d8cdf2",
                     *               "credit": 7752,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "410655156532bce87cc1e1881e5a688346cba5791e23d9766a8df1ddeb16ca3e",
                     *               "credit": 4123,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "5c04a310a3578e1192620b97185818c4bed71690c3785e9d02e2dfa723a8bab7",
                     *               "credit": 8579,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "d4e2fb68d64e4d4e85ead7ab76bc169518e4aed3689bac8677e1ff613b380966",
                     *               "credit": 16139,
                     *               "debit": 12840
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 38,
                     *             "period": "2025-W50",
                     *             "recordId": "rec-019",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "a3f775abd276771d8ac09aee3f9a1c707ea489d93238e0fb26934efb8aefb9c0",
                     *             "exchange": "cex-a",
                     *             "source": "BETA_RATE_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 3288,
                     *             "deltaCents": 3288,
                     *             "txHash": "0x03e4095912f5326a8771a44da6a50248eae16ecccd9a733101db6e51e25ee2a4",
                     *             "at": "2025-12-09T22:30:00.000Z"
                     *           },
                     *           "leafIndex": 38,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "91e1b26f73fcdb31c34925d610c4c7718593dfcfe01e4d8a2245bac25c2b4186",
                     *               "credit": 4464,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "79f0d478cc5ba9c5a0bc823351504727b52309e5b220dc8aeb7aa5f4e75734f3",
                     *               "credit": 2142,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "410655156532bce87cc1e1881e5a688346cba5791e23d9766a8df1ddeb16ca3e",
                     *               "credit": 4123,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "5c04a310a3578e1192620b97185818c4bed71690c3785e9d02e2dfa723a8bab7",
                     *               "credit": 8579,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "d4e2fb68d64e4d4e85ead7ab76bc169518e4aed3689bac8677e1ff613b380966",
                     *               "credit": 16139,
                     *               "debit": 12840
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 41,
                     *             "period": "2025-W50",
                     *             "recordId": "rec-pay-3",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "503b8c87b111a39cb4f13036610227b21fd94446c0a75de92a7309a9ada91fe9",
                     *             "exchange": "OCTOSS",
                     *             "source": "PAYOUT_CLAIMED",
                     *             "state": "MATCHED",
                     *             "amountCents": -6410,
                     *             "deltaCents": -6410,
                     *             "txHash": "0x3878247720201ef0267b55cbc8c6948c14ddc65e457d6f86584e9fd76be8a2b6",
                     *             "at": "2025-12-11T12:00:00.000Z"
                     *           },
                     *           "leafIndex": 41,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "37fc1cf663fd245dddb75c49ecab12cc5741cd3097b87dd77ae71fe13af28673",
                     *               "credit": 1461,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "15de841c83e904c46280c04fe3571f5ad1d477288a8ce8a699b73982214df81f",
                     *               "credit": 3050,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "eb5dbbed00e3c53577b3591900b477c05efd481ce6fbb260aac77826a462188e",
                     *               "credit": 4068,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "e7c3c9ce8e14398693239a165618c3133bd36ca65b029a0dbc2d05e8ae91ca44",
                     *               "credit": 14017,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "d4e2fb68d64e4d4e85ead7ab76bc169518e4aed3689bac8677e1ff613b380966",
                     *               "credit": 16139,
                     *               "debit": 12840
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 43,
                     *             "period": "2025-W50",
                     *             "recordId": "rec-018",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "a2664b9a9f8a555bd5c9a82edfe6d72912db0a08dca823d0c41e9d51d0c6303d",
                     *             "exchange": "cex-c",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 1695,
                     *             "deltaCents": 1695,
                     *             "txHash": "0x9628f48b0c1b0f9bd50cb49afe9b2c383b152868145558a8e3c4aac6a9d7543f",
                     *             "at": "2025-12-12T08:30:00.000Z"
                     *           },
                     *           "leafIndex": 43,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "b0fcfb315d41c82d4523ad97ea3b485d5ec8536ad2e7c789828847271ab27924",
                     *               "credit": 1355,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "57bb59fd0cb5c2862bea9301ba79ed6601bb8170df31a7ab6c93deb1e05a1dba",
                     *               "credit": 1461,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "eb5dbbed00e3c53577b3591900b477c05efd481ce6fbb260aac77826a462188e",
                     *               "credit": 4068,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "e7c3c9ce8e14398693239a165618c3133bd36ca65b029a0dbc2d05e8ae91ca44",
                     *               "credit": 14017,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "d4e2fb68d64e4d4e85ead7ab76bc169518e4aed3689bac8677e1ff613b380966",
                     *               "credit": 16139,
                     *               "debit": 12840
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 50,
                     *             "period": "2025-W51",
                     *             "recordId": "rec-017",
                     *             "rev": 1,
                     *             "prev": "c42e1c7066e1b5c1192ebe724c181eab89f562e8179e4fe652a0c1f0d8b059a2",
                     *             "owner": "ea79724ad204fce5960b6bccc66fb65589aff878ed96b47de06c9608043590e7",
                     *             "exchange": "cex-b",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 1647,
                     *             "deltaCents": 0,
                     *             "txHash": "0x14f73827573d152d15b70d0d5c97ffe8082c7c588bda8158b76b30182368251a",
                     *             "at": "2025-12-13T22:30:00.000Z"
                     *           },
                     *           "leafIndex": 50,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "1b4f68dd1b11894327519e16154b4588e54d4a184f40659bde5c0f35b50e88e5",
                     *               "credit": 3856,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "d1ac99aab045e065e591eda90c0f6f45df95a72f91e2434ba05cfc6f74487f40",
                     *               "credit": 1534,
                     *               "debit": 4871
                     *             },
                     *             {
                     *               "hash": "bbf825870425cc2573cbf468f6267c1e796253603dc712550ddaa80c7ef308db",
                     *               "credit": 3252,
                     *               "debit": 3677
                     *             },
                     *             {
                     *               "hash": "c7bf6fa035e0e03b4191e45f3775aefb504045d04f795e1200ed5fdac1ef6a6e",
                     *               "credit": 7497,
                     *               "debit": 4292
                     *             },
                     *             {
                     *               "hash": "563180083aac24360fe24405096876bb0afc11f76493b9324b02e318541d3e52",
                     *               "credit": 22596,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             45
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 51,
                     *             "period": "2025-W51",
                     *             "recordId": "rec-016",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "5403ac57125547106603d070097b638a3d20cbc8c9408f97759138879d1ae103",
                     *             "exchange": "cex-a",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 3856,
                     *             "deltaCents": 3856,
                     *             "txHash": "0x7a533d631832196f1993075e0ec9135ff172a23c29467d0019bc8159a0f54a26",
                     *             "at": "2025-12-16T07:30:00.000Z"
                     *           },
                     *           "leafIndex": 51,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "4aeadf0a0c2b7c6d018e03b50ef129d216232236a18c25cdd0fd1082e30e5a07",
                     *               "credit": 0,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "d1ac99aab045e065e591eda90c0f6f45df95a72f91e2434ba05cfc6f74487f40",
                     *               "credit": 1534,
                     *               "debit": 4871
                     *             },
                     *             {
                     *               "hash": "bbf825870425cc2573cbf468f6267c1e796253603dc712550ddaa80c7ef308db",
                     *               "credit": 3252,
                     *               "debit": 3677
                     *             },
                     *             {
                     *               "hash": "c7bf6fa035e0e03b4191e45f3775aefb504045d04f795e1200ed5fdac1ef6a6e",
                     *               "credit": 7497,
                     *               "debit": 4292
                     *             },
                     *             {
                     *               "hash": "563180083aac24360fe24405096876bb0afc11f76493b9324b02e318541d3e52",
                     *               "credit": 22596,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 53,
                     *             "period": "2025-W51",
                     *             "recordId": "rec-015",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "28bde6613743400489d5958735d44540fe8a07204d3ffff9bb9de6a2b52dc0d2",
                     *             "exchange": "cex-c",
                     *             "source": "TIER_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 481,
                     *             "deltaCents": 481,
                     *             "txHash": "0x2b4b10acc1e23c562076b7f662dfc3cb95040759f1582c4bf497ee2e61bc72ac",
                     *             "at": "2025-12-18T01:30:00.000Z"
                     *           },
                     *           "leafIndex": 53,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "060841d26c8740d67cee86ab5e72ce93aab2f9e479459c560812ece5d34755a0",
                     *               "credit": 0,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "11031baedfa898a1a4b2b5a65b8de4ea77ae56f436856583e608acafe3bcdedd",
                     *               "credit": 2771,
                     *               "debit": 3677
                     *             },
                     *             {
                     *               "hash": "b806d9a3b2ede4760f5328b02bda5f1926e54e645fd40aeeb4a2e4e1b6989607",
                     *               "credit": 5390,
                     *               "debit": 4871
                     *             },
                     *             {
                     *               "hash": "c7bf6fa035e0e03b4191e45f3775aefb504045d04f795e1200ed5fdac1ef6a6e",
                     *               "credit": 7497,
                     *               "debit": 4292
                     *             },
                     *             {
                     *               "hash": "563180083aac24360fe24405096876bb0afc11f76493b9324b02e318541d3e52",
                     *               "credit": 22596,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 60,
                     *             "period": "2025-W52",
                     *             "recordId": "rec-013",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "341067a1662182e5a95fa91ae08fb1d0b7ac0750fce60d18d9b5086aa77824a7",
                     *             "exchange": "cex-a",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "UNMATCHED",
                     *             "amountCents": 1117,
                     *             "deltaCents": 1117,
                     *             "txHash": null,
                     *             "at": "2025-12-22T11:30:00.000Z"
                     *           },
                     *           "leafIndex": 60,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "0450cc6413aac39441c5f05170a6c53c143986c5f3e8c2a08bfdcad375ec1b72",
                     *               "credit": 0,
                     *               "debit": 125
                     *             },
                     *             {
                     *               "hash": "1cc0972c1f9170db51a5a7776434fe3ca8219c6a154c0326537ba3327fa77963",
                     *               "credit": 1082,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "92d7541be9039be082974651999495a8b92eeb6f970888f5e3021d4f0878baae",
                     *               "credit": 5298,
                     *               "debit": 4167
                     *             },
                     *             {
                     *               "hash": "fdcc2d301989567def7c9d9159990c2959db55d8b26c90c85b87555d81ec4857",
                     *               "credit": 8642,
                     *               "debit": 8548
                     *             },
                     *             {
                     *               "hash": "563180083aac24360fe24405096876bb0afc11f76493b9324b02e318541d3e52",
                     *               "credit": 22596,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 61,
                     *             "period": "2025-W52",
                     *             "recordId": "rec-014",
                     *             "rev": 1,
                     *             "prev": "e75a293fc4ae9610e65b49a4178d1f1cfdd58cc103a0c148a568ba092c7229f1",
                     *             "owner": "375f044609820a635ee6f01028483cb0d1cdb8d18634452eb2d6f343e1102ff5",
                     *             "exchange": "cex-b",
                     *             "source": "BETA_RATE_BONUS",
                     *             "state": "DISCREPANCY",
                     *             "amountCents": 3381,
                     *             "deltaCents": -125,
                     *             "txHash": "0x315772178ff29480e5805a9cd7e1e4bf8051d97114247ab7b967ccd7815ab8cc",
                     *             "at": "2025-12-20T11:30:00.000Z"
                     *           },
                     *           "leafIndex": 61,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "ba383c7d3a45e92aeedd3f02e6d707cf59d9bef34b1680a37121b5de59330d08",
                     *               "credit": 1117,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "1cc0972c1f9170db51a5a7776434fe3ca8219c6a154c0326537ba3327fa77963",
                     *               "credit": 1082,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "92d7541be9039be082974651999495a8b92eeb6f970888f5e3021d4f0878baae",
                     *               "credit": 5298,
                     *               "debit": 4167
                     *             },
                     *             {
                     *               "hash": "fdcc2d301989567def7c9d9159990c2959db55d8b26c90c85b87555d81ec4857",
                     *               "credit": 8642,
                     *               "debit": 8548
                     *             },
                     *             {
                     *               "hash": "563180083aac24360fe24405096876bb0afc11f76493b9324b02e318541d3e52",
                     *               "credit": 22596,
                     *               "debit": 6410
                     *             },
                     *             {
                     *               "hash": "0ff53c3f86edc9aad9e13cb3623d093a4d6b0e8afd320f91b471db7732636543",
                     *               "credit": 67168,
                     *               "debit": 11919
                     *             },
                     *             {
                     *               "hash": "2767a7b7ddd13db9ed0a3e1b0f371c735113b7e6242154f3ea4674df46a9f9cc",
                     *               "credit": 82009,
                     *               "debit": 27807
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             56
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 72,
                     *             "period": "2025-W52",
                     *             "recordId": "rec-pay-2",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "eb66f60a548e3f8e0afaf13c604269669c6a72893636810d4da7ee3fc24b082b",
                     *             "exchange": "OCTOSS",
                     *             "source": "PAYOUT_CLAIMED",
                     *             "state": "MATCHED",
                     *             "amountCents": -8824,
                     *             "deltaCents": -8824,
                     *             "txHash": "0xae18aefd9ff8d085b8cf8d6ab84300fda099bf4fac9d2f89263ddbaf9bf739cd",
                     *             "at": "2025-12-25T12:00:00.000Z"
                     *           },
                     *           "leafIndex": 72,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "b856babce6c8ad64b533492614847c51507c5a4008368781614205e9fcc7387a",
                     *               "credit": 0,
                     *               "debit": 125
                     *             },
                     *             {
                     *               "hash": "074e10d31f17ea1933e1db7c885d18e294cd6718acd39c2885072a5c555fb20d",
                     *               "credit": 6072,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "c007fbbf899ac0f0a7664eaa9bd0bd7d90e676e9932b001a3d31f93f026c31fb",
                     *               "credit": 10679,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "aa93ef02fb4ee7723f048528a0ee5041c761be4625c1190b23dfe7146ddbc5d0",
                     *               "credit": 16559,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "23f186beb66b5b82098308d631c8d47c0f1035c3a3cb15816e90c19eb15abe61",
                     *               "credit": 30343,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 73,
                     *             "period": "2025-W52",
                     *             "recordId": "rec-012",
                     *             "rev": 1,
                     *             "prev": "a14e5cbb4097452e435ac33b3213bde8effb94a38da2488c705c2c2c54162607",
                     *             "owner": "2da3a54a8d7ce71a8487d2eba6151f8f5de08b83525fb01017b9abb4218726cf",
                     *             "exchange": "cex-c",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "DISCREPANCY",
                     *             "amountCents": 3921,
                     *             "deltaCents": -125,
                     *             "txHash": "0x88d23d61c47c2e2ef6ae7fbd4105e0ccb5a63e26393bcc478160c7880d9e95d4",
                     *             "at": "2025-12-23T17:30:00.000Z"
                     *           },
                     *           "leafIndex": 73,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "45cb1ed401c7a40dadc751af8d11ea6bb16e8baacf5e87e1c90a33faa94d7a1f",
                     *               "credit": 0,
                     *               "debit": 8824
                     *             },
                     *             {
                     *               "hash": "074e10d31f17ea1933e1db7c885d18e294cd6718acd39c2885072a5c555fb20d",
                     *               "credit": 6072,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "c007fbbf899ac0f0a7664eaa9bd0bd7d90e676e9932b001a3d31f93f026c31fb",
                     *               "credit": 10679,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "aa93ef02fb4ee7723f048528a0ee5041c761be4625c1190b23dfe7146ddbc5d0",
                     *               "credit": 16559,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "23f186beb66b5b82098308d631c8d47c0f1035c3a3cb15816e90c19eb15abe61",
                     *               "credit": 30343,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             66
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 75,
                     *             "period": "2025-W52",
                     *             "recordId": "rec-011",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "d0407d972ee31c9ac5282c7a38442db72b6fb53e0bacdb44856e172a557e0729",
                     *             "exchange": "cex-b",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 3739,
                     *             "deltaCents": 3739,
                     *             "txHash": "0xc8dfd478bd549308cf00f8e2c0a1e7c439378e2c25b4d20448c7f777548798f9",
                     *             "at": "2025-12-26T01:30:00.000Z"
                     *           },
                     *           "leafIndex": 75,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "05fbfc14905a3a445ae31a1f8800d7d8b6cb73460d9b297a340b5e40fe09cd84",
                     *               "credit": 2333,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "ea6ced47612c02c0ad676db2c393f2d415daa53543ba02b0e5c114d170c04563",
                     *               "credit": 0,
                     *               "debit": 8949
                     *             },
                     *             {
                     *               "hash": "c007fbbf899ac0f0a7664eaa9bd0bd7d90e676e9932b001a3d31f93f026c31fb",
                     *               "credit": 10679,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "aa93ef02fb4ee7723f048528a0ee5041c761be4625c1190b23dfe7146ddbc5d0",
                     *               "credit": 16559,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "23f186beb66b5b82098308d631c8d47c0f1035c3a3cb15816e90c19eb15abe61",
                     *               "credit": 30343,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 80,
                     *             "period": "2025-W52",
                     *             "recordId": "rec-010",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "23ca2eecde09fa60ff993d962f0dc4ab1b25fbfd34b41691011c625db6581ca8",
                     *             "exchange": "cex-a",
                     *             "source": "TIER_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 1017,
                     *             "deltaCents": 1017,
                     *             "txHash": "0x0dfc703f014df44f298a8476b39b54b5e392391ba1f10f8ce6fe15506c1b483b",
                     *             "at": "2025-12-27T16:30:00.000Z"
                     *           },
                     *           "leafIndex": 80,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "3a2c8f281d4b2279703770cbf06af154edb05974c283efa102cc80b22defa38b",
                     *               "credit": 0,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "d67deb79dac64c1285d7c70d2d57dc6d7fa5b8d9faa8fa62d4c0a56e2c7b68d5",
                     *               "credit": 3442,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "03ac57f2bab8f39cbbc5334c64929892bf1d340675f2205df2b791562731698b",
                     *               "credit": 6593,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "7db64fced1e7232e7972f96b2dd54bcd499348722a1d6da08d731ef2a4d619ca",
                     *               "credit": 19291,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "6855de51d7188a9a9798d39af37b3e61a5d212aed075cc736be5bfefa21a1090",
                     *               "credit": 33310,
                     *               "debit": 8949
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 83,
                     *             "period": "2026-W01",
                     *             "recordId": "rec-009",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "c852d993497dc3601f38f251cac752d808628f66fb5406e40c9b5751f1c4563a",
                     *             "exchange": "cex-c",
                     *             "source": "BETA_RATE_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 3442,
                     *             "deltaCents": 3442,
                     *             "txHash": "0x9042789fa4bdcda09737ef69b2d123d82c80dec35b497ec9bdd376801e2e1beb",
                     *             "at": "2025-12-29T17:30:00.000Z"
                     *           },
                     *           "leafIndex": 83,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "19c59c2bfc78dc8449a447c6ec78a89b11fb51f42ce1f4ce8f826d0a2cabe5c3",
                     *               "credit": 0,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "c8806613ef6b4c60461bd2985aa1ba0121ad78a248a6573dc1441d506fef3195",
                     *               "credit": 1017,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "03ac57f2bab8f39cbbc5334c64929892bf1d340675f2205df2b791562731698b",
                     *               "credit": 6593,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "7db64fced1e7232e7972f96b2dd54bcd499348722a1d6da08d731ef2a4d619ca",
                     *               "credit": 19291,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "6855de51d7188a9a9798d39af37b3e61a5d212aed075cc736be5bfefa21a1090",
                     *               "credit": 33310,
                     *               "debit": 8949
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 91,
                     *             "period": "2026-W01",
                     *             "recordId": "rec-007",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "10b6e5820214fd8d776da2eb69019265550178c56e6fad9ae35deb58ff252932",
                     *             "exchange": "cex-a",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 2749,
                     *             "deltaCents": 2749,
                     *             "txHash": "0x7fcf281bc8ba029b02787b37ecefe0ce0fbc052bb9b4fd0bce192476847511df",
                     *             "at": "2026-01-02T18:30:00.000Z"
                     *           },
                     *           "leafIndex": 91,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "d96832ea1d9f85d1012d7bb925ce4c07472ed871e28ad429df1a105dd13577da",
                     *               "credit": 2991,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "a494c8f60fdd38d87d640736e37e6e649df46a769a22d11f2139576378454ade",
                     *               "credit": 6658,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "732110429ab82c8399afc86fe1566bfad2fa6b7b57e6ca21910966224db93f6e",
                     *               "credit": 6893,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "f978c4250bf12539dd20fc560800159fb4e1a11b3dc25ca598ea797859146cec",
                     *               "credit": 11052,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "6855de51d7188a9a9798d39af37b3e61a5d212aed075cc736be5bfefa21a1090",
                     *               "credit": 33310,
                     *               "debit": 8949
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 93,
                     *             "period": "2026-W01",
                     *             "recordId": "rec-008",
                     *             "rev": 1,
                     *             "prev": "da4f171f9e9c9d3df1393339edea8e50ae78f9f62697a0c5e23c420e6a0ef063",
                     *             "owner": "5fac302ddf53b1a12e1ed87777669c25275fa8fb49db6eddad82050c754d6990",
                     *             "exchange": "cex-b",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 2585,
                     *             "deltaCents": 0,
                     *             "txHash": "0x1e47237dde92925147da9dbd0c6c554d6b32e41d4d080389a6f62e12c1c03b20",
                     *             "at": "2026-01-01T04:30:00.000Z"
                     *           },
                     *           "leafIndex": 93,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "eb75b710da149e96b2e4b499adc11909ad4d53f4715ccbdcb9f38f57d7d8f35c",
                     *               "credit": 0,
                     *               "debit": 3478
                     *             },
                     *             {
                     *               "hash": "708a3f79ce1e27ad7fe78d49e101b7076a0fd4c048b8f922c85acb9c2f9c561b",
                     *               "credit": 6893,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "39971a2d7ef09eee0fc6eca93f7a0ae2e3f2cda69bd7bf5d0d4c5cec18b2d723",
                     *               "credit": 12398,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "f978c4250bf12539dd20fc560800159fb4e1a11b3dc25ca598ea797859146cec",
                     *               "credit": 11052,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "6855de51d7188a9a9798d39af37b3e61a5d212aed075cc736be5bfefa21a1090",
                     *               "credit": 33310,
                     *               "debit": 8949
                     *             },
                     *             {
                     *               "hash": "ae8a89e8bdef4ca222adfc467d4180adbfad1e60a72f0c8bcb35f65c372f7d3b",
                     *               "credit": 18356,
                     *               "debit": 15380
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             88
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 96,
                     *             "period": "2026-W02",
                     *             "recordId": "rec-006",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "fbd29901891a1dcf292c86e09ff29c88a65d897fc39215b53806abb6b15d853b",
                     *             "exchange": "cex-c",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "UNMATCHED",
                     *             "amountCents": 838,
                     *             "deltaCents": 838,
                     *             "txHash": null,
                     *             "at": "2026-01-05T01:30:00.000Z"
                     *           },
                     *           "leafIndex": 96,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "ad66ae26675e538723efd5b7a0dd2734b4e0e7590f7cbd87f08ddbd7dd075d7b",
                     *               "credit": 0,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "3b41d0cc091809beaaa8395690f9ebcd4c5bf61019bdac238278cd1fea8fb330",
                     *               "credit": 5197,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "9f6b0ef81612dbf507de6eb435f43890ba4e868091c7e83d2ca9825cf483b691",
                     *               "credit": 5608,
                     *               "debit": 12050
                     *             },
                     *             {
                     *               "hash": "1abe3deca30f300d0a3d22b19663f19b588254311ecd657f6e066564765c2a84",
                     *               "credit": 6713,
                     *               "debit": 3330
                     *             },
                     *             {
                     *               "hash": "34cdc98ac5ce2435c98a0c80019b76e07882f6dcc7871ef803c3316d0e90950f",
                     *               "credit": 63653,
                     *               "debit": 12427
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 98,
                     *             "period": "2026-W02",
                     *             "recordId": "rec-005",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "e58c054bb761032149df788dda206fefa4d141fa60e2aaa59de97c4781b72622",
                     *             "exchange": "cex-b",
                     *             "source": "TIER_BONUS",
                     *             "state": "MATCHED",
                     *             "amountCents": 3265,
                     *             "deltaCents": 3265,
                     *             "txHash": "0x5a79eed6fe6bd536df1f4909d1e49b19e4d8ebc1dc8c05eef062dcd3feb3747e",
                     *             "at": "2026-01-06T17:30:00.000Z"
                     *           },
                     *           "leafIndex": 98,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "5ea0ddc49c7488a4b088b77d30377aca0bcef57c50016731c97be14e3143770d",
                     *               "credit": 1932,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "c70f508a85a6ae7180ca72b542869490c7bce282e8c7cfa907b092d49c8b0866",
                     *               "credit": 838,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "9f6b0ef81612dbf507de6eb435f43890ba4e868091c7e83d2ca9825cf483b691",
                     *               "credit": 5608,
                     *               "debit": 12050
                     *             },
                     *             {
                     *               "hash": "1abe3deca30f300d0a3d22b19663f19b588254311ecd657f6e066564765c2a84",
                     *               "credit": 6713,
                     *               "debit": 3330
                     *             },
                     *             {
                     *               "hash": "34cdc98ac5ce2435c98a0c80019b76e07882f6dcc7871ef803c3316d0e90950f",
                     *               "credit": 63653,
                     *               "debit": 12427
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 100,
                     *             "period": "2026-W02",
                     *             "recordId": "rec-pay-1",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "a6482e6b62779aa9ca6ee9cd4a3cd223a2201bc266e54816acccb8438ec99763",
                     *             "exchange": "OCTOSS",
                     *             "source": "PAYOUT_CLAIMED",
                     *             "state": "MATCHED",
                     *             "amountCents": -12050,
                     *             "deltaCents": -12050,
                     *             "txHash": "0x00fb86738b42c835484f3e32248c1e89af9ed025601c567fbb5522e53a50ae8d",
                     *             "at": "2026-01-08T12:00:00.000Z"
                     *           },
                     *           "leafIndex": 100,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "c3cc9c76f2962fa2958e23987feb5fcc3ae2db34e9e6cda50a12e6824286d200",
                     *               "credit": 1585,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "5f517b50afc1386debcb912c7526a59c016a7fe3f2f1498eccb8047925904f8d",
                     *               "credit": 4023,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "0c9426f5d90201939393b2f8138b538163d109702f6357503980d3ed3fb0193e",
                     *               "credit": 6035,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "1abe3deca30f300d0a3d22b19663f19b588254311ecd657f6e066564765c2a84",
                     *               "credit": 6713,
                     *               "debit": 3330
                     *             },
                     *             {
                     *               "hash": "34cdc98ac5ce2435c98a0c80019b76e07882f6dcc7871ef803c3316d0e90950f",
                     *               "credit": 63653,
                     *               "debit": 12427
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 105,
                     *             "period": "2026-W02",
                     *             "recordId": "rec-004",
                     *             "rev": 1,
                     *             "prev": "c3cc9c76f2962fa2958e23987feb5fcc3ae2db34e9e6cda50a12e6824286d200",
                     *             "owner": "e4e52e932880f7e02a83e1138f2cda900a77c912a6961edbf87d383667f01005",
                     *             "exchange": "cex-a",
                     *             "source": "BETA_RATE_BONUS",
                     *             "state": "DISCREPANCY",
                     *             "amountCents": 1460,
                     *             "deltaCents": -125,
                     *             "txHash": "0x3f9af0a6b58af904081a20fec2bc01875af54233d9cbe8ef6a5b199193065437",
                     *             "at": "2026-01-08T17:30:00.000Z"
                     *           },
                     *           "leafIndex": 105,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "4a00b5ad1b81c7f3c34253b78fb03c98a1a63862201045be151ffb10f7caef38",
                     *               "credit": 4244,
                     *               "debit": 0
                     *             },
                     *             {
                     *               "hash": "0165fd876879fbe6766cf1f739ecebce06faf98ae368b1498ecae0a72e53f46e",
                     *               "credit": 2469,
                     *               "debit": 3205
                     *             },
                     *             {
                     *               "hash": "b26c863bd98ff9a0c8169345716a87d87dbe719adeb0e99a5c4bd3fe0fac3982",
                     *               "credit": 11643,
                     *               "debit": 12050
                     *             },
                     *             {
                     *               "hash": "34cdc98ac5ce2435c98a0c80019b76e07882f6dcc7871ef803c3316d0e90950f",
                     *               "credit": 63653,
                     *               "debit": 12427
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": [
                     *             101
                     *           ]
                     *         },
                     *         {
                     *           "format": "octoss-proof/1",
                     *           "leaf": {
                     *             "v": 1,
                     *             "seq": 107,
                     *             "period": "2026-W02",
                     *             "recordId": "rec-003",
                     *             "rev": 0,
                     *             "prev": null,
                     *             "owner": "d4e210fdb199325d7bfd406678ce782d817e58ed178bbf592f0c4cbebd7192e3",
                     *             "exchange": "cex-c",
                     *             "source": "EXCHANGE_PAID",
                     *             "state": "MATCHED",
                     *             "amountCents": 2469,
                     *             "deltaCents": 2469,
                     *             "txHash": "0x6b90dcadd230d58271c304c1d23e1056a6db2ba2c83f145a74b349d5ef3559c5",
                     *             "at": "2026-01-11T04:30:00.000Z"
                     *           },
                     *           "leafIndex": 107,
                     *           "treeSize": 108,
                     *           "path": [
                     *             {
                     *               "hash": "8169ba70c608bf5d7d09bed4d9a3289187722f677beaf7859d30b9ae60a27e4e",
                     *               "credit": 0,
                     *               "debit": 3205
                     *             },
                     *             {
                     *               "hash": "ff67b8c1c79d4769bcbbc6050d010dfc5006582e1b9ded5cb7da77b709f3a376",
                     *               "credit": 4244,
                     *               "debit": 125
                     *             },
                     *             {
                     *               "hash": "b26c863bd98ff9a0c8169345716a87d87dbe719adeb0e99a5c4bd3fe0fac3982",
                     *               "credit": 11643,
                     *               "debit": 12050
                     *             },
                     *             {
                     *               "hash": "34cdc98ac5ce2435c98a0c80019b76e07882f6dcc7871ef803c3316d0e90950f",
                     *               "credit": 63653,
                     *               "debit": 12427
                     *             },
                     *             {
                     *               "hash": "43d3ab54b8825ad503395456012cb71093ebdb1189cf0a863d18682834d99094",
                     *               "credit": 105903,
                     *               "debit": 31169
                     *             }
                     *           ],
                     *           "checkpoint": {
                     *             "period": "2026-W02",
                     *             "treeSize": 108,
                     *             "root": {
                     *               "hash": "c7804b3a29661bbc3a7be19ddf0137ceea8d9c53c8a51806dd91d6bfecfb5fbf",
                     *               "credit": 187912,
                     *               "debit": 58976
                     *             },
                     *             "note": "octoss.app/proof/v1\n108\nx4BLOilmG7w6e+Gd3wE3zuqNnFPIpRgG3ZHWv+z7X78=\nperiod 2026-W02 first=96 credit=187912 debit=58976\n\n— octoss.app/proof/v1 NQpH8ES9X2DYUgbRNFYXrVPZTdVL9gfKUWn9E3Gl4DZgEcaJEwEeJdkQ9Wba54dRy/PgUaShKpiRG5ud/jKJMv2o0gk=\n"
                     *           },
                     *           "revisions": []
                     *         }
                     *       ],
                     *       "pending": [
                     *         {
                     *           "recordId": "rec-002",
                     *           "leafIndex": 108,
                     *           "rev": 0,
                     *           "period": "2026-W03"
                     *         },
                     *         {
                     *           "recordId": "rec-001",
                     *           "leafIndex": 114,
                     *           "rev": 0,
                     *           "period": "2026-W03"
                     *         },
                     *         {
                     *           "recordId": "rec-00000000-0000-4000-8000-a1fa78c30000",
                     *           "leafIndex": 115,
                     *           "rev": 0,
                     *           "period": "2026-W03"
                     *         }
                     *       ],
                     *       "ownerKey": {
                     *         "registered": false,
                     *         "fingerprint": null,
                     *         "fromSeq": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProofBundleSet"];
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid query",
                     *       "fieldErrors": {
                     *         "period": [
                     *           "An ISO week, YYYY-Www"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Not found. Codes: not_found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No published checkpoint 2020-W01"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    registerOwnerKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterOwnerKey"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fingerprint": "3ef9448397ae2f99",
                     *       "registeredAt": "2026-01-15T12:00:03.000Z",
                     *       "fromSeq": 116
                     *     }
                     */
                    "application/json": components["schemas"]["OwnerKeyRegistration"];
                };
            };
            /** @description Invalid input (fieldErrors per field). Codes: validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation",
                     *       "message": "Invalid body",
                     *       "fieldErrors": {
                     *         "ownerKey": [
                     *           "32 bytes as 64 hex digits"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "validation";
                    };
                };
            };
            /** @description Not signed in: no valid bearer token. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unauthorized",
                     *       "message": "Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description Conflict with the current state. Codes: owner_key_set. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "owner_key_set",
                     *       "message": "Your owner key is registered already: it is set once (import it on another device)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "owner_key_set";
                    };
                };
            };
            /** @description The request body is larger than 16384 bytes (code payload_too_large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 16384 bytes"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description The request body is not application/json (code unsupported_media_type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "unsupported_media_type",
                     *       "message": "Send the body as application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of proof (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `private, no-cache` */
                    "Cache-Control"?: string;
                    /** @description A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "OCTOSS API",
                     *         "version": "1.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests (code rate_limited); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (one minute) and client. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "rate_limited",
                     *       "message": "Too many requests: retry after 30 seconds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Server error. Codes: server_error, bad_response. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "server_error",
                     *       "message": "Simulated failure of meta (mockFail)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "server_error" | "bad_response";
                    };
                };
            };
            /** @description A client error common to every route, in the error shape; its code is one of the catalogue in the API description. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "not_found",
                     *       "message": "No such endpoint"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
