let probe: () => boolean = () => false;

/**
 * Tells the parts that load on demand (the API client's token, Firebase) whether someone may be
 * signed in. Visitors never wait for, nor download, the Firebase SDK.
 */
export function setSessionProbe(next: () => boolean) {
  probe = next;
}

export function mayHaveSession(): boolean {
  return probe();
}
