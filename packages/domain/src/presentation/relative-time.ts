import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// Apart from format-date.ts so that a page showing dates does not carry dayjs (decision 059).

/** 'a few seconds ago', '3 hours ago' (dayjs's English thresholds, spec §9 "Relative time"). */
export function formatRelativeTime(value: ConfigType, now: ConfigType = undefined): string {
  // Extended on first use, not on import: importing the domain runs nothing.
  dayjs.extend(relativeTime);
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return now === undefined ? date.fromNow() : date.from(dayjs(now));
}
