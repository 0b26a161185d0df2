import { errorCodes } from '@octoss/contract/errors';
import { conflict, notFound } from '../http-error';
import { implement } from '../http/implement';
import { byId, pageOf } from '../paging';
import { isSameLink } from '../rules/uid-links';
import { exchangeById } from '../store/catalogue';
import { currentUser } from '../store/session';
import { createUidLink, uidLinksOf } from '../store/uid-links';
import { uidLinkView } from '../views/uid-links';

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
