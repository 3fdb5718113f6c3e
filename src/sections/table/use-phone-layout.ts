// Whether the table shows as cards: in the site's mobile mode (below 976 px, the shared viewport
// store), known on the first render so there is no flash, and following resizes without new requests.
import { useMediaQuery } from '@mantine/hooks';
import { useMobileLayout } from '../../stores/viewport';

/** True on phones (cards), false on wider screens and on paper (a table). */
export function usePhoneLayout(): boolean {
  const mobile = useMobileLayout();
  // Paper always gets the table: the layout must not switch while the browser prints (it counts the
  // pages before React could draw the cards), whatever width the print preview gives the window.
  const printing = useMediaQuery('print', undefined, { getInitialValueInEffect: false });
  return mobile && !printing;
}
