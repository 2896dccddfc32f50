/**
 * General chat and share links (api.md "Drafting, chat, translation": chat and share rows, under the old research
 * family /api/lawdesk/research/api/v1; spec §7). Thin: validate with common/api/chat.ts, call one service with the
 * actor. Answers stream through the streaming kit. GET share/{share_id} is the one call without login.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages } from '@common/codes';
import { envelope, ZEmpty } from '@common/api/envelope';
import {
  ZChatDetail,
  ZChatIdQuery,
  ZChatListQuery,
  ZChatListResponse,
  ZChatMessageRef,
  ZChatRename,
  ZChatRequest,
  ZChatResponse,
  ZChatStreamQuery,
  ZShareCreate,
  ZShareCreated,
  ZShareListQuery,
  ZShareListResponse,
  ZShareParams,
  ZShareRevoke,
  ZShareView,
} from '@common/api/chat';
import { ok } from '../../lib/envelope';
import { replyIdempotent } from '../../lib/idempotency';
import { sendStream } from '../../lib/stream/sse';
import { actorOf } from '../../plugins/auth';
import { askChat } from '../../services/chat/ask-chat';
import { CHAT_STREAM_KIND, chatDeps } from '../../services/chat/chat-deps';
import { deleteChat } from '../../services/chat/delete-chat';
import { findOwnChatMessage } from '../../services/chat/find-own-chat';
import { finishChatAnswer } from '../../services/chat/finish-chat-answer';
import { getChatDetail } from '../../services/chat/get-chat-detail';
import { listChats } from '../../services/chat/list-chats';
import { regenerateChatAnswer } from '../../services/chat/regenerate-chat-answer';
import { renameChat } from '../../services/chat/rename-chat';
import { stopChatAnswer } from '../../services/chat/stop-chat-answer';
import { createShare } from '../../services/share/create-share';
import { registerDefaultShareKinds } from '../../services/share/default-share-kinds';
import { listShares } from '../../services/share/list-shares';
import { readShare } from '../../services/share/read-share';
import { revokeShare } from '../../services/share/revoke-share';

const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  const security = [{ token: [] }];
  const auth = { preHandler: app.requireAuth };

  app.streams.registerKind(CHAT_STREAM_KIND, { finish: finishChatAnswer });
  registerDefaultShareKinds();

  app.post('/chat', { ...auth, schema: { tags, security, body: ZChatRequest, response: { 200: envelope(ZChatResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const asked = await askChat(chatDeps(app, request.log), { actor, chatId: request.body.chat_id, content: request.body.content });
      return ok({ chat_id: asked.chatId, message_id: asked.messageId });
    });
  });

  app.get('/chat/stream', { ...auth, schema: { tags, security, querystring: ZChatStreamQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    await findOwnChatMessage(app.db, { actor, chatId: request.query.chat_id, messageId: request.query.message_id });
    await sendStream(request, reply, { hub: app.streams, streamId: request.query.message_id, owner: actor });
  });

  app.post('/chat/stop', { ...auth, schema: { tags, security, body: ZChatMessageRef, response: { 200: envelope(z.object({ stopped: z.boolean() })) } } }, async (request) =>
    ok(await stopChatAnswer(chatDeps(app, request.log), { actor: actorOf(request), chatId: request.body.chat_id, messageId: request.body.message_id })),
  );

  app.post('/chat/regenerate', { ...auth, schema: { tags, security, body: ZChatMessageRef, response: { 200: envelope(ZChatResponse) } } }, async (request, reply) => {
    const actor = actorOf(request);
    return replyIdempotent(app.db, request, reply, actor, async () => {
      const again = await regenerateChatAnswer(chatDeps(app, request.log), { actor, chatId: request.body.chat_id, messageId: request.body.message_id });
      return ok({ chat_id: request.body.chat_id, message_id: again.messageId });
    });
  });

  app.get('/query/chat/list', { ...auth, schema: { tags, security, querystring: ZChatListQuery, response: { 200: envelope(ZChatListResponse) } } }, async (request) => {
    const { page, page_size, search } = request.query;
    const listed = await listChats(app.db, { actor: actorOf(request), page, pageSize: page_size, search });
    return ok({ items: listed.items, total_count: listed.total, total_pages: listed.totalPages });
  });

  app.get('/chat/details', { ...auth, schema: { tags, security, querystring: ZChatIdQuery, response: { 200: envelope(ZChatDetail) } } }, async (request) =>
    ok(await getChatDetail(app.db, chatDeps(app, request.log).provider, { actor: actorOf(request), chatId: request.query.chat_id })),
  );

  app.post('/updateChatTitle', { ...auth, schema: { tags, security, body: ZChatRename, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await renameChat(app.db, { actor: actorOf(request), chatId: request.body.chat_id, title: request.body.title });
    return ok({}, Messages.renamed);
  });

  app.post('/delete/chat/by', { ...auth, schema: { tags, security, body: ZChatIdQuery, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await deleteChat(chatDeps(app, request.log), { actor: actorOf(request), chatId: request.body.chat_id });
    return ok({}, Messages.deleted);
  });

  // ---------- share links ----------
  app.post('/share', { ...auth, schema: { tags, security, body: ZShareCreate, response: { 200: envelope(ZShareCreated) } } }, async (request) => {
    const { kind, chat_id, research_id, task_id, expire_days } = request.body;
    const targetId = (kind === 'chat' ? chat_id : kind === 'research' ? research_id : task_id) ?? chat_id ?? research_id ?? task_id ?? '';
    return ok(await createShare(app.db, { actor: actorOf(request), kind, targetId, days: expire_days }));
  });

  app.delete('/share', { ...auth, schema: { tags, security, body: ZShareRevoke, response: { 200: envelope(ZEmpty) } } }, async (request) => {
    await revokeShare(app.db, { actor: actorOf(request), shareId: request.body.share_id });
    return ok({}, '已取消分享');
  });

  app.get('/share/list', { ...auth, schema: { tags, security, querystring: ZShareListQuery, response: { 200: envelope(ZShareListResponse) } } }, async (request) =>
    ok({ items: await listShares(app.db, { actor: actorOf(request), targetId: request.query.target_id }) }),
  );

  // No login: anyone with the link reads it (rate limited per address, so ids cannot be tried in bulk).
  app.get(
    '/share/:share_id',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags, params: ZShareParams, response: { 200: envelope(ZShareView) } } },
    async (request) => ok(await readShare(app.db, { shareId: request.params.share_id })),
  );
};

export default chatRoutes;
