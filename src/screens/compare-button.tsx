// The button beside a fund's title that adds the fund to the comparison, or takes it out
// (`subject.compare` of the manifest). It is in the page's HTML, in its "add" state (the build
// knows of no choice), and keeps one width in both states: its words for both are drawn in one
// place, those of the other state hidden (and no part of its name), so the title beside it never moves.
import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { SiteCompare } from '../manifest/screens.gen';
import { compareMax } from '../sections/compare-context';
import { useAppStorage, useComparedFunds, useComparedName, type ComparedFund } from '../stores/app-storage';

export interface CompareButtonProps {
  compare: SiteCompare;
  /** The fund's code and name; none while the fund loads, when the button keeps its place unseen. */
  code: string | undefined;
  name: string | undefined;
}

export function CompareButton({ compare, code, name }: CompareButtonProps) {
  const fund = useMemo<ComparedFund | undefined>(() => (code && name ? { code, name } : undefined), [code, name]);
  const { t } = useTranslation();
  const chosen = useComparedFunds().find((each) => each.code === fund?.code);
  useComparedName(chosen, fund?.name);
  const pressed = chosen !== undefined;
  return (
    <Button
      className="screen-compare"
      variant={pressed ? 'filled' : 'default'}
      size="sm"
      aria-pressed={pressed}
      disabled={!fund}
      data-waiting={fund ? undefined : true}
      onClick={() => fund && useAppStorage.getState().toggleCompare(fund, compareMax(compare))}
    >
      <span className="toggle-words">
        <span data-shown={pressed ? undefined : true} aria-hidden={pressed || undefined}>
          {t('compare.add')}
        </span>
        <span data-shown={pressed ? true : undefined} aria-hidden={pressed ? undefined : true}>
          {t('compare.added')}
        </span>
      </span>
    </Button>
  );
}
