/** Who is making a request: set by the auth plugin on request.actor, passed explicitly to every service. */
export type TActor = {
  userId: string;
  tenantId: string;
  isAdmin: boolean;
  sessionId: string;
};
