interface Request<T> {
  unwrap(): Promise<T>;
  reset(): void;
}

/** Awaits a mutation started from a thunk and drops its cache entry. */
export async function settle<T>(request: Request<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
