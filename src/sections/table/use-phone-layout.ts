// Whether the table shows as cards: below 976 px (61em), known on the first render so there is no flash.
import { useMediaQuery } from '@mantine/hooks';

/** The media query of the card layout. */
export const PHONE_QUERY = '(max-width: 60.9375em)';

/** True on phones (cards), false on wider screens (a table). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
