/**
 * The model provider of this process for contract review: createAiProvider(env) once per settings object. A setting
 * that cannot work (AI_BASE_URL without AI_MODEL) is logged and the builtin provider (rules only) is used, so a
 * misconfigured model never takes contract review down with it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { builtinProvider, createAiProvider, type AiProvider } from '../../ai/index';
import type { TEnv } from '../../env';

const providers = new WeakMap<TEnv, AiProvider>();

/** The provider for these settings (builtin unless AI_BASE_URL is set). */
export function reviewProvider(env: TEnv, log?: FastifyBaseLogger): AiProvider {
  let provider = providers.get(env);
  if (!provider) {
    try {
      provider = createAiProvider(env);
    } catch (err) {
      log?.error({ err }, 'model settings unusable; contract review uses the builtin rules only');
      provider = builtinProvider;
    }
    providers.set(env, provider);
  }
  return provider;
}
