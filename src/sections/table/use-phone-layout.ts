// Whether the table shows as cards: below 976 px (61em), known on the first render so there is no flash.
import { useMediaQuery } from '@mantine/hooks';

/**
 * The media query of the card layout. Screens only: paper gets the table, and the layout must not
 * switch while the browser prints (it counts the pages before React could draw the cards).
 */
export const PHONE_QUERY = 'screen and (max-width: 60.9375em)';

/** True on phones (cards), false on wider screens (a table). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
