import { inject } from 'vitest';
import { emulatorProject } from '../../dev/emulator-project.js';

/** The emulators of this test run (vitest's global setup), in a project of the caller's own. */
export function emulatorEnv(prefix = 'test') {
  return emulatorProject(prefix, { firestoreHost: inject('firestoreHost'), pubsubHost: inject('pubsubHost') });
}
