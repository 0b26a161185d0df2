import { implement } from '../../http/implement';
import { pageOf, byId, newestFirst } from '../../shared/paging';
import { allExchanges, exchangeById, createUidLink, uidLinksOf, accrualsOf } from './store';
import { exchangeDirectoryView, exchangeView, uidLinkView, accrualView } from './views';
import { errorCodes } from '@octoss/contract/errors';
import { conflict, notFound } from '../../shared/http-error';
import { isSameLink } from './rules';
import { currentUser } from '../app';

export const exchanges = implement('exchanges', {
  listExchanges: ({ env, query }) => pageOf(allExchanges(env), query, exchangeView),
  listExchangeDirectory: ({ query }) => pageOf(exchangeDirectoryView(), query),
});

export const uidLinks = implement('uid-links', {
  listUidLinks: ({ env, query, lang }) => {
    const links = uidLinksOf(env, currentUser(env).id);
    return pageOf(
      links.sort((a, b) => b.createdAt - a.createdAt || byId(a, b)),
      query,
      (link) => uidLinkView(link, env.now(), lang),
    );
  },
  createUidLink: ({ env, body, lang }) => {
    const user = currentUser(env);
    if (!exchangeById(env, body.exchangeId)) throw notFound(`Unknown exchange ${body.exchangeId}`);
    if (uidLinksOf(env, user.id).some((link) => isSameLink(link, body))) {
      throw conflict('This UID is already linked to the selected exchange.', errorCodes.alreadyLinked);
    }
    return uidLinkView(
      createUidLink(env, { userId: user.id, exchangeId: body.exchangeId, uid: body.uid }),
      env.now(),
      lang,
    );
  },
});

export const accruals = implement('accruals', {
  listAccruals: ({ env, query }) => {
    const rows = accrualsOf(
      env,
      currentUser(env).id,
      (row) =>
        (!query.exchangeId || row.exchangeId === query.exchangeId) && (!query.status || row.status === query.status),
    );
    return pageOf(
      newestFirst(rows, (row) => row.accrualAt),
      query,
      accrualView,
    );
  },
});
