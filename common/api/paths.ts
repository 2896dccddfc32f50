/**
 * Base paths of the HTTP API (api.md "Envelope and conventions"). Kept free of zod so the web app can import them
 * without pulling the schema library into its first load; envelope.ts re-exports them.
 */
import { PRODUCT } from '../limits';

/** The product segment of every path: /api/{product}/... (api.md). */
export const API_BASE = `/api/${PRODUCT}`;
export const SAAS_BASE = `${API_BASE}/saas/api/v1`;
export const CONTRACT_BASE = `${API_BASE}/contract/api/v1`;
/** Operation calls (spec §7): data points, home popups. */
export const OPERATION_BASE = `${API_BASE}/operation/api/v1`;
/** Legal translation (issue 11). */
export const TRANSLATION_BASE = `${API_BASE}/translation/api/v1`;
/** researchPrice (spec §7): the price per character of translation. */
export const CUSTOMIZEDCHAT_BASE = `${API_BASE}/customizedchat/api/v1`;
