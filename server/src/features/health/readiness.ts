/** Whether this instance still takes new work: false once its shutdown began (main.ts). */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
