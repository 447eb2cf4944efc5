import { storeTodayStamp } from './store-dates';

/** Spec §9: the ritual's name with every non-alphanumeric character replaced by '_', plus today's date. */
export function exportBaseName(ritualName: string, now: Date = new Date()): string {
  const name = ritualName.replace(/[^a-zA-Z0-9]/g, '_') || 'ritual';
  return `${name}_${storeTodayStamp(now)}`;
}

/** Saves a Blob through a temporary link (the browser's download, no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
