import type { ActivityStore } from './inactivity-timer';

const KEY = 'safc.lastActivity';

/** The last click, in localStorage so every tab of the registry shares it. */
export const lastActivityStore: ActivityStore = {
  read() {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write(at) {
    localStorage.setItem(KEY, String(at));
  },
};

/** A fresh sign-in starts the inactivity clock anew. */
export function resetLastActivity(at = Date.now()): void {
  lastActivityStore.write(at);
}
