/**
 * A 401 from our API while someone is signed in: the session was revoked or expired. The API client
 * (api-client.ts) reports it here; the app's listener (features/auth SessionExpiry) says 'Tu sesión
 * expiró' once, signs out and goes to /login, which brings the person back (lib/return-to.ts).
 */
type Handler = () => boolean;

let handler: Handler | null = null;

/** The listener: answers whether it takes the 401 (a session was open). */
export function onSessionExpired(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** True when the 401 ended a session: its caller then says nothing more. */
export function reportSessionExpired(): boolean {
  return handler?.() ?? false;
}
