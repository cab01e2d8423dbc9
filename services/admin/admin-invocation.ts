/**
 * How to run the admin CLI again in the same environment, for the hints it prints ("Next: ..."):
 * the settings that choose the database travel with the command, so a hint copied as is acts on
 * the same Firestore (the emulator when FIRESTORE_EMULATOR_HOST is set, never real Firestore by
 * accident) and the same project.
 */

const SAFE = /^[A-Za-z0-9_.:@/+=-]+$/;

/** POSIX shell quoting: bare when safe, else single quotes. */
export const shellQuote = (s: string) => (SAFE.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

export function adminInvocation(env: { projectId: string; firestoreEmulatorHost: string | undefined }): string {
  const vars = [
    ...(env.firestoreEmulatorHost ? [`FIRESTORE_EMULATOR_HOST=${shellQuote(env.firestoreEmulatorHost)}`] : []),
    `GOOGLE_CLOUD_PROJECT=${shellQuote(env.projectId)}`,
  ];
  return `${vars.join(' ')} npm run admin --`;
}
