/**
 * "Remember on this device" for the API key: keys are held in memory; remembering one on this device is
 * an explicit choice (localStorage, with a warning). Only these functions touch the stored key and the
 * endpoint it was entered for (`endpoint-secret.ts`); without a `localStorage` (tests in Node, storage
 * blocked) they do nothing. Any script running on this origin can read localStorage — the settings panel
 * says so next to the checkbox.
 */

/** The localStorage key under which a remembered API key is kept. */
export const REMEMBERED_KEY_STORAGE_KEY = 'tool-console.api-key';
/** The localStorage key of the endpoint the remembered key was entered for (`endpointOf`; absent = none). */
export const REMEMBERED_ENDPOINT_STORAGE_KEY = 'tool-console.api-key-endpoint';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The remembered key, or undefined when none is stored. */
export function loadRememberedKey(): string | undefined {
  try {
    return storage()?.getItem(REMEMBERED_KEY_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The endpoint the remembered key was entered for; '' when none is stored. */
export function loadRememberedEndpoint(): string {
  try {
    return storage()?.getItem(REMEMBERED_ENDPOINT_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Stores `key` and the endpoint it was entered for (an empty key deletes both entries). */
export function rememberKey(key: string, endpoint: string): void {
  try {
    if (key === '') {
      storage()?.removeItem(REMEMBERED_KEY_STORAGE_KEY);
      storage()?.removeItem(REMEMBERED_ENDPOINT_STORAGE_KEY);
    } else {
      storage()?.setItem(REMEMBERED_KEY_STORAGE_KEY, key);
      storage()?.setItem(REMEMBERED_ENDPOINT_STORAGE_KEY, endpoint);
    }
  } catch {
    // Storage full or blocked: the key stays in memory only.
  }
}

/** Deletes the remembered key. */
export function forgetRememberedKey(): void {
  try {
    storage()?.removeItem(REMEMBERED_KEY_STORAGE_KEY);
    storage()?.removeItem(REMEMBERED_ENDPOINT_STORAGE_KEY);
  } catch {
    // Nothing stored or storage blocked.
  }
}
