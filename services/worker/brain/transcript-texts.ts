import type { TranscriptEntry } from './brain.js';

/** The text of a message's CSV/TSV attachments. */
export function csvTextsOf(entry: TranscriptEntry): string[] {
  return (entry.attachments ?? []).flatMap((a) =>
    a.text && (/csv|tab-separated/i.test(a.contentType) || /\.(?:csv|tsv)$/i.test(a.filename)) ? [a.text] : [],
  );
}

/** What we wrote before this message (the client's answers are in our mail). */
export function oursBefore(transcript: readonly TranscriptEntry[], latest: TranscriptEntry): string[] {
  return transcript.filter((e) => e.role === 'us' && e !== latest).map((e) => e.text);
}
