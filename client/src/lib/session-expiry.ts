/**
 * A 401 from our API while someone is signed in: the session was revoked or expired. The API client
 * (api-client.ts) reports it here; the app's listener (features/auth SessionExpiry) says 'Tu sesión
 * expiró' once, signs out and goes to /login, which brings the person back (lib/return-to.ts).
 */
/** `restoring`: the 401 came while a session was being started (a reload of a revoked one). */
type Handler = (restoring: boolean) => boolean;

let handler: Handler | null = null;
/** A session refused while it started, before the listener was there (the first route loading). */
let refusedBeforeListening = false;

/** The listener: answers whether it takes the 401 (a session was open, or being restored). */
export function onSessionExpired(next: Handler): () => void {
  handler = next;
  if (refusedBeforeListening) {
    refusedBeforeListening = false;
    next(true);
  }
  return () => {
    if (handler === next) handler = null;
  };
}

/** True when the 401 ended a session: its caller then says nothing more. */
export function reportSessionExpired(restoring = false): boolean {
  if (handler) return handler(restoring);
  if (restoring) refusedBeforeListening = true;
  return restoring;
}
