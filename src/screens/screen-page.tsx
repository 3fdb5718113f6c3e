// Draws a manifest screen: its title and its sections, each through the generic renderer.
import { useEffect } from 'react';
import { Title } from '@mantine/core';
import type { Screen } from '../manifest/screens.gen';
import { useLabel } from '../i18n/use-label';
import { SectionRenderer } from '../sections/section-renderer';

export default function ScreenPage({ screen, siteName }: { screen: Screen; siteName: string }) {
  const label = useLabel();
  const title = label(screen.title);
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
  return (
    <>
      <Title order={1} className="screen-title">
        {title}
      </Title>
      {screen.sections.map((section) => (
        <SectionRenderer key={section.id} section={section} />
      ))}
    </>
  );
}
