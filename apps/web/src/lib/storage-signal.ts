// A tiny change signal for values kept in Web Storage, so React can subscribe to them with
// useSyncExternalStore. The 'storage' event covers changes made by other tabs (a sign-out in one tab
// signs the others out too); local writes notify through notify().

type Listener = () => void;

export function createStorageSignal(key: string) {
  const listeners = new Set<Listener>();
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: Listener): () => void {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    notify(): void {
      listeners.forEach((listener) => listener());
    },
  };
}
