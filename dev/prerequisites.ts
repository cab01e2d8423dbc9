import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/**
 * What the local emulators need from this machine (Java 17+, the Google Cloud CLI and its
 * Firestore and Pub/Sub emulator components), checked before anything starts. A missing piece
 * is named together with the command that installs it on Debian/Ubuntu and on macOS.
 */

export class MissingPrerequisite extends Error {
  override name = 'MissingPrerequisite';
}

const INSTALL = {
  java: {
    what: 'Java 17 or newer (the emulators are Java programs)',
    debian: 'sudo apt-get install -y openjdk-17-jre-headless',
    macos: 'brew install openjdk@17   (then put it on PATH as brew explains)',
  },
  gcloud: {
    what: 'the Google Cloud CLI',
    debian:
      "sudo apt-get install -y google-cloud-cli   (after adding Google's apt repository: https://cloud.google.com/sdk/docs/install#deb)",
    macos: 'brew install --cask google-cloud-sdk',
  },
  firestore: {
    what: "the Google Cloud CLI's Firestore emulator",
    debian: 'sudo apt-get install -y google-cloud-cli-firestore-emulator',
    macos: 'gcloud components install cloud-firestore-emulator',
  },
  pubsub: {
    what: "the Google Cloud CLI's Pub/Sub emulator",
    debian: 'sudo apt-get install -y google-cloud-cli-pubsub-emulator',
    macos: 'gcloud components install pubsub-emulator',
  },
} as const;

function missing(key: keyof typeof INSTALL, detail: string): MissingPrerequisite {
  const i = INSTALL[key];
  return new MissingPrerequisite(
    `Missing prerequisite: ${i.what} (${detail}).\n` + `  Debian/Ubuntu: ${i.debian}\n` + `  macOS:         ${i.macos}`,
  );
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** CLOUDSDK_ROOT, else the Debian package's location, else the SDK that `gcloud` on PATH belongs to. */
export function cloudSdkRoot(): string | undefined {
  if (process.env.CLOUDSDK_ROOT) return process.env.CLOUDSDK_ROOT;
  if (existsSync('/usr/lib/google-cloud-sdk/bin/gcloud')) return '/usr/lib/google-cloud-sdk';
  const gcloud = onPath('gcloud');
  return gcloud ? dirname(dirname(realpathSync(gcloud))) : undefined; // SDK/bin/gcloud
}

/** Throws MissingPrerequisite unless `java -version` reports 17 or newer. */
export function requireJava17(): void {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (r.error) throw missing('java', `\`java\` not found on PATH: ${r.error.message}`);
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  const major = version ? (version[1] === '1' ? Number(version[2]) : Number(version[1])) : NaN;
  if (!(major >= 17))
    throw missing('java', `\`java -version\` says ${JSON.stringify((r.stderr || r.stdout).split('\n')[0] ?? '')}`);
}

/** The path of one emulator component, or MissingPrerequisite naming what to install. */
export function emulatorPath(component: 'firestore' | 'pubsub'): string {
  const root = cloudSdkRoot();
  if (!root) throw missing('gcloud', 'no `gcloud` on PATH and CLOUDSDK_ROOT is not set');
  const path =
    component === 'firestore'
      ? `${root}/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar`
      : `${root}/platform/pubsub-emulator/bin/cloud-pubsub-emulator`;
  if (!existsSync(path)) throw missing(component, `${path} does not exist`);
  return path;
}
