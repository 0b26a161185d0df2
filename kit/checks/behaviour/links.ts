import { routes } from '@octoss/contract/routes';
import { existingAccountRejection, sandbox, uidLetterCase } from '@octoss/contract/rules';
import { expectError, expectSuccess } from '../../answers';
import { writesOf, type CheckDef } from '../../check';
import { route } from '../../contract';
import { brief, type Sent } from '../../http';
import type { Kit } from '../../kit';
import { expectThat, Mismatch, skipUnless } from '../../report';
import { newUid } from '../../samples';

const rule = 'UID links: review, rejection and letter case';
const links = route('listUidLinks');
const create = route('createUidLink');

type Link = {
  id: string;
  userId: string;
  exchange: string;
  uid: string;
  status: string;
  approvedAt: string | null;
  rejection: { code: string; fix: string } | null;
  createdAt: string;
};

/** What the review step sent and saw: the link checks judge it. */
export type LinkReview = {
  exchangeId: string;
  userId: string;
  fresh: { uid: string; sent: Sent; listed: Link[] };
  duplicate: {
    uid: string;
    first: Sent;
    again: [string, Sent][];
    sensitive?: { exchangeId: string; original: Sent; variant: Sent; repeat: Sent };
  };
  existing: { uid: string; sent: Sent; again?: Sent };
  decided: Map<string, Link>;
  listed: Link[];
  waitedMs: number;
  late: string[];
};

const link = (kit: Kit, exchangeId: string, uid: string) =>
  kit.send('post', routes.createUidLink.path, { body: { exchangeId, uid } });
const idOf = (sent: Sent) => (sent.status === 201 ? (sent.body as Link).id : undefined);

/**
 * The setup step of the link checks: it submits every link they look at at once (a new account,
 * one linked again in several spellings, an existing account), lists them at once, waits once for
 * the sandbox's review to decide them all, and links the rejected one again.
 */
export async function reviewLinks(kit: Kit, count: number): Promise<void> {
  const active = kit.state.exchanges.filter((row) => row.isActive);
  const exchange = active.find((row) => uidLetterCase[row.id] !== 'sensitive');
  const sensitive = active.find((row) => uidLetterCase[row.id] === 'sensitive');
  const freshUid = newUid();
  const duplicateUid = `Cf${newUid()}`;
  const existingUid = `${sandbox.existingAccountUidPrefix}${newUid().slice(4)}`;
  const submitted = Date.now();
  // The setup's own links (one new account per exchange) and the judged ones, all at once.
  const basicRun = Promise.all(
    active.slice(0, count).map(async ({ id: exchangeId }) => {
      const uid = newUid();
      const sent = await link(kit, exchangeId, uid);
      expectSuccess(create, sent);
      return { id: (sent.body as Link).id, exchangeId, uid };
    }),
  );
  if (!exchange) {
    kit.state.links.push(...(await basicRun));
    return;
  }
  const [me, fresh, first, existing] = await Promise.all([
    kit.send('get', routes.getMe.path),
    link(kit, exchange.id, `  ${freshUid} `),
    link(kit, exchange.id, duplicateUid),
    link(kit, exchange.id, existingUid),
  ]);
  const basic = await basicRun;
  kit.state.links.push(...basic);
  const listed = (await kit.readAll(links)) as unknown as Link[];
  const spellings = [duplicateUid, ` ${duplicateUid} `, duplicateUid.toUpperCase(), duplicateUid.toLowerCase()];
  const [again, original] = await Promise.all([
    Promise.all(
      spellings.map(async (spelling): Promise<[string, Sent]> => [spelling, await link(kit, exchange.id, spelling)]),
    ),
    sensitive ? link(kit, sensitive.id, duplicateUid) : undefined,
  ]);
  let sensitiveRun: LinkReview['duplicate']['sensitive'];
  if (sensitive && original) {
    const [variant, repeat] = await Promise.all([
      link(kit, sensitive.id, duplicateUid.toUpperCase()),
      link(kit, sensitive.id, duplicateUid),
    ]);
    sensitiveRun = { exchangeId: sensitive.id, original, variant, repeat };
  }
  const made = [...basic.map((row) => row.id)];
  made.push(
    ...[
      fresh,
      first,
      existing,
      ...(sensitiveRun ? [sensitiveRun.original, sensitiveRun.variant] : []),
      ...again.map(([, sent]) => sent),
    ]
      .map(idOf)
      .filter((id): id is string => id !== undefined),
  );
  const deadline = submitted + sandbox.uidReviewMs + kit.slackMs;
  let decided = new Map<string, Link>();
  let all: Link[] = [];
  for (;;) {
    all = (await kit.readAll(links)) as unknown as Link[];
    decided = new Map(all.filter((row) => made.includes(row.id)).map((row) => [row.id, row]));
    if ([...decided.values()].every((row) => row.status !== 'PENDING') || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const review: LinkReview = {
    exchangeId: exchange.id,
    userId: (me.body as { id: string }).id,
    fresh: { uid: freshUid, sent: fresh, listed },
    duplicate: { uid: duplicateUid, first, again, sensitive: sensitiveRun },
    existing: { uid: existingUid, sent: existing },
    decided,
    listed: all,
    waitedMs: Date.now() - submitted,
    late: [...decided.values()].filter((row) => row.status === 'PENDING').map((row) => row.id),
  };
  if (decided.get(idOf(existing) ?? '')?.status === 'REJECTED')
    review.existing.again = await link(kit, exchange.id, existingUid);
  kit.memo.set('linkReview', review);
}

function reviewOf(kit: Kit): LinkReview {
  const review = kit.memo.get('linkReview') as LinkReview | undefined;
  skipUnless(review, 'no active exchange that ignores letter case to link');
  return review;
}

/** The link as the review last listed it: decided in time. */
function decidedRow(review: LinkReview, id: string): Link {
  const row = review.decided.get(id);
  expectThat(row, `expected GET /api/uid-links to list link ${id}, which the POST answered, got no such row`);
  expectThat(
    !review.late.includes(id),
    `expected link ${id} decided ${sandbox.uidReviewMs / 1000} s after submission (the sandbox's review), got PENDING after ${review.waitedMs / 1000} s`,
  );
  return row;
}

/**
 * Links: a new link is PENDING, stored as sent (trimmed), listed at once and decided by the
 * sandbox's review; a duplicate (by the exchange's letter-case rule, whatever the first one's
 * status) is a 409 already_linked; an existing account is REJECTED with its code and a fix; an
 * unknown exchange is a 404 that stores nothing.
 */
export function linkChecks(): CheckDef[] {
  const base = {
    group: 'behaviour' as const,
    route: create,
    rule,
    needs: ['links' as const],
    uses: ['listUidLinks' as const],
    locks: { read: ['uid-links'], write: [] },
  };
  return [
    {
      ...base,
      needs: [...base.needs],
      name: 'a new link is PENDING, stored as sent (trimmed), listed at once, then APPROVED by the review',
      async run(kit) {
        const review = reviewOf(kit);
        const { sent, uid, listed } = review.fresh;
        expectSuccess(create, sent);
        const made = sent.body as Link;
        expectThat(
          made.status === 'PENDING' &&
            made.uid === uid &&
            made.exchange === review.exchangeId &&
            made.approvedAt === null &&
            made.rejection === null,
          `expected a PENDING link of ${review.exchangeId} ${uid} (trimmed) without approvedAt or rejection, got ${brief(sent, 200)}`,
        );
        expectThat(
          made.userId === review.userId,
          `expected the link's userId ${review.userId} (the signed-in user's), got ${made.userId}`,
        );
        const shown = listed.find((row) => row.id === made.id);
        expectThat(
          shown && shown.uid === uid && shown.exchange === review.exchangeId,
          `expected GET /api/uid-links right after the POST to list link ${made.id} as stored, got no such row`,
        );
        const order = listed.map((row) => row.createdAt);
        expectThat(
          order.every((at, index) => index === 0 || at <= order[index - 1]!),
          `expected GET /api/uid-links newest first, got ${order.slice(0, 5).join(', ')}`,
        );
        const row = decidedRow(review, made.id);
        expectThat(row.status === 'APPROVED', `a new account's link turned ${row.status}, expected APPROVED`);
        expectThat(
          row.approvedAt !== null && Date.parse(row.approvedAt) >= Date.parse(made.createdAt),
          `expected approvedAt at or after createdAt ${made.createdAt} on an APPROVED link, got ${row.approvedAt}`,
        );
      },
    },
    {
      ...base,
      needs: [...base.needs],
      name: 'a UID linked again is a 409 already_linked, by the exchange’s letter-case rule',
      async run(kit) {
        const review = reviewOf(kit);
        const { uid, first, again, sensitive } = review.duplicate;
        expectSuccess(create, first);
        for (const [spelling, sent] of again) {
          try {
            expectError(create, sent, { status: 409, code: 'already_linked' });
          } catch (error) {
            throw new Mismatch(
              `${review.exchangeId} ignores letter case: "${spelling}" after "${uid}": ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        const copies = review.listed.filter(
          (row) => row.exchange === review.exchangeId && row.uid.toUpperCase() === uid.toUpperCase(),
        );
        expectThat(
          copies.length === 1,
          `expected one link of ${review.exchangeId} ${uid}, GET /api/uid-links lists ${copies.length}`,
        );
        if (sensitive) {
          expectSuccess(create, sensitive.original);
          expectThat(
            sensitive.variant.status === 201,
            `${sensitive.exchangeId} tells UIDs apart by case: expected ${uid.toUpperCase()} after ${uid} to be a new link (201), got ${brief(sensitive.variant)}`,
          );
          expectError(create, sensitive.repeat, { status: 409, code: 'already_linked' });
        }
      },
    },
    {
      ...base,
      needs: [...base.needs],
      name: `an existing account (in the sandbox, a UID starting ${sandbox.existingAccountUidPrefix}) is REJECTED with ${existingAccountRejection} and a fix; linking it again is a 409`,
      async run(kit) {
        const review = reviewOf(kit);
        const { sent, again } = review.existing;
        expectSuccess(create, sent);
        const made = sent.body as Link;
        expectThat(made.status === 'PENDING', `expected PENDING at first, got ${made.status}`);
        const row = decidedRow(review, made.id);
        expectThat(
          row.status === 'REJECTED' &&
            row.approvedAt === null &&
            row.rejection?.code === existingAccountRejection &&
            row.rejection.fix.length > 0,
          `expected REJECTED with rejection { code: ${existingAccountRejection}, fix } and no approvedAt, got ${JSON.stringify(row)}`,
        );
        expectThat(again, 'expected the rejected account to be linked again, got no decision in time to try');
        expectError(create, again, { status: 409, code: 'already_linked' });
      },
    },
    {
      ...base,
      needs: ['sandbox'],
      locks: { read: [], write: [...writesOf('createUidLink'), 'dashboard'] },
      name: 'an unknown exchange is a 404 and stores nothing',
      async run(kit) {
        const before = await kit.stateFor(create);
        expectError(create, await link(kit, 'conformance-no-such-exchange', newUid()), {
          status: 404,
          code: 'not_found',
        });
        const changed = await kit.changedSince(before);
        expectThat(changed.length === 0, `expected nothing stored, but ${changed.join(' | ')}`);
      },
    },
  ];
}
