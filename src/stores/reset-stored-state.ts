// A reset: every stored setting and the visit's stored data are cleared, in storage and in memory.
import { resetAppStorage } from './app-storage';
import { resetSettings } from './settings';

/** Clears `app-settings` (with the single `currentLang` and `token` keys) and `app-storage`. */
export function resetStoredState(): void {
  resetSettings();
  resetAppStorage();
}
