import { routes } from '@/api/contract/routes';
import { isSameLink } from '../rules/uid-links';
import type { MockEnv } from '../env';
import { conflict, notFound } from '../http-error';
import { byId, pageOf } from '../paging';
import { uidLinkView } from '../views';
import { currentUser } from './session';
import { routeHandler } from './route';
import { errorCodes } from '@/api/errors';

export const uidLinksHandlers = (env: MockEnv) => [
  routeHandler(routes.listUidLinks, env, ({ query, lang }) => {
    const user = currentUser(env);
    const links = env.db.uidLink.findMany({ where: { userId: { equals: user.id } } });
    return pageOf(links.sort((a, b) => b.createdAt - a.createdAt || byId(a, b)), query, (link) => uidLinkView(link, env.now(), lang));
  }),
  routeHandler(routes.createUidLink, env, ({ body, lang }) => {
    const user = currentUser(env);
    if (!env.db.exchange.findFirst({ where: { id: { equals: body.exchangeId } } })) throw notFound(`Unknown exchange ${body.exchangeId}`);
    const existing = env.db.uidLink.findMany({ where: { userId: { equals: user.id } } });
    if (existing.some((link) => isSameLink(link, body))) {
      throw conflict('This UID is already linked to the selected exchange.', errorCodes.alreadyLinked);
    }
    const link = env.db.uidLink.create({ id: `link-${crypto.randomUUID()}`, userId: user.id, exchangeId: body.exchangeId, uid: body.uid, createdAt: env.now() });
    return uidLinkView(link, env.now(), lang);
  }),
];
