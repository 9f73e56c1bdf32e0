/** Jest globalTeardown of the `e2e` project: stops the `gatsby serve` started by setup.ts. */
export default async function globalTeardown() {
  const served = (globalThis as { __E2E_SERVED__?: { stop(): Promise<void> } }).__E2E_SERVED__;
  if (served) await served.stop();
}
