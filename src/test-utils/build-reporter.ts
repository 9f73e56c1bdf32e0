/** A stand-in for Gatsby's reporter that records what a build step logs and fails with. */
export function recordingReporter() {
  const infos: string[] = [];
  const panics: string[] = [];
  return {
    infos,
    panics,
    info: (message: string) => void infos.push(message),
    panicOnBuild: (message: string) => void panics.push(message),
  };
}
