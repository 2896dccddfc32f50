/** The app's api client and session helpers, in one place for this module's calls. */
export { apiData, readCookie, type TRequestOptions } from '@/lib/api-client';
export { getToken } from '@/lib/session';
