// Generated from openapi.json by openapi-typescript (npm run contract). Do not edit.
export interface paths {
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
         * @description Sign in: an email and its one-time code answer a bearer token. Public. Wrong credentials are a 401 unauthorized. The token works until `expiresAt` or until it is signed out. Creates the account at the first sign-in of an email. Codes: six digits, valid 10 minutes and once (see "Accounts, sign-in and codes"). Changes no data another read answers.
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
         * @description Claim USDT to the payout wallet. 422 above claimable, below the minimum, or without a wallet. Rules in order: wallet_required, nothing_to_claim, below_minimum, above_claimable. Debits the claimable balance by the amount at once; PROCESSING until sent on chain in production, COMPLETED at once in the sandbox (see "Payouts and the wallet"). Changes what these reads answer: `GET /api/reconciliations`, `GET /api/reconciliations/summary`, `GET /api/profiles/{code}`, `GET /api/payouts/balance`, `GET /api/payouts`, `GET /api/payouts/schedule`, `GET /api/payouts/wallet`, `GET /api/exports/accruals.csv`, `GET /api/exports/reconciliations.csv`, `GET /api/exports/payouts.csv`, `GET /api/dashboard`. Idempotent: the `Idempotency-Key` header is required, and a repeated key replays the first answer instead of acting twice. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
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
         * @description Apply for a partner program; 400 with field errors. Changes no data another read answers.
         */
        post: operations["createPartnerApplication"];
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
         * @description Tick or untick a checklist item. Changes what these reads answer: `GET /api/playbook`. Content (descriptions, notes, titles) comes in the language of `Accept-Language`.
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
         * @description Testnet only: create accruals and reconciliation records for every approved link and raise the claimable balance. Served only by the testnet data set: the app's Testnet sandbox, or `MOCK_DATASET=testnet npm run mock-server`. The demo data set (the default) answers 404 `not_found`; a real backend serves these routes only in its sandbox environment. Sandbox only: one NEW accrual and one MATCHED EXCHANGE_PAID record per approved link; claimable and totalEarned rise by the sum of the nets (see "The sandbox"). Changes what these reads answer: `GET /api/accruals`, `GET /api/reconciliations`, `GET /api/reconciliations/summary`, `GET /api/profiles/{code}`, `GET /api/payouts/balance`, `GET /api/exports/accruals.csv`, `GET /api/exports/reconciliations.csv`, `GET /api/exports/payouts.csv`, `GET /api/dashboard`.
         */
        post: operations["simulateFees"];
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
            targets: {
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                arpuBase: number;
                /** @description A rate from 0 to 1 (0.3 means 30 %), not rounded. */
                retention: number;
                /** @description USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent. */
                monthlyTarget: number;
                /** @description A count: a whole number, 0 or more. */
                referralsPerMonth: number;
            };
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
            isSaved: boolean;
            /** @enum {string} */
            status: "active" | "ending_soon" | "expired";
        };
        PromoPage: {
            items: components["schemas"]["Promo"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ProofMetrics: {
            /** @description A count: a whole number, 0 or more. */
            reconciliationsThisWeek: number;
            /** @description A count: a whole number, 0 or more. */
            medianClaimTimeSeconds: number;
            /** @description A rate from 0 to 1 (0.3 means 30 %), not rounded. */
            discrepancyRate: number;
        };
        ProofSnapshot: {
            exchange: string;
            /** Format: date-time */
            timestamp: string;
            /** @enum {string} */
            status: "Matched" | "Discrepancy" | "Pending";
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
                     *       "token": "17fd287f68c62f009caa9c0ca160ca5ba95fdf2b4e82d14858b1d5ec01452cdd",
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
                     *       "id": "link-00000000-0000-4000-8000-93dc26960000",
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
                     *       "total": 30
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
                     *         "matched": 20,
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
                     *       "id": "dsp-00000000-0000-4000-8000-3aa2acfd0000",
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
                     *       "discrepancyRate": 0.13333333333333333,
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
                     *           "network": "ERC-20"
                     *         },
                     *         {
                     *           "id": "pay-2",
                     *           "amount": 88.24,
                     *           "txHash": "0xae18aefd9ff8d085b8cf8d6ab84300fda099bf4fac9d2f89263ddbaf9bf739cd",
                     *           "timestamp": "2025-12-25T12:00:00.000Z",
                     *           "note": "Bi-weekly auto payout",
                     *           "status": "COMPLETED",
                     *           "network": "ERC-20"
                     *         },
                     *         {
                     *           "id": "pay-3",
                     *           "amount": 64.1,
                     *           "txHash": "0x3878247720201ef0267b55cbc8c6948c14ddc65e457d6f86584e9fd76be8a2b6",
                     *           "timestamp": "2025-12-11T12:00:00.000Z",
                     *           "note": "Bi-weekly auto payout",
                     *           "status": "COMPLETED",
                     *           "network": "ERC-20"
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
                     *         "id": "pay-00000000-0000-4000-8000-bc89a2d80000",
                     *         "amount": 25,
                     *         "txHash": "0xec05945334927508423b0781e21695f52166de164b0aeeb58cfeb66d325f7358",
                     *         "timestamp": "2026-01-15T12:00:00.000Z",
                     *         "note": "Sandbox payout",
                     *         "status": "COMPLETED",
                     *         "network": "ERC-20"
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
                     *     rec-00000000-0000-4000-8000-8d6648570000,2026-01-15T12:00:00.000Z,MATCHED,PAYOUT_CLAIMED,OCTOSS,-25,0xec05945334927508423b0781e21695f52166de164b0aeeb58cfeb66d325f7358
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
                     *     pay-00000000-0000-4000-8000-bc89a2d80000,2026-01-15T12:00:00.000Z,25,0xec05945334927508423b0781e21695f52166de164b0aeeb58cfeb66d325f7358,Sandbox payout,COMPLETED
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
                     *           "matched": 21,
                     *           "discrepancy": 4,
                     *           "unmatched": 6
                     *         },
                     *         "lastTx": {
                     *           "exchange": "OCTOSS",
                     *           "amount": -25,
                     *           "txHash": "0xec05945334927508423b0781e21695f52166de164b0aeeb58cfeb66d325f7358"
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
                     *             "expiryAt": "2026-01-16T12:00:00.000Z"
                     *           },
                     *           {
                     *             "id": "promo-4",
                     *             "exchange": "cex-a",
                     *             "title": "Trading Competition: CEX-A weekly offer",
                     *             "type": "trading_competition",
                     *             "expiryAt": "2026-01-17T12:00:00.000Z"
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
                     *       "id": "pts-00000000-0000-4000-8000-63f553c10000",
                     *       "date": "2026-01-15T12:00:00.000Z",
                     *       "source": "REFERRAL",
                     *       "delta": 17,
                     *       "balance": 2864,
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
                     *           "expiry": "2026-01-16T12:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-c/3",
                     *           "region": "APAC",
                     *           "isActive": true,
                     *           "isSaved": false,
                     *           "status": "ending_soon"
                     *         },
                     *         {
                     *           "id": "promo-4",
                     *           "exchange": "cex-a",
                     *           "type": "trading_competition",
                     *           "title": "Trading Competition: CEX-A weekly offer",
                     *           "description": "Trading Competition for OCTOSS traders on CEX-A. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-17T12:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-a/4",
                     *           "region": "Global",
                     *           "isActive": true,
                     *           "isSaved": false,
                     *           "status": "ending_soon"
                     *         },
                     *         {
                     *           "id": "promo-13",
                     *           "exchange": "cex-a",
                     *           "type": "signup_bonus",
                     *           "title": "Signup Bonus: CEX-A limited offer",
                     *           "description": "Signup Bonus for OCTOSS traders on CEX-A. New accounts linked through OCTOSS qualify automatically.",
                     *           "expiry": "2026-01-19T00:00:00.000Z",
                     *           "url": "https://example.com/promos/cex-a/13",
                     *           "region": "Global",
                     *           "isActive": true,
                     *           "isSaved": false,
                     *           "status": "active"
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
                     *       "expiry": "2026-01-16T12:00:00.000Z",
                     *       "url": "https://example.com/promos/cex-c/3",
                     *       "region": "APAC",
                     *       "isActive": true,
                     *       "isSaved": true,
                     *       "status": "ending_soon"
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
                     *       "expiry": "2026-01-16T12:00:00.000Z",
                     *       "url": "https://example.com/promos/cex-c/3",
                     *       "region": "APAC",
                     *       "isActive": true,
                     *       "isSaved": false,
                     *       "status": "ending_soon"
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
                     *       "id": "app-00000000-0000-4000-8000-94fd9acd0000",
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
                     *       "claimableAdded": 12.2
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
