// Shown instead of the site when its config or manifest is unusable: says what to fix, never a blank page.
import { useTranslation } from '../i18n/use-translation';
import type { Problem } from '../manifest/manifest-problems';

export default function StartupErrorPage({ title, problems, detail }: { title: string; problems?: Problem[]; detail?: string }) {
  const { t } = useTranslation();
  return (
    <main className="startup-error" id="main">
      <h1>{title}</h1>
      {problems ? (
        <>
          <p>{t('startup.manifestIntro')}</p>
          <ol>
            {problems.map((problem, index) => (
              <li key={index}>
                <strong>{problem.place}</strong>: {problem.message}
                {problem.pointer ? <code>{problem.pointer}</code> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {detail ? <p>{detail}</p> : null}
      <button type="button" onClick={() => location.reload()}>
        {t('startup.retry')}
      </button>
    </main>
  );
}
