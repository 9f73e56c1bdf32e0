/**
 * "Open in sandbox": the project and the form that posts it (sandbox-project.ts) load when the
 * reader presses the button, not with the page: every example page offers the button, few readers
 * press it, and the project's files would otherwise be a kilobyte of every example page's first
 * visit. The post follows within the click's user activation, so the new tab is not blocked.
 */
export function openInSandbox(name: string, code: string, title?: string): void {
  import('./sandbox-project').then(
    ({ postToSandbox }) => postToSandbox(name, code, title),
    // The chunk did not load (offline): StackBlitz cannot be reached either; the page stays as it is.
    () => {},
  );
}
